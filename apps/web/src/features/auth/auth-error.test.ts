import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { describeAuthError } from './auth-error';

describe('describeAuthError', () => {
  it('translates known better-auth codes whatever the language', () => {
    const taken = new ApiError(422, 'Cette adresse email est déjà utilisée', 'USER_ALREADY_EXISTS');
    expect(describeAuthError(taken, 'register', 'en')).toEqual({ key: 'auth.errors.emailInUse' });
    const wrong = new ApiError(401, 'Identifiants invalides', 'INVALID_EMAIL_OR_PASSWORD');
    expect(describeAuthError(wrong, 'login', 'fr')).toEqual({ key: 'auth.errors.badCredentials' });
  });

  it('treats a 401 at sign-in as bad credentials and a 429 as too many attempts', () => {
    expect(describeAuthError(new ApiError(401, 'x'), 'login', 'fr')).toEqual({
      key: 'auth.errors.badCredentials',
    });
    expect(describeAuthError(new ApiError(429, 'x'), 'register', 'fr')).toEqual({
      key: 'auth.errors.tooManyAttempts',
    });
  });

  it("shows the server's French detail for an unknown client error, in French only", () => {
    const odd = new ApiError(400, 'Nom trop long', 'NAME_TOO_LONG');
    expect(describeAuthError(odd, 'register', 'fr')).toEqual({ text: 'Nom trop long' });
    expect(describeAuthError(odd, 'register', 'en')).toEqual({ key: 'auth.errors.register' });
  });

  it('falls back to the generic message for server and unknown errors', () => {
    expect(describeAuthError(new ApiError(500, 'boom'), 'login', 'fr')).toEqual({ key: 'auth.errors.login' });
    expect(describeAuthError(new Error('x'), 'register', 'fr')).toEqual({ key: 'auth.errors.register' });
    expect(describeAuthError(new ApiError(0, 'offline'), 'login', 'fr')).toEqual({
      key: 'auth.errors.network',
    });
  });
});
