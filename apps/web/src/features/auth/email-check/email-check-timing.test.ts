import { describe, expect, it } from 'vitest';
import { matchesDisposablePattern } from './disposable-patterns';
import { messageForStatus, statusAfterFormatDelay } from './email-check-timing';

describe('statusAfterFormatDelay', () => {
  it('says nothing for an empty value', () => {
    expect(statusAfterFormatDelay('  ', true)).toBe('idle');
  });
  it("flags a bad format on both forms: 'Format d'email invalide'", () => {
    expect(statusAfterFormatDelay('camille@', false)).toBe('invalidFormat');
    expect(messageForStatus(statusAfterFormatDelay('camille@', true))).toBe('auth.errors.emailFormat');
  });
  it("announces 'Vérification en cours...' only where deliverability is checked", () => {
    expect(messageForStatus(statusAfterFormatDelay('c@camille-dupont.fr', true))).toBe('auth.emailChecking');
    expect(messageForStatus(statusAfterFormatDelay('c@camille-dupont.fr', false))).toBeNull();
  });
  it("says 'Cette adresse email n'existe pas' for an undeliverable address, nothing for a good one", () => {
    expect(messageForStatus('undeliverable')).toBe('auth.errors.emailUndeliverable');
    expect(messageForStatus('deliverable')).toBeNull();
  });
});

describe('matchesDisposablePattern', () => {
  it.each(['x@mailinator.com', 'test@camille-dupont.fr', 'c@temp-mail.fr', 'a.fake@gmail.com'])(
    'refuses %s',
    (email) => expect(matchesDisposablePattern(email)).toBe(true),
  );
  it.each(['camille@contest.fr', 'c.dupont@laposte.net', 'attempt@camille-dupont.fr'])(
    'accepts %s',
    (email) => expect(matchesDisposablePattern(email)).toBe(false),
  );
});
