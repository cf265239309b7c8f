import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/server-and-browser';

// Password reset and email-link sign-in as a person does them on a machine without SMTP (demo mode, the
// default): the email is a file in the server's DATA_DIR/outbox, its link opened in the browser.

const t = useServerAndBrowser();

const header = (page: Page) => page.getByRole('banner');
const dialog = (page: Page) => page.getByRole('dialog');
const visible = (page: Page, text: string) => () => page.getByText(text, { exact: true }).first().isVisible();
const uniqueEmail = (label: string) => `camille.${label}.${Date.now()}@camille-dupont.fr`;

async function createAccount(email: string, password: string) {
  const response = await fetch(`${t.server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: t.server.url },
    body: JSON.stringify({ name: 'Camille Dupont', email, password }),
  });
  expect(response.status).toBe(200);
}

/** The link of the one email the server wrote for this address. */
async function linkEmailedTo(email: string): Promise<string> {
  const dir = join(t.server.dataDir, 'outbox');
  const read = () => {
    try {
      return readdirSync(dir)
        .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as { to: string; link: string })
        .filter((message) => message.to === email);
    } catch {
      return [];
    }
  };
  await expect.poll(() => read().length).toBe(1);
  return read()[0]!.link;
}

async function openSignInSignedOut(page: Page) {
  await page.goto(t.server.url);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await header(page).getByRole('button', { name: 'Connexion' }).click();
  await expect.poll(() => dialog(page).getByLabel('Adresse email').isVisible()).toBe(true);
}

describe('forgotten password', () => {
  it('asks for the address, emails a link, and the link sets a new password that signs in', async () => {
    const { page } = t.browser;
    const email = uniqueEmail('reset');
    await createAccount(email, 'ancien-secret');

    await openSignInSignedOut(page);
    await dialog(page).getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    await dialog(page).getByLabel('Adresse email').fill(email);
    await dialog(page).getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect
      .poll(visible(page, 'Si un compte existe pour cette adresse, un email vous a été envoyé.'))
      .toBe(true);

    await page.goto(await linkEmailedTo(email));
    const form = page.getByRole('dialog', { name: 'Nouveau mot de passe' });
    await expect.poll(() => form.getByLabel('Nouveau mot de passe').isVisible()).toBe(true);
    expect(page.url()).not.toContain('reset-token');

    await form.getByLabel('Nouveau mot de passe').fill('nouveau-secret');
    await form.getByLabel('Confirmer le mot de passe').fill('nouveau-secreT');
    await form.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect.poll(visible(page, 'Les mots de passe ne correspondent pas')).toBe(true);

    await form.getByLabel('Confirmer le mot de passe').fill('nouveau-secret');
    await form.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect
      .poll(visible(page, 'Votre mot de passe a été modifié. Connectez-vous avec le nouveau.'))
      .toBe(true);

    const login = page.getByRole('dialog', { name: 'Connexion' });
    await login.getByLabel('Adresse email').fill(email);
    await login.getByLabel('Mot de passe').fill('ancien-secret');
    await login.getByRole('button', { name: 'Se connecter' }).click();
    await expect.poll(visible(page, 'Erreur de connexion. Vérifiez vos identifiants.')).toBe(true);

    await login.getByLabel('Mot de passe').fill('nouveau-secret');
    await login.getByRole('button', { name: 'Se connecter' }).click();
    await expect
      .poll(() => header(page).getByText(email).first().isVisible(), { timeout: 15_000 })
      .toBe(true);
  });

  it('says a used link has expired and offers a new one', async () => {
    const { page } = t.browser;
    const email = uniqueEmail('used');
    await createAccount(email, 'ancien-secret');
    await fetch(`${t.server.url}/api/auth/request-password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.server.url },
      body: JSON.stringify({ email }),
    });
    const link = await linkEmailedTo(email);
    const token = new URL(link).searchParams.get('reset-token');
    await fetch(`${t.server.url}/api/auth/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.server.url },
      body: JSON.stringify({ token, newPassword: 'autre-secret' }),
    });

    await page.goto(link);
    const form = page.getByRole('dialog', { name: 'Nouveau mot de passe' });
    await form.getByLabel('Nouveau mot de passe').fill('encore-un-secret');
    await form.getByLabel('Confirmer le mot de passe').fill('encore-un-secret');
    await form.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect
      .poll(visible(page, 'Ce lien a expiré ou a déjà été utilisé. Demandez-en un nouveau.'))
      .toBe(true);
    await form.getByRole('button', { name: 'Demander un nouveau lien' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Mot de passe oublié' }).isVisible()).toBe(true);
  });
});

describe('email-link sign-in', () => {
  it('emails a link that signs in on the generator page, then works only once', async () => {
    const { page } = t.browser;
    const email = uniqueEmail('link');
    await createAccount(email, 'un-secret');

    await openSignInSignedOut(page);
    await dialog(page).getByRole('button', { name: 'Recevoir un lien de connexion' }).click();
    await dialog(page).getByLabel('Adresse email').fill(email);
    await dialog(page).getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect
      .poll(visible(page, 'Si un compte existe pour cette adresse, un email vous a été envoyé.'))
      .toBe(true);

    const link = await linkEmailedTo(email);
    await page.goto(link);
    await expect
      .poll(() => header(page).getByText(email).first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(new URL(page.url()).search).toBe('');
    // Signed in like after a password: the session survives a reload (stored token).
    await page.reload();
    await expect
      .poll(() => header(page).getByText(email).first().isVisible(), { timeout: 15_000 })
      .toBe(true);

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await expect
      .poll(visible(page, 'Ce lien a expiré ou a déjà été utilisé. Demandez-en un nouveau.'))
      .toBe(true);
    expect(await header(page).getByText(email).count()).toBe(0);
  });
});

describe('changing the email address', () => {
  it('says a confirmation link was sent to the new address, which replaces the old one once opened', async () => {
    const { page } = t.browser;
    const email = uniqueEmail('before');
    const newEmail = uniqueEmail('after');
    await createAccount(email, 'un-secret');
    await fetch(`${t.server.url}/api/auth/sign-in/magic-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.server.url },
      body: JSON.stringify({ email }),
    });
    await page.goto(await linkEmailedTo(email));
    await expect
      .poll(() => header(page).getByText(email).first().isVisible(), { timeout: 15_000 })
      .toBe(true);

    await header(page)
      .getByRole('button', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) })
      .click();
    await header(page).getByRole('button', { name: 'Mon profil' }).click();
    const profile = page.getByRole('dialog', { name: 'Mon Profil' });
    await profile.getByRole('button', { name: 'Modifier' }).click();
    await profile.getByLabel('Adresse email').fill(newEmail);
    await profile.getByRole('button', { name: 'Enregistrer' }).click();
    const notice = `Un lien de confirmation a été envoyé à ${newEmail}. Votre adresse changera quand vous l'ouvrirez (lien valable 1 heure).`;
    await expect.poll(() => profile.getByRole('status').filter({ hasText: notice }).isVisible()).toBe(true);
    expect(await profile.getByText(email, { exact: true }).isVisible()).toBe(true);

    const link = await linkEmailedTo(newEmail);
    await page.goto(link);
    await expect
      .poll(() => header(page).getByText(newEmail).first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(new URL(page.url()).search).toBe('');

    // A link opened in a browser that is not signed in says so, and to sign in with the new address.
    const token = await page.evaluate(() => localStorage.getItem('cv.auth.token'));
    const thirdEmail = uniqueEmail('third');
    const asked = await fetch(`${t.server.url}/api/user/profile`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ email: thirdEmail }),
    });
    expect(asked.status).toBe(200);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(await linkEmailedTo(thirdEmail));
    await expect
      .poll(visible(page, 'Votre adresse email a été changée. Connectez-vous avec la nouvelle adresse.'))
      .toBe(true);

    // Used once: the same link again says it has expired.
    await page.goto(link);
    await expect
      .poll(visible(page, 'Ce lien a expiré ou a déjà été utilisé. Demandez-en un nouveau.'))
      .toBe(true);
  });
});
