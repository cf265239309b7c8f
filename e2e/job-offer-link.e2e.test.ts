import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_JOB_LINKS } from '../apps/server/test/saved-job-sites';
import { signInAsDemo } from './generator-support';
import { type BrowserSession, openBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/start-server';

const engineFixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '../packages/cv-engine/src/__fixtures__', name), 'utf8');

let server: RunningServer;
let browser: BrowserSession;
beforeAll(async () => {
  // the app with the saved job pages on a loopback server and the tests' resolver (see that file)
  server = await startServer({}, [
    '--import',
    'tsx',
    join(import.meta.dirname, '../apps/server/test/serve-with-saved-job-sites.ts'),
  ]);
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Issue 27: the offer from its link. A person pastes the address of a job posting, the server reads it, the
 * offer's text fills the box (still editable), its title and employer are shown, and the free match check
 * runs on it as on a pasted text.
 */
describe("the offer's link", () => {
  it('fills the offer box with the text read from the link, and the free match check runs on it', async () => {
    const { page } = browser;
    await signInAsDemo(page, server.url);
    await page
      .getByLabel('Texte du CV', { exact: true })
      .fill(engineFixture('cv-fr-developpeuse-fullstack.txt'));

    await page.getByLabel("ou collez le lien de l'offre").fill(SAVED_JOB_LINKS.jsonLd);
    await page.getByRole('button', { name: "Lire l'offre" }).click();

    const offerBox = page.getByLabel('Description du poste');
    await expect.poll(() => offerBox.inputValue(), { timeout: 15_000 }).toContain('Vos missions');
    const text = await offerBox.inputValue();
    expect(text.split('\n')).toEqual(
      expect.arrayContaining(['Data engineer confirmé (H/F)', '- Python, SQL, Terraform', 'Votre profil']),
    );
    expect(
      await page
        .getByText(
          'Offre lue : Data engineer confirmé (H/F) — Verdanne Énergies, Lyon, Auvergne-Rhône-Alpes, FR.',
          {
            exact: false,
          },
        )
        .isVisible(),
    ).toBe(true);

    const card = page.getByRole('region', { name: 'Vérification gratuite de la correspondance' });
    const score = card.getByText(/^Correspondance estimée : \d+ \/ 100$/);
    await expect.poll(() => score.isVisible(), { timeout: 15_000 }).toBe(true);

    // the text stays the person's to edit
    await offerBox.fill(`${text}\nPoste basé à Villeurbanne.`);
    expect(await offerBox.inputValue()).toContain('Poste basé à Villeurbanne.');
  });

  it('says plainly why a link is refused, and leaves the offer box as it was', async () => {
    const { page } = browser;
    const offerBox = page.getByLabel('Description du poste');
    const before = await offerBox.inputValue();
    await page.getByLabel("ou collez le lien de l'offre").fill('https://intranet.test/rh/offres');
    await page.getByRole('button', { name: "Lire l'offre" }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'réseau privé' });
    await expect.poll(() => alert.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await alert.textContent()).toContain(
      'Ce lien mène à un réseau privé : seuls les sites publics peuvent être lus.',
    );
    expect(await offerBox.inputValue()).toBe(before);
  });
});
