import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { composePdf, type PdfPageLike, type PdfPageRead, pdfOperators, readPdfPage } from '@cv/cv-engine';
import { type ExtractionResult, extractionFailure } from './extraction-result';

/**
 * PDF → text and layout with pdf.js (legacy build: the modern one expects browser APIs that Node 22 lacks),
 * each page read by the engine's readPdfPage (its lines with their fonts, columns, tables and sidebars), the
 * pages put together by composePdf. Runs inside the extraction worker. Reading stops once the text is past
 * `maxChars`, and a PDF of more than `maxPages` pages is refused before any is read.
 */

const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

async function loadPdfjs() {
  // Importing the worker module puts its handler on globalThis, so pdf.js runs its "fake worker" in this
  // thread instead of looking for pdf.worker.mjs by path — we already are the worker.
  await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  return import('pdfjs-dist/legacy/build/pdf.mjs');
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
    // the fonts' names (bold, italic, small capitals) come with them only when asked for
    fontExtraProperties: true,
    cMapUrl: join(pdfjsRoot, 'cmaps/'),
    cMapPacked: true,
    standardFontDataUrl: join(pdfjsRoot, 'standard_fonts/'),
  });
  try {
    const document = await task.promise;
    // Refused unread: 20 000 empty pages add no text, so the character cap never stopped their 15 s walk.
    if (document.numPages > maxPages) return extractionFailure('too_many_pages');
    const ops = pdfOperators(pdfjs.OPS);
    const pages: PdfPageRead[] = [];
    let length = 0;
    for (let number = 1; number <= document.numPages && length <= maxChars; number++) {
      const page = await readPdfPage((await document.getPage(number)) as unknown as PdfPageLike, ops);
      pages.push(page);
      length += page.lines.reduce((sum, line) => sum + line.text.length + 1, 0);
    }
    const { text, layout } = composePdf(pages);
    return { ok: true, text, layout, pages: document.numPages };
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') return extractionFailure('encrypted');
    throw error;
  } finally {
    // pdf.js 6 has no PDFDocumentProxy.destroy(): destroying the loading task frees the document.
    await task.destroy();
  }
}
