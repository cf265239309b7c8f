import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { groupTextItemsIntoLines, PAGE_BREAK } from '@cv/cv-engine';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { type ExtractionResult, extractionFailure } from './extraction-result';

/**
 * PDF → raw text with pdf.js (legacy build: the modern one expects browser APIs that Node 22 lacks). Runs
 * inside the extraction worker, which normalises the text. Pages are read in order and joined with a page
 * break mark (cv-engine layout-breaks.ts: three blank lines once normalised); reading stops once the text is
 * past `maxChars`, and a PDF of more than `maxPages` pages is refused before any is read.
 */

const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

async function loadPdfjs() {
  // Importing the worker module puts its handler on globalThis, so pdf.js runs its "fake worker" in this
  // thread instead of looking for pdf.worker.mjs by path — we already are the worker.
  await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  return import('pdfjs-dist/legacy/build/pdf.mjs');
}

async function pageLines(page: {
  getTextContent(): Promise<{ items: Array<TextItem | object> }>;
}): Promise<string[]> {
  const { items } = await page.getTextContent();
  return groupTextItemsIntoLines(
    items
      .filter((item): item is TextItem => 'str' in item)
      .map((item) => ({
        str: item.str,
        x: item.transform[4],
        y: item.transform[5],
        width: item.width,
        size: Math.hypot(item.transform[2], item.transform[3]) || item.height,
        hasEOL: item.hasEOL,
      })),
  );
}

export async function extractPdfText(
  bytes: Uint8Array,
  maxChars: number,
  maxPages: number,
): Promise<ExtractionResult> {
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({
    data: bytes,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    // No fonts are drawn: only their encodings are needed, and the bundled data files give them.
    disableFontFace: true,
    useSystemFonts: false,
    cMapUrl: join(pdfjsRoot, 'cmaps/'),
    cMapPacked: true,
    standardFontDataUrl: join(pdfjsRoot, 'standard_fonts/'),
  });
  try {
    const document = await task.promise;
    // Refused unread: 20 000 empty pages add no text, so the character cap never stopped their 15 s walk.
    if (document.numPages > maxPages) return extractionFailure('too_many_pages');
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= document.numPages && length <= maxChars; number++) {
      const text = (await pageLines(await document.getPage(number))).join('\n');
      pages.push(text);
      length += text.length;
    }
    return { ok: true, text: pages.join(`\n${PAGE_BREAK}\n`), pages: document.numPages };
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') return extractionFailure('encrypted');
    throw error;
  } finally {
    // pdf.js 6 has no PDFDocumentProxy.destroy(): destroying the loading task frees the document.
    await task.destroy();
  }
}
