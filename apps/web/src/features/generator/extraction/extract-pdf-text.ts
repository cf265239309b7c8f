import { groupTextItemsIntoLines, PAGE_BREAK } from '@cv/cv-engine';
import { preparePdfReader } from './pdf-reader';

/**
 * PDF → text in the browser with pdf.js (see pdf-reader.ts: loaded on first use, its worker a file bundled by
 * Vite — no CDN — and kept between uploads). Pages are read in order (a two-column CV column by column, like
 * the server) and joined with a blank line. `onPage(done, total)` reports real progress, one page at a time.
 */

interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  hasEOL: boolean;
}

export async function extractPdfText(
  bytes: Uint8Array,
  onPage: (done: number, total: number) => void = () => {},
): Promise<string> {
  const { pdfjs, worker, failed } = await preparePdfReader();
  const task = pdfjs.getDocument({
    data: bytes,
    worker,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    // Nothing is drawn: the text layer is all we read.
    disableFontFace: true,
    disableWorkerRendering: true,
    useSystemFonts: false,
  });
  try {
    return await Promise.race([readPages(task.promise, onPage), failed]);
  } finally {
    // Frees this document only: the worker was handed in, so the task does not own it and it stays up.
    // (A dead worker would never answer the destroy: then do not wait for it.)
    await Promise.race([task.destroy(), failed.catch(() => {})]);
  }
}

async function readPages(
  loading: Promise<import('pdfjs-dist').PDFDocumentProxy>,
  onPage: (done: number, total: number) => void,
): Promise<string> {
  const document = await loading;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const { items } = await page.getTextContent();
    const lines = groupTextItemsIntoLines(
      items
        .filter((item) => 'str' in item)
        .map((item) => item as PdfTextItem)
        .map((item) => ({
          str: item.str,
          x: item.transform[4]!,
          y: item.transform[5]!,
          width: item.width,
          size: Math.hypot(item.transform[2]!, item.transform[3]!) || item.height,
          hasEOL: item.hasEOL,
        })),
    );
    pages.push(lines.join('\n'));
    onPage(number, document.numPages);
  }
  // a page break mark between pages (cv-engine layout-breaks.ts), as the server's extraction writes it
  return pages.join(`\n${PAGE_BREAK}\n`);
}
