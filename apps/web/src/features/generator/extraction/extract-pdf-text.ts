import { groupTextItemsIntoLines } from '@cv/cv-engine';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * PDF → text in the browser with pdf.js, loaded on first use; its worker is a file bundled by Vite (no CDN).
 * Pages are read in order (a two-column CV column by column, like the server) and joined with a blank line.
 * `onPage(done, total)` reports real progress, one page at a time.
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
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  const task = pdfjs.getDocument({
    data: bytes,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    // Nothing is drawn: the text layer is all we read.
    disableFontFace: true,
    useSystemFonts: false,
  });
  try {
    const document = await task.promise;
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
    return pages.join('\n\n');
  } finally {
    // pdf.js 6 has no PDFDocumentProxy.destroy(): destroying the loading task frees the document and worker.
    await task.destroy();
  }
}
