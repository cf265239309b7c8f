import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { layoutCvText, optimizeCv } from '@cv/cv-engine';
import { readFixture } from '../../../../../packages/cv-engine/src/__fixtures__/read-fixture';
import { subsetPdfFont } from '../../../vite-plugins/pdf-font-subset';
import type { PdfFont } from './load-font';
import { pdfFontSubsetCovers } from './pdf-font-coverage';

const require = createRequire(import.meta.url);

/**
 * Test-only: the CVs every export is read back from, and the checks on what comes back. The fixture texts are
 * the engine's copies (packages/cv-engine/src/__fixtures__, with their NOTICE.md), each as written and as the
 * built-in engine rewrites it for an offer; plus a short CV holding the letters a font most often loses.
 */
const FIXTURE_PAIRS = [
  ['cv-fr-developpeuse-fullstack', 'offre-fr-developpeur-fullstack'],
  ['cv-fr-comptable', 'offre-fr-chef-de-projet-marketing'],
  ['cv-en-marketing', 'job-en-marketing-manager'],
  ['cv-nl-data-analist', 'vacature-nl-data-analist'],
  ['cv-voorbeeld', 'nl-wbo-data-engineer'],
  ['sample_resume_en', 'sample_job'],
] as const;

/** Dutch 'ĳ' (one letter), French 'œ', the euro sign, a narrow no-break space, bold spans and separators. */
export const RARE_LETTERS_CV = `Ruth Ĳsselmeer-Lefèvre
Chargée de projets · IJmuiden · ruth@example.nl · +31 6 0000 0000
Cheffe de projet culturel
PROFIL
Douze ans au cœur des œuvres publiques : budgets de 2 000 000 €, équipes de 12 personnes.
EXPÉRIENCE
**Cheffe de projet** — Rijksmuseum, Amsterdam · 2019 – 2025
• Coordonné la rénovation de l’aile Ĳzerman (œuvres du XVIIᵉ siècle).
• Négocié les prêts avec 14 musées européens.
LANGUES
Néerlandais · Français · Anglais ·`;

export function exportedCvs(): { name: string; text: string }[] {
  const cvs = [{ name: 'rare letters', text: RARE_LETTERS_CV }];
  for (const [cv, offer] of FIXTURE_PAIRS) {
    const text = readFixture(cv);
    cvs.push({ name: cv, text });
    const optimized = optimizeCv({ cvText: text, jobDescription: readFixture(offer) }).optimizedText;
    cvs.push({ name: `${cv}, rewritten for ${offer}`, text: optimized });
  }
  return cvs;
}

const fonts = new Map<boolean, Promise<PdfFont>>();
/**
 * The PDF font the browser would load for this text (load-font.ts): the build's Latin subset of DejaVu Sans
 * when it covers the text, else the full font.
 */
export function pdfFontForTests(text: string): Promise<PdfFont> {
  const subset = pdfFontSubsetCovers(text);
  let font = fonts.get(subset);
  if (!font) {
    const read = (file: string) =>
      subset ? subsetPdfFont(file) : readFile(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
    const suffix = subset ? '-latin' : '';
    font = Promise.all([read('DejaVuSans.ttf'), read('DejaVuSans-Bold.ttf')]).then(([regular, bold]) => ({
      family: 'DejaVuSans',
      regular: { fileName: `DejaVuSans${suffix}.ttf`, base64: regular.toString('base64') },
      bold: { fileName: `DejaVuSans-Bold${suffix}.ttf`, base64: bold.toString('base64') },
    }));
    fonts.set(subset, font);
  }
  return font;
}

/** One line for comparison: single spaces, no list separators (a wrapped line may drop one at its break). */
export function comparable(text: string): string {
  return text
    .normalize('NFC')
    .replace(/(^|\s)[·|•∙▪◦](?=\s|$)/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Every line of the CV — each block the preview draws — must be found in the exported text, in order.
 * Answers the lines not found (empty when all are there).
 */
export function linesMissingInOrder(cvText: string, exported: string): string[] {
  const haystack = comparable(exported);
  const missing: string[] = [];
  let cursor = 0;
  for (const block of layoutCvText(cvText)) {
    const line = comparable(block.spans.map((span) => span.text).join(''));
    if (!line) continue;
    const at = haystack.indexOf(line, cursor);
    if (at < 0) missing.push(line);
    else cursor = at + line.length;
  }
  return missing;
}

/** Letters outside ASCII (é, ë, ç, œ, ĳ…) of a text. */
export function nonAsciiLetters(text: string): string[] {
  return [...new Set(text.match(/[^\p{ASCII}]/gu) ?? [])].filter((char) => /\p{L}/u.test(char));
}

/** The PDF's text layer, page after page, read with pdf.js as an ATS or a search would. */
export async function readPdf(
  bytes: ArrayBuffer,
): Promise<{ text: string; pages: number; pageTexts: string[] }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  try {
    const document = await task.promise;
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(
        content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''),
      );
    }
    return { text: pages.join('\n'), pages: document.numPages, pageTexts: pages };
  } finally {
    await task.destroy();
  }
}

/** A fragment of mammoth's HTML → its text. */
export function decodeHtml(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}
