import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import mammoth from 'mammoth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accentedLetters, readFixture, readPdfText, signInAsDemo, uploadCv } from './generator-support';
import { openBrowser } from './support/browser';
import { useServerAndBrowser } from './support/server-and-browser';

// Downloaded files stay as test artefacts (test-results/ is git-ignored).
const downloads = join(import.meta.dirname, '../test-results/e2e-exports');
mkdirSync(downloads, { recursive: true });

const t = useServerAndBrowser();

/** Clicks a download button; answers the saved file's path and suggested name. */
async function download(page: Page, button: string): Promise<{ path: string; name: string }> {
  const event = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('button', { name: button }).click();
  const file = await event;
  const path = join(downloads, file.suggestedFilename());
  await file.saveAs(path);
  return { path, name: file.suggestedFilename() };
}

/** The CV's lines as a reader sees them: no bullet sign, no '**', single spaces, no list separators. */
const comparable = (line: string) =>
  line
    .replace(/^\s*[•\-–*]\s+/, '')
    .replace(/\*\*/g, '')
    .replace(/(^|\s)[·|•](?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Every line of the CV text, in order, in the exported text. */
function expectEveryLineInOrder(cvText: string, exported: string): void {
  const haystack = comparable(exported.replace(/\n/g, ' '));
  let cursor = 0;
  for (const line of cvText.split('\n').map(comparable).filter(Boolean)) {
    const at = haystack.indexOf(line, cursor);
    expect(at, line).toBeGreaterThanOrEqual(0);
    cursor = at + line.length;
  }
}

/** The optimized CV of optimize-cv's answer: a JSON body, or Server-Sent Events whose last data is the result. */
function optimizedCv(body: string): string {
  const payloads = body.trim().startsWith('{')
    ? [body]
    : body.split('\n').flatMap((line) => (line.startsWith('data:') ? [line.slice(5)] : []));
  for (const payload of payloads.reverse()) {
    const parsed = JSON.parse(payload) as { optimized_cv?: string };
    if (parsed.optimized_cv) return parsed.optimized_cv;
  }
  throw new Error('optimize-cv answered no CV');
}

describe('exports: a template chosen, then Word and PDF', () => {
  it('generates, remembers the template, and both files read back whole', async () => {
    const { page } = t.browser;
    await signInAsDemo(page, t.server.url);
    await uploadCv(page, 'cv-nl-data-analist.docx');
    await expect
      .poll(() => page.getByLabel('Texte du CV', { exact: true }).inputValue(), { timeout: 15_000 })
      .toContain('Sanne Verhoeven');
    await page.getByLabel('Description du poste').fill(readFixture('vacature-nl-data-analist.txt'));
    // The generated CV as the server sent it (the user does not edit it here): what both files must hold.
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/optimize-cv'));
    await page.getByRole('button', { name: /Générer mon CV optimisé/ }).click();
    const cvText = optimizedCv(await (await answer).text());
    const template = page.getByLabel('Modèle du CV');
    await template.waitFor({ timeout: 30_000 });
    expect(await template.inputValue()).toBe('classic');
    await template.selectOption({ label: 'Moderne' });

    // Remembered: the choice is still there on the next visit.
    await page.reload();
    await expect.poll(() => template.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await template.inputValue()).toBe('modern');
    await template.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(downloads, 'exports-1280.png') });
    const letters = accentedLetters(cvText.replace(/[•–—’«»·]/g, ''));
    expect(letters.length).toBeGreaterThan(0);

    const word = await download(page, 'Télécharger en Word (DOCX)');
    expect(word.name).toMatch(/^CV_Sanne-Verhoeven_[\w-]+_1\.docx$/);
    const buffer = readFileSync(word.path);
    const { value: wordText } = await mammoth.extractRawText({ buffer });
    expectEveryLineInOrder(cvText, wordText);
    for (const letter of letters) expect(wordText, letter).toContain(letter);
    const { value: html } = await mammoth.convertToHtml({ buffer });
    expect(html).toContain('<h1>WERKERVARING</h1>');
    const bullets = cvText.split('\n').filter((line) => /^\s*[•\-–*]\s/.test(line)).length;
    expect(html.match(/<li>/g)?.length ?? 0).toBe(bullets);

    const pdf = await download(page, 'Télécharger le PDF');
    expect(pdf.name).toBe(word.name.replace('_1.docx', '_1.pdf'));
    const { text: pdfText } = await readPdfText(pdf.path);
    expectEveryLineInOrder(cvText, pdfText);
    for (const letter of letters) expect(pdfText, letter).toContain(letter);

    // On a phone the template choice and both buttons wrap: nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 812 });
    await template.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(downloads, 'exports-375.png') });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});

describe('the preview draws the chosen template', () => {
  it('shows each template with the pages the PDF then has', async () => {
    // a browser of its own: the journey above left its page signed in, with a result
    const session = await openBrowser();
    try {
      const { page } = session;
      await signInAsDemo(page, t.server.url);
      await uploadCv(page, 'cv-fr-developpeuse-fullstack.pdf');
      await expect
        .poll(() => page.getByLabel('Texte du CV', { exact: true }).inputValue(), { timeout: 15_000 })
        .toContain('Maëlle Duchâteau');
      await page.getByLabel('Description du poste').fill(readFixture('offre-fr-developpeur-fullstack.txt'));
      await page.getByRole('button', { name: /Générer mon CV optimisé/ }).click();
      const template = page.getByLabel('Modèle du CV');
      await template.waitFor({ timeout: 30_000 });
      const preview = page.getByRole('article', { name: 'Aperçu du CV' });
      const count = page.getByText(/^Le PDF( et le fichier Word)? : \d+ pages?, comme ici\./);

      const pagesSeen: Record<string, number> = {};
      for (const [id, label] of [
        ['classic', 'Classique'],
        ['modern', 'Moderne'],
        ['compact', 'Compact'],
      ] as const) {
        await template.selectOption({ label });
        await expect.poll(() => preview.getAttribute('data-template')).toBe(id);
        await expect.poll(() => count.isVisible(), { timeout: 15_000 }).toBe(true);
        const shown = Number(/(\d+) pages?/.exec((await count.textContent()) ?? '')?.[1]);
        // a page break drawn in the preview for each page after the first
        expect(await preview.getByText(/^Page \d+$/).count()).toBe(shown - 1);
        await preview.scrollIntoViewIfNeeded();
        await preview.screenshot({ path: join(downloads, `preview-${id}.png`) });
        const pdf = await download(page, 'Télécharger le PDF');
        const { pages } = await readPdfText(pdf.path);
        expect(pages, label).toBe(shown);
        pagesSeen[id] = shown;
      }
      // the templates really differ on paper: compact holds more on a page than modern
      expect(pagesSeen.compact).toBeLessThanOrEqual(pagesSeen.modern!);
    } finally {
      await session.close();
    }
  });
});
