import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './support/browser';
import { creditsShown, readFixture, signInAsDemo, uploadCv } from './generator-support';
import { type RunningServer, startServer } from './support/start-server';

let server: RunningServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('generator: a French PDF CV for a French offer', () => {
  it('uploads, extracts, generates with progress, and charges one credit', async () => {
    const { page } = browser;
    await signInAsDemo(page, server.url);
    const creditsBefore = await creditsShown(page);
    const serverExtractions: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/extract-pdf')) serverExtractions.push(request.url());
    });

    await uploadCv(page, 'cv-fr-developpeuse-fullstack.pdf');
    await expect
      .poll(() => page.getByText('Fichier : cv-fr-developpeuse-fullstack.pdf').isVisible())
      .toBe(true);
    const cvText = page.getByLabel('Texte du CV', { exact: true });
    await expect.poll(() => cvText.inputValue(), { timeout: 15_000 }).toContain('Maëlle Duchâteau');
    // Both pages were read, in the browser: the server's fallback was not needed.
    expect(await cvText.inputValue()).toMatch(/Centres d.intérêt/i);
    expect(serverExtractions).toEqual([]);

    await page.getByLabel('Description du poste').fill(readFixture('offre-fr-developpeur-fullstack.txt'));
    await expect.poll(() => page.getByText('Langue détectée : Français').isVisible()).toBe(true);

    const generate = page.getByRole('button', { name: /Générer mon CV optimisé/ });
    await generate.click();
    const progress = page.getByRole('progressbar', { name: 'Progression' });
    await expect.poll(() => progress.getAttribute('aria-valuenow'), { timeout: 30_000 }).toBe('100');
    await expect.poll(() => page.getByText('CV généré avec succès !').isVisible()).toBe(true);
    expect(await creditsShown(page)).toBe(creditsBefore - 1);

    // Score before → after (D11), with its breakdown one click away.
    const score = page.getByText(/^Score ATS : \d+ → \d+$/);
    await expect.poll(() => score.isVisible(), { timeout: 15_000 }).toBe(true);
    const [before, after] = ((await score.textContent()) ?? '').match(/\d+/g)!.map(Number);
    expect(after).toBeGreaterThanOrEqual(before!);
    await page.getByRole('button', { name: 'Voir le détail du score' }).click();
    const breakdown = page.getByRole('dialog', { name: 'Détail du score ATS' });
    expect(await breakdown.getByText("Mots-clés de l'offre présents").isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await breakdown.count()).toBe(0);

    // The preview, the improvements and their explanation.
    const preview = page.getByRole('article', { name: 'Aperçu du CV' });
    expect(await preview.getByRole('heading', { name: 'Maëlle Duchâteau' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Améliorations apportées' }).isVisible()).toBe(true);
    expect(await page.getByText(/rien n'a été inventé/).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Conseil ATS' }).isVisible()).toBe(true);

    // Editing the text changes the preview at once.
    const edit = page.getByLabel('Texte du CV optimisé (modifiable)');
    const edited = (await edit.inputValue()).replace('Maëlle Duchâteau', 'Maëlle Duchâteau-Ébrard');
    await edit.fill(edited);
    await expect
      .poll(() => preview.getByRole('heading', { name: 'Maëlle Duchâteau-Ébrard' }).isVisible())
      .toBe(true);
  });
});
