import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { creditsShown, readFixture, signInAsDemo } from './generator-support';
import { useServerAndBrowser } from './support/server-and-browser';

// CV texts as an extraction gives them (the engine's own fixtures, with their attribution in its NOTICE.md).
const engineFixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '../packages/cv-engine/src/__fixtures__', name), 'utf8');

const t = useServerAndBrowser();

/** Waits until the page has made no request for a second. */
async function quietNetwork(page: Page): Promise<void> {
  let last = Date.now();
  const onRequest = () => {
    last = Date.now();
  };
  page.on('request', onRequest);
  while (Date.now() - last < 1000) await page.waitForTimeout(200);
  page.off('request', onRequest);
}

/**
 * Issue 14, the free check before paying: as soon as a CV and an offer are on the page, the match shows —
 * computed in the browser, with no request to the server and no credit spent.
 */
describe('the free match check', () => {
  it('shows the match of a pasted CV and offer without any /api request nor credit', async () => {
    const { page } = t.browser;
    await signInAsDemo(page, t.server.url);
    const credits = await creditsShown(page);
    // the session's own calls after signing in (profile, live balance) are over before the check begins
    await quietNetwork(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api')) apiCalls.push(request.url());
    });

    await page
      .getByLabel('Texte du CV', { exact: true })
      .fill(engineFixture('cv-fr-developpeuse-fullstack.txt'));
    await page.getByLabel('Description du poste').fill(readFixture('offre-fr-developpeur-fullstack.txt'));

    const card = page.getByRole('region', { name: 'Vérification gratuite de la correspondance' });
    const score = card.getByText(/^Correspondance estimée : \d+ \/ 100$/);
    await expect.poll(() => score.isVisible(), { timeout: 15_000 }).toBe(true);
    const found = card.getByRole('region', { name: "Exigences de l'offre présentes" });
    for (const skill of ['React', 'TypeScript', 'intégration continue'])
      expect(await found.getByText(skill, { exact: true }).isVisible()).toBe(true);
    const missing = card.getByRole('region', { name: "Exigences de l'offre absentes" });
    expect(
      await missing
        .getByRole('checkbox', { name: "J'ai cette compétence : expérience utilisateur" })
        .isVisible(),
    ).toBe(true);
    // never the employer, the town nor the contract as a keyword
    for (const noise of ['Routalis', 'Lyon', 'CDI', 'télétravail'])
      expect(await card.getByText(noise).count()).toBe(0);
    expect(await card.getByText(/Correspondance faible/).count()).toBe(0);

    expect(apiCalls).toEqual([]);
    expect(await creditsShown(page)).toBe(credits);
  });

  it('says plainly when the match is poor', async () => {
    const { page } = t.browser;
    await page.getByLabel('Description du poste').fill(readFixture('offre-fr-chef-de-projet-marketing.txt'));
    const card = page.getByRole('region', { name: 'Vérification gratuite de la correspondance' });
    await expect
      .poll(() => card.getByText(/^Correspondance faible/).isVisible(), { timeout: 15_000 })
      .toBe(true);
  });

  it('tells a CV in another language that the built-in engine does not translate it, and keeps its language', async () => {
    const { page } = t.browser;
    await page.getByLabel('Texte du CV', { exact: true }).fill(engineFixture('cv-en-marketing.txt'));
    const card = page.getByRole('region', { name: 'Vérification gratuite de la correspondance' });
    const note = card.getByText(/Votre CV est en anglais et le CV généré sera en français/);
    await expect.poll(() => note.isVisible(), { timeout: 15_000 }).toBe(true);
    await card.getByRole('button', { name: 'Garder la langue du CV (anglais)' }).click();
    await expect.poll(() => page.getByLabel('Langue du CV', { exact: true }).inputValue()).toBe('english');
    await expect.poll(() => note.count()).toBe(0);
  });
});

describe('the score breakdown after a generation', () => {
  it('shows structure points on their scale, and the offer’s must-haves first', async () => {
    const { page } = t.browser;
    // a long CV counts far more than 50 structure points: the formula takes 50 of them
    await page
      .getByLabel('Texte du CV', { exact: true })
      .fill(engineFixture('cv-fr-developpeuse-fullstack.txt'));
    await page.getByLabel('Description du poste').fill(readFixture('offre-fr-developpeur-fullstack.txt'));
    await page.getByRole('button', { name: /Générer mon CV optimisé/ }).click();
    await expect
      .poll(() => page.getByText('CV généré avec succès !').isVisible(), { timeout: 30_000 })
      .toBe(true);
    await page.getByRole('button', { name: 'Voir le détail du score' }).click();
    const dialog = page.getByRole('dialog', { name: 'Détail du score ATS' });
    const structure = dialog.getByRole('row', { name: /Points de structure \(sur 50\)/ });
    const cells = (await structure.getByRole('cell').allTextContents()).map(Number);
    expect(cells).toHaveLength(2);
    for (const points of cells) expect(points).toBeLessThanOrEqual(50);
    const headings = await dialog.getByRole('heading', { level: 3 }).allTextContents();
    expect(headings.slice(0, 2)).toEqual(["Exigences de l'offre absentes", "Exigences de l'offre présentes"]);
    await page.keyboard.press('Escape');
  });
});
