import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { describeAuthError } from './auth-error';

describe('describeAuthError', () => {
  it.each([
    ['USER_ALREADY_EXISTS', 'auth.errors.emailInUse'],
    ['INVALID_EMAIL_OR_PASSWORD', 'auth.errors.badCredentials'],
    ['INVALID_PASSWORD', 'auth.errors.wrongPassword'],
    ['USER_NOT_FOUND', 'auth.errors.userNotFound'],
    ['BANNED_USER', 'auth.errors.userDisabled'],
    ['ACCESS_DENIED', 'auth.errors.operationNotAllowed'],
    ['PASSWORD_COMPROMISED', 'auth.errors.weakPassword'],
    ['INVALID_EMAIL', 'auth.errors.emailRejected'],
    ['PASSWORD_TOO_SHORT', 'auth.errors.passwordTooShort'],
    ['TOO_MANY_REQUESTS', 'auth.errors.tooManyAttempts'],
    ['INVALID_TOKEN', 'auth.errors.linkExpired'],
  ])('says %s with the catalogue message %s, whatever the language', (code, key) => {
    const error = new ApiError(400, 'détail du serveur', code);
    expect(describeAuthError(error, 'register', 'en')).toEqual({ key });
    expect(describeAuthError(error, 'login', 'fr')).toEqual({ key });
  });

  it('treats a 401 at sign-in as bad credentials, a 429 as too many attempts, a 403 as not allowed', () => {
    expect(describeAuthError(new ApiError(401, 'x'), 'login', 'fr')).toEqual({
      key: 'auth.errors.badCredentials',
    });
    expect(describeAuthError(new ApiError(429, 'x'), 'register', 'fr')).toEqual({
      key: 'auth.errors.tooManyAttempts',
    });
    expect(describeAuthError(new ApiError(403, 'x'), 'login', 'en')).toEqual({
      key: 'auth.errors.operationNotAllowed',
    });
  });

  it("answers 'Erreur d'authentification' for another better-auth code", () => {
    const odd = new ApiError(400, 'Failed to create user', 'FAILED_TO_CREATE_USER');
    expect(describeAuthError(odd, 'register', 'fr')).toEqual({ key: 'auth.errors.authFailed' });
  });

  it("shows our server's French detail for a client error without a code, in French only", () => {
    const odd = new ApiError(400, 'Nom trop long');
    expect(describeAuthError(odd, 'register', 'fr')).toEqual({ text: 'Nom trop long' });
    expect(describeAuthError(odd, 'register', 'en')).toEqual({ key: 'auth.errors.register' });
  });

  it('falls back to the generic message for server and unknown errors', () => {
    expect(describeAuthError(new ApiError(500, 'boom', 'X'), 'login', 'fr')).toEqual({
      key: 'auth.errors.login',
    });
    expect(describeAuthError(new Error('x'), 'register', 'fr')).toEqual({ key: 'auth.errors.register' });
    expect(describeAuthError(new ApiError(0, 'offline'), 'login', 'fr')).toEqual({
      key: 'auth.errors.network',
    });
  });
});
