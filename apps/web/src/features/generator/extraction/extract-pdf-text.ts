import {
  type ComposedCv,
  composePdf,
  type PdfOperators,
  type PdfPageLike,
  type PdfPageRead,
  pdfOperators,
  readPdfPage,
} from '@cv/cv-engine/browser';
import { preparePdfReader } from './pdf-reader';

/**
 * PDF → text and layout in the browser with pdf.js (see pdf-reader.ts: loaded on first use, its worker a file
 * bundled by Vite — no CDN — and kept between uploads), each page read by the engine's readPdfPage like the
 * server's (columns, a sidebar after the main column, tables row by row, each line's type), the pages put
 * together by composePdf. `onPage(done, total)` reports real progress, one page at a time.
 */
export async function extractPdfText(
  bytes: Uint8Array,
  onPage: (done: number, total: number) => void = () => {},
): Promise<ComposedCv> {
  const { pdfjs, worker, failed } = await preparePdfReader();
  const task = pdfjs.getDocument({
    data: bytes,
    worker,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    // Nothing is drawn: the text layer and the fonts' names are all we read.
    disableFontFace: true,
    disableWorkerRendering: true,
    useSystemFonts: false,
    fontExtraProperties: true,
  });
  try {
    return await Promise.race([readPages(task.promise, pdfOperators(pdfjs.OPS), onPage), failed]);
  } finally {
    // Frees this document only: the worker was handed in, so the task does not own it and it stays up.
    // (A dead worker would never answer the destroy: then do not wait for it.)
    await Promise.race([task.destroy(), failed.catch(() => {})]);
  }
}

async function readPages(
  loading: Promise<import('pdfjs-dist').PDFDocumentProxy>,
  ops: PdfOperators,
  onPage: (done: number, total: number) => void,
): Promise<ComposedCv> {
  const document = await loading;
  const pages: PdfPageRead[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    pages.push(await readPdfPage((await document.getPage(number)) as unknown as PdfPageLike, ops));
    onPage(number, document.numPages);
  }
  return composePdf(pages);
}
