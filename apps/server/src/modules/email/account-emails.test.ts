import { describe, expect, it } from 'vitest';
import { passwordResetEmail, signInLinkEmail } from './account-emails';

const link = 'http://localhost:3000/?reset-token=abc';

describe('account emails', () => {
  it('a reset email names the product, carries the link on its own line and says it lasts an hour', () => {
    const email = passwordResetEmail('CV Sur Mesure', 'a@camille-dupont.fr', link);
    expect(email.subject).toBe('CV Sur Mesure : réinitialisation de votre mot de passe');
    expect(email.text.split('\n')).toContain(link);
    expect(email.text).toContain('1 heure');
    expect(email).toMatchObject({ to: 'a@camille-dupont.fr', link });
  });

  it('a sign-in link email names the product and carries the link on its own line', () => {
    const email = signInLinkEmail('Mon CV', 'a@camille-dupont.fr', link);
    expect(email.subject).toBe('Mon CV : votre lien de connexion');
    expect(email.text.split('\n')).toContain(link);
    expect(email.text).toContain('Mon CV');
  });

  it('is written in English for a reader of the English interface', () => {
    const reset = passwordResetEmail('CV Sur Mesure', 'a@camille-dupont.fr', link, 'en');
    expect(reset.subject).toBe('CV Sur Mesure: reset your password');
    expect(reset.text).toContain('valid for 1 hour');
    expect(reset.text.split('\n')).toContain(link);
    const signIn = signInLinkEmail('CV Sur Mesure', 'a@camille-dupont.fr', link, 'en');
    expect(signIn.subject).toBe('CV Sur Mesure: your sign-in link');
    expect(signIn.text).not.toContain('Bonjour');
  });
});
