import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowser } from './support/browser';
import { useServerAndBrowser } from './support/server-and-browser';

// The help dialog as a visitor reads it: what the product keeps, where, and how to delete it (D16, D16b, D18).

const t = useServerAndBrowser();

async function openHelp(page: Page, label: string) {
  await page.getByRole('banner').getByRole('button', { name: label }).click();
  const dialog = page.getByRole('dialog', { name: label });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  return dialog;
}

describe('help dialog', () => {
  it('says exactly what is kept on the server, what never is, what stays in this browser, and how to delete it', async () => {
    const { page } = t.browser;
    await page.goto(t.server.url);
    const dialog = await openHelp(page, 'Aide');
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain('Votre compte : nom, adresse email, empreinte de votre mot de passe');
    expect(text).toContain("vos crédits et l'historique de leurs mouvements");
    expect(text).toContain(
      "Pour chaque CV généré : le nom du fichier d'origine, les deux scores ATS (avant et après), la langue du CV produit, l'intitulé du poste, les 500 premiers caractères de l'offre et la date.",
    );
    expect(text).toContain(
      "Votre fichier CV et son texte : ils restent en mémoire le temps d'une seule requête",
    );
    expect(text).toContain('Les CV que vous générez sont conservés dans ce navigateur uniquement');
    expect(text).toContain('Mon profil → « Supprimer mon compte »');
    await dialog.getByRole('button', { name: 'Compris' }).click();

    await page.getByRole('banner').getByRole('button', { name: 'EN' }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang'), { timeout: 15_000 }).toBe('en');
    const english = (await (await openHelp(page, 'Help')).textContent()) ?? '';
    expect(english).toContain('Your account: name, email address, a hash of your password');
    expect(english).toContain('the first 500 characters of the offer');
    expect(english).toContain('Your CV file and its text: they stay in memory for a single request');
    expect(english).toContain('The CVs you generate are kept in this browser only');
    expect(english).toContain('My profile → “Delete my account”');
  });

  it("lines 'Aide' up with the other items of the burger menu at 375 px", async () => {
    const phone = await openBrowser({ viewport: { width: 375, height: 812 } });
    try {
      const { page } = phone;
      await page.goto(t.server.url);
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Menu' });
      await expect.poll(() => menu.isVisible()).toBe(true);
      const left = async (locator: ReturnType<Page['locator']>) =>
        (await locator.boundingBox())?.x ?? Number.NaN;
      // What the eye lines up: the language switch's frame, the help icon, the status badge's pill.
      const language = await left(menu.getByRole('group', { name: 'Langue' }));
      const help = await left(menu.getByRole('button', { name: 'Aide' }).locator('svg'));
      const status = await left(menu.getByText('Déconnecté'));
      expect(Math.abs(help - language)).toBeLessThanOrEqual(1);
      expect(Math.abs(status - language)).toBeLessThanOrEqual(1);
    } finally {
      await phone.close();
    }
  });
});
