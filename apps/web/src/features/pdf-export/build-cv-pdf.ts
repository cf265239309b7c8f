import { layoutCvText } from '@cv/cv-engine';
import { loadPdfFont } from './load-font';
import { layoutPdf, PDF_PAGE } from './pdf-layout';

/** The stages of a PDF build, as percentages: each is reached when that piece of work is really done (D14). */
export const PDF_PROGRESS = { start: 5, library: 35, font: 65, laidOut: 90, done: 100 } as const;

/**
 * The CV text → an A4 PDF (spec §9), from the same blocks as the preview. jsPDF and the font are loaded on
 * the first download only; the text is drawn with the embedded Unicode font, so its text layer reads back
 * exactly (accents, Dutch 'ĳ', narrow no-break spaces).
 */
/**
 * Fetches jsPDF and the font's Latin subset ahead of the click (the download button calls it once the CV is
 * shown, when the browser is idle), so that the first download does not wait for them. Failures are left
 * to the real build, which loads them again.
 */
export function preparePdfExport(): void {
  Promise.all([import('jspdf'), loadPdfFont('')]).catch(() => {});
}

export async function buildCvPdf(text: string, onProgress: (percent: number) => void): Promise<Blob> {
  onProgress(PDF_PROGRESS.start);
  const [{ jsPDF }, font] = await Promise.all([
    import('jspdf').then((module) => {
      onProgress(PDF_PROGRESS.library);
      return module;
    }),
    loadPdfFont(text),
  ]);
  onProgress(PDF_PROGRESS.font);

  const doc = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4', compress: true });
  doc.addFileToVFS(font.regular.fileName, font.regular.base64);
  doc.addFileToVFS(font.bold.fileName, font.bold.base64);
  doc.addFont(font.regular.fileName, font.family, 'normal', undefined, 'Identity-H');
  doc.addFont(font.bold.fileName, font.family, 'bold', undefined, 'Identity-H');
  doc.setLineWidth(PDF_PAGE.lineWidth);
  doc.setDrawColor(90);
  doc.setTextColor(20);

  const setFont = (bold: boolean, size: number) => {
    doc.setFont(font.family, bold ? 'bold' : 'normal');
    doc.setFontSize(size);
  };
  const { pages, commands } = layoutPdf(layoutCvText(text), (value, bold, size) => {
    setFont(bold, size);
    return doc.getTextWidth(value);
  });
  onProgress(PDF_PROGRESS.laidOut);

  for (let page = 2; page <= pages; page++) doc.addPage('a4', 'portrait');
  for (const command of commands) {
    doc.setPage(command.page);
    if (command.type === 'rule') {
      doc.line(command.x1, command.y, command.x2, command.y);
    } else {
      setFont(command.bold, command.size);
      doc.text(command.text, command.x, command.y);
    }
  }
  doc.setProperties({ title: firstLine(text), creator: 'CV Sur Mesure' });
  return doc.output('blob');
}

function firstLine(text: string): string {
  return text.trim().split('\n')[0]?.replace(/\*\*/g, '').trim() || 'CV';
}
