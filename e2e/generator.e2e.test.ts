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
  });
});
