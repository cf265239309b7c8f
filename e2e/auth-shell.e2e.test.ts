import { describe, expect, it } from 'vitest';
import { openBrowser } from './support/browser';
import { useServerAndBrowser } from './support/server-and-browser';

const t = useServerAndBrowser();

describe('a visitor becomes a user', () => {
  it('shows a visitor the page without waiting for any API answer (the page carries what it needs)', async () => {
    const { page } = t.browser;
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/')) apiRequests.push(path);
    });
    await page.goto(t.server.url);
    await expect.poll(() => page.getByRole('banner').getByText('Déconnecté').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    expect(apiRequests).toEqual([]);
    page.removeAllListeners('request');
  });

  it('registers, logs out, logs back in and switches to English', async () => {
    const { page } = t.browser;
    // 'example' is one of the spec's test patterns, which registration refuses.
    const email = `camille.${Date.now()}@camille-dupont.fr`;
    await page.goto(t.server.url);

    const header = page.getByRole('banner');
    await expect.poll(() => header.getByText('Déconnecté').isVisible()).toBe(true);

    await header.getByRole('button', { name: 'Connexion' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Créer un compte' }).click();
    await dialog.getByLabel('Nom complet').fill('Camille Dupont');
    await dialog.getByLabel('Adresse email').fill(email);
    await dialog.getByLabel('Mot de passe', { exact: true }).fill('secret123');
    await dialog.getByLabel('Confirmer le mot de passe').fill('secret123');
    await dialog.getByRole('button', { name: 'Créer mon compte' }).click();

    await expect.poll(() => header.getByText(email).first().isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await header.getByText('Déconnecté').count()).toBe(0);

    await header.getByRole('button', { name: new RegExp(email) }).click();
    await header.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect.poll(() => header.getByText('Déconnecté').isVisible()).toBe(true);

    await header.getByRole('button', { name: 'Connexion' }).click();
    await dialog.getByLabel('Adresse email').fill(email);
    await dialog.getByLabel('Mot de passe').fill('secret123');
    await dialog.getByRole('button', { name: 'Se connecter' }).click();
    await expect.poll(() => header.getByText(email).first().isVisible(), { timeout: 15_000 }).toBe(true);

    // The session survives a reload.
    await page.reload();
    await expect.poll(() => header.getByText(email).first().isVisible(), { timeout: 15_000 }).toBe(true);

    expect(await page.title()).toContain('CV optimisé');
    await header.getByRole('button', { name: 'EN' }).click();
    await expect.poll(() => page.title(), { timeout: 15_000 }).toContain('tailored to every job offer');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });

  it('suggests the likely address for a mistyped domain, applied in one click, and never blocks on it', async () => {
    // A browser of its own: the test above leaves its account signed in, in English.
    const fresh = await openBrowser();
    try {
      const { page } = fresh;
      const local = `dominique.${Date.now()}`;
      await page.goto(t.server.url);
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: 'Connexion' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Créer un compte' }).click();
      const email = dialog.getByLabel('Adresse email');
      await email.fill(`${local}@gmial.com`);
      const hint = dialog.getByText('Vouliez-vous dire');
      await expect.poll(() => hint.isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await hint.textContent()).toBe(`Vouliez-vous dire ${local}@gmail.com ?`);
      await dialog.getByRole('button', { name: `${local}@gmail.com` }).click();
      expect(await email.inputValue()).toBe(`${local}@gmail.com`);
      await expect.poll(() => hint.count()).toBe(0);

      // A hint only: the mistyped domain, kept, still registers.
      await email.fill(`${local}@gmial.com`);
      await expect.poll(() => hint.isVisible(), { timeout: 10_000 }).toBe(true);
      await dialog.getByLabel('Nom complet').fill('Dominique Martin');
      await dialog.getByLabel('Mot de passe', { exact: true }).fill('secret123');
      await dialog.getByLabel('Confirmer le mot de passe').fill('secret123');
      await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
      await expect
        .poll(() => header.getByText(`${local}@gmial.com`).first().isVisible(), { timeout: 15_000 })
        .toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
