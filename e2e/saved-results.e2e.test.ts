import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readFixture, signInAsDemo } from './generator-support';
import { useServerAndBrowser } from './support/server-and-browser';

// Decision D16b: the generated CVs are kept in the user's browser (IndexedDB), never on the server.
const artefacts = join(import.meta.dirname, '../test-results/e2e-saved-results');
const t = useServerAndBrowser();

const preview = (page: Page) => page.getByRole('article', { name: 'Aperçu du CV' });
const resultHeading = (page: Page) => page.getByRole('heading', { name: '3. Votre CV optimisé' });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

async function generateDemoCv(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Charger le CV de démonstration' }).click();
  await expect.poll(() => page.getByLabel('Texte du CV', { exact: true }).inputValue()).toContain('Camille');
  await page.getByLabel('Description du poste').fill(readFixture('offre-fr-developpeur-fullstack.txt'));
  await page.getByRole('button', { name: /Générer mon CV optimisé/ }).click();
  await expect
    .poll(() => preview(page).getByRole('heading', { name: 'Camille Moreau' }).isVisible(), {
      timeout: 30_000,
    })
    .toBe(true);
}

describe('the result kept in the browser', () => {
  it('survives a reload, asks before "Tout effacer", and reopens from the history', async () => {
    const { page } = t.browser;
    await signInAsDemo(page, t.server.url);
    await generateDemoCv(page);
    // Focus moved to the result's heading, which is in view.
    await expect.poll(() => focusedText(page)).toBe('3. Votre CV optimisé');
    await expect
      .poll(() => resultHeading(page).evaluate((node) => node.getBoundingClientRect().top))
      .toBeLessThan(200);

    await page.reload();
    await expect
      .poll(() => preview(page).getByRole('heading', { name: 'Camille Moreau' }).isVisible())
      .toBe(true);
    expect(await page.getByLabel('Description du poste').inputValue()).toContain('Développeur');
    // Put back on the page, not asked for: focus stays where the page starts.
    expect(await focusedText(page)).not.toBe('3. Votre CV optimisé');

    await page.getByRole('button', { name: 'Tout effacer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Tout effacer ?' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    expect(await preview(page).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Tout effacer' }).click();
    await confirm.getByRole('button', { name: 'Oui, tout effacer' }).click();
    await expect.poll(() => preview(page).count()).toBe(0);

    await page.reload();
    const history = page.getByRole('button', { name: 'Mes CV gardés dans ce navigateur (1)' });
    await expect.poll(() => history.isVisible()).toBe(true);
    expect(await preview(page).count()).toBe(0);
    await history.click();
    expect(await history.getAttribute('aria-expanded')).toBe('true');
    const row = page.getByRole('listitem').filter({ hasText: 'CV_demonstration.txt' });
    expect(await row.getByText(/Score ATS : \d+ → \d+/).isVisible()).toBe(true);
    await page.screenshot({ path: join(artefacts, 'history-1280.png'), fullPage: true });
    await row.getByRole('button', { name: 'Ouvrir' }).click();
    await expect
      .poll(() => preview(page).getByRole('heading', { name: 'Camille Moreau' }).isVisible())
      .toBe(true);
    await expect.poll(() => focusedText(page)).toBe('3. Votre CV optimisé');
    expect(await row.getByText('Affiché').isVisible()).toBe(true);
  });
});
