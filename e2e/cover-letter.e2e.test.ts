import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import mammoth from 'mammoth';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { creditsShown, readFixture, readPdfText, signInAsDemo } from './generator-support';
import { useServerAndBrowser } from './support/server-and-browser';

// Issue 26: the cover letter beside the CV. Downloads, page images and screenshots stay as test artefacts.
const artefacts = join(import.meta.dirname, '../test-results/e2e-cover-letter');
mkdirSync(artefacts, { recursive: true });
const t = useServerAndBrowser();

const preview = (page: Page) => page.getByRole('article', { name: 'Aperçu du CV' });
const letterPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Lettre de motivation' });
const cvPanel = (page: Page) => page.getByRole('tabpanel', { name: 'CV optimisé' });
const letterBox = (page: Page) => letterPanel(page).getByRole('textbox', { name: 'Texte de la lettre' });

/** A download through one of the panel's buttons; answers the saved file's path and suggested name. */
async function download(page: Page, panel: Locator, button: string): Promise<{ path: string; name: string }> {
  const event = page.waitForEvent('download', { timeout: 30_000 });
  await panel.getByRole('button', { name: button }).click();
  const file = await event;
  const path = join(artefacts, file.suggestedFilename());
  await file.saveAs(path);
  return { path, name: file.suggestedFilename() };
}

/** Single spaces, for comparing a text with what a PDF's or a Word file's text layer gives back. */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('the cover letter', () => {
  it('is written for its CV for one credit, edited, exported with the CV, and reopened from the history', async () => {
    const { page } = t.browser;
    await signInAsDemo(page, t.server.url);
    await page.getByRole('button', { name: 'Charger le CV de démonstration' }).click();
    await expect
      .poll(() => page.getByLabel('Texte du CV', { exact: true }).inputValue())
      .toContain('Camille');
    await page.getByLabel('Description du poste').fill(readFixture('offre-fr-developpeur-fullstack.txt'));
    await page.getByRole('button', { name: /Générer mon CV optimisé/ }).click();
    const name = preview(page).getByRole('heading', { name: 'Camille Moreau' });
    await expect.poll(() => name.isVisible(), { timeout: 30_000 }).toBe(true);
    const credits = await creditsShown(page);

    // The tab beside the CV says what the letter is and what it costs before the click.
    await page.getByRole('tab', { name: 'Lettre de motivation' }).click();
    const write = letterPanel(page).getByRole('button', { name: /Rédiger la lettre de motivation/ });
    await expect.poll(() => write.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await write.textContent()).toContain(`1 crédit · il vous en reste ${credits}`);
    await page.screenshot({ path: join(artefacts, 'letter-tab-1280.png'), fullPage: true });
    await write.click();

    // In the offer's language, to its employer and role, from the CV's facts; one credit spent.
    await expect.poll(() => letterBox(page).isVisible(), { timeout: 15_000 }).toBe(true);
    const letter = await letterBox(page).inputValue();
    expect(letter).toContain('Madame, Monsieur,');
    expect(letter).toContain('Routalis');
    expect(letter).toMatch(/^Objet\s:\scandidature au poste de/m);
    expect(letter.trim().split('\n').at(-1)).toBe('Camille Moreau');
    await expect.poll(() => creditsShown(page)).toBe(credits - 1);
    expect(await letterPanel(page).getByText("Lettre en français, la langue de l'offre.").isVisible()).toBe(
      true,
    );

    // The letter is the user's to edit.
    await letterBox(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\n\nPS : disponible dès septembre.');
    const edited = await letterBox(page).inputValue();
    expect(edited.endsWith('PS : disponible dès septembre.')).toBe(true);
    await page.screenshot({ path: join(artefacts, 'letter-1280.png'), fullPage: true });

    // Both exports of the letter, in the CV's template, headed with the CV's name; then the CV's own.
    const pdf = await download(page, letterPanel(page), 'Télécharger le PDF');
    expect(pdf.name).toMatch(/^Lettre-de-motivation_Camille-Moreau_.+_1\.pdf$/);
    const { text: pdfText, pages } = await readPdfText(pdf.path);
    expect(pages).toBe(1);
    expect(flat(pdfText).startsWith('Camille Moreau')).toBe(true);
    expect(flat(pdfText)).toContain(flat(edited.replace(/\n\n/g, ' ')));
    spawnSync('pdftoppm', ['-png', '-r', '70', pdf.path, join(artefacts, 'letter-pdf')]);
    const docx = await download(page, letterPanel(page), 'Télécharger en Word (DOCX)');
    expect(docx.name).toMatch(/^Lettre-de-motivation_Camille-Moreau_.+_1\.docx$/);
    const { value: word } = await mammoth.extractRawText({ path: docx.path });
    expect(flat(word)).toContain(flat(edited.replace(/\n\n/g, ' ')));

    await page.getByRole('tab', { name: 'CV optimisé' }).click();
    const cv = await download(page, cvPanel(page), 'Télécharger le PDF');
    expect(cv.name).toMatch(/^CV_Camille-Moreau_.+_1\.pdf$/);
    const cvPdf = flat((await readPdfText(cv.path)).text);
    expect(cvPdf).toContain('Camille Moreau');
    expect(cvPdf).not.toContain('Madame, Monsieur');
    const cvDocx = await download(page, cvPanel(page), 'Télécharger en Word (DOCX)');
    expect(cvDocx.name).toMatch(/^CV_Camille-Moreau_.+_1\.docx$/);

    // Reopened from the history: the letter as edited, with its CV, and no credit asked again.
    await page.getByRole('button', { name: 'Tout effacer' }).click();
    await page.getByRole('button', { name: 'Oui, tout effacer' }).click();
    await expect.poll(() => preview(page).count()).toBe(0);
    await page.reload();
    const history = page.getByRole('button', { name: 'Mes CV gardés dans ce navigateur (1)' });
    await expect.poll(() => history.isVisible(), { timeout: 15_000 }).toBe(true);
    await history.click();
    const row = page.getByRole('listitem').filter({ hasText: 'CV_demonstration.txt' });
    expect(await row.getByText('avec sa lettre').isVisible()).toBe(true);
    await row.getByRole('button', { name: 'Ouvrir' }).click();
    await expect.poll(() => name.isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByRole('tab', { name: 'Lettre de motivation' }).click();
    await expect.poll(() => letterBox(page).inputValue(), { timeout: 15_000 }).toBe(edited);
    expect(
      await letterPanel(page)
        .getByRole('button', { name: /Rédiger/ })
        .count(),
    ).toBe(0);
    expect(await creditsShown(page)).toBe(credits - 1);
  });

  it("speaks English in an English interface, the letter staying in the offer's language", async () => {
    const { page } = t.browser;
    await page.getByRole('banner').getByRole('button', { name: 'EN' }).click();
    await page.getByRole('tab', { name: 'Cover letter' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Cover letter' });
    await expect
      .poll(() => panel.getByText("Letter in French, the offer's language.").isVisible())
      .toBe(true);
    expect(await page.getByRole('tab', { name: 'Optimised CV' }).isVisible()).toBe(true);
    expect(await panel.getByRole('textbox', { name: 'Text of the letter' }).inputValue()).toContain(
      'Madame, Monsieur,',
    );
    await page.setViewportSize({ width: 375, height: 800 });
    await panel.screenshot({ path: join(artefacts, 'letter-375-en.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
