import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { describeProfileError, profileChanges, validateProfileDraft } from './profile-changes';

const current = { name: 'Camille Dupont', email: 'camille@camille-dupont.fr' };

describe('profileChanges', () => {
  it('sends only what changed, trimmed', () => {
    expect(profileChanges(current, { ...current, name: ' Camille D. ' })).toEqual({ name: 'Camille D.' });
    expect(profileChanges(current, { ...current, email: 'c@dupont.fr' })).toEqual({ email: 'c@dupont.fr' });
  });
  it('has nothing to send for an unchanged draft (email case aside)', () => {
    expect(profileChanges(current, { ...current, email: 'Camille@Camille-Dupont.fr' })).toBeNull();
  });
});

describe('validateProfileDraft', () => {
  it('needs a name and a well-formed email', () => {
    expect(validateProfileDraft({ name: ' ', email: current.email })).toBe('profile.errors.nameRequired');
    expect(validateProfileDraft({ name: 'C', email: 'camille@' })).toBe('profile.errors.invalidEmail');
    expect(validateProfileDraft(current)).toBeNull();
  });
});

describe('describeProfileError', () => {
  it('says too many attempts after the per-client limit of email changes', () => {
    const limited = new ApiError(429, 'Trop de tentatives. Veuillez réessayer plus tard');
    expect(describeProfileError(limited, 'en')).toEqual({ key: 'auth.errors.tooManyAttempts' });
    expect(describeProfileError(limited, 'fr')).toEqual({ key: 'auth.errors.tooManyAttempts' });
  });
  it("shows the server's French validation message in French, the generic one otherwise", () => {
    const bad = new ApiError(400, 'Le nom ne peut pas être vide');
    expect(describeProfileError(bad, 'fr')).toEqual({ text: 'Le nom ne peut pas être vide' });
    expect(describeProfileError(bad, 'en')).toEqual({ key: 'profile.errors.update' });
    expect(describeProfileError(new ApiError(500, 'x'), 'fr')).toEqual({ key: 'profile.errors.update' });
  });
  it("shows the server's reason for a refused change (the demo account's address) in French", () => {
    const refused = new ApiError(
      403,
      "L'adresse email du compte de démonstration ne peut pas être modifiée.",
    );
    expect(describeProfileError(refused, 'fr')).toEqual({ text: refused.detail });
    expect(describeProfileError(refused, 'en')).toEqual({ key: 'profile.errors.update' });
  });
});
