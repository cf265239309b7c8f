import { describe, expect, it } from 'vitest';
import { emailChangeEmail, emailTakenEmail, passwordResetEmail, signInLinkEmail } from './account-emails';

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

  it('an email-change email says the address changes only once its link is opened', () => {
    const fr = emailChangeEmail('CV Sur Mesure', 'new@camille-dupont.fr', link);
    expect(fr.subject).toBe('CV Sur Mesure : confirmez votre nouvelle adresse email');
    expect(fr.text.split('\n')).toContain(link);
    expect(fr.text).toContain("Tant que le lien n'est pas ouvert, le compte garde son adresse actuelle.");
    const en = emailChangeEmail('CV Sur Mesure', 'new@camille-dupont.fr', link, 'en');
    expect(en.subject).toBe('CV Sur Mesure: confirm your new email address');
    expect(en.text).toContain('Until the link is opened, the account keeps its current address.');
  });

  it('a notice to an address asked for by another account says nothing changed and confirms nothing', () => {
    const app = 'http://localhost:3000/';
    const fr = emailTakenEmail('CV Sur Mesure', 'owner@camille-dupont.fr', app);
    expect(fr.subject).toBe('CV Sur Mesure : votre adresse email a été proposée pour un autre compte');
    expect(fr.text).toContain("rien n'a changé");
    expect(fr.text.split('\n')).toContain(app);
    const en = emailTakenEmail('CV Sur Mesure', 'owner@camille-dupont.fr', app, 'en');
    expect(en.text).toContain('nothing changed');
    expect(en.text).not.toContain('Bonjour');
  });
});
