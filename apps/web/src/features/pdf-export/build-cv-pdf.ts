import type { ExportDocument } from './export-document';
import type { ExportTemplate } from './export-templates';
import { loadPdfFont } from './load-font';
import { renderPdf } from './render-cv-pdf';

/** The stages of a PDF build, as percentages: each is reached when that piece of work is really done (D14). */
export const PDF_PROGRESS = { start: 5, library: 35, font: 65, laidOut: 90, done: 100 } as const;

/**
 * Fetches jsPDF and the font's Latin subset ahead of the click (the download button calls it once the CV is
 * shown, when the browser is idle), so that the first download does not wait for them. Failures are left
 * to the real build, which loads them again.
 */
export function preparePdfExport(): void {
  Promise.all([import('jspdf'), loadPdfFont('')]).catch(() => {});
}

/** A CV or its cover letter → an A4 PDF in the chosen template, from the same blocks as the preview. */
export async function buildPdf(
  document: ExportDocument,
  template: ExportTemplate,
  onProgress: (percent: number) => void,
): Promise<Blob> {
  onProgress(PDF_PROGRESS.start);
  const drawn = document.kind === 'cv' ? document.text : `${document.text}\n${document.cvText}`;
  const [{ jsPDF }, font] = await Promise.all([
    import('jspdf').then((module) => {
      onProgress(PDF_PROGRESS.library);
      return module;
    }),
    loadPdfFont(drawn),
  ]);
  onProgress(PDF_PROGRESS.font);
  const { doc } = renderPdf(jsPDF, font, document, template);
  onProgress(PDF_PROGRESS.laidOut);
  return doc.output('blob');
}
