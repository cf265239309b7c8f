import type { jsPDF as JsPdf } from 'jspdf';
import { type ExportDocument, prepareExport } from './export-document';
import type { ExportTemplate } from './export-templates';
import type { PdfFont } from './load-font';
import { layoutPdf } from './pdf-layout';

/**
 * The CV text → a jsPDF document in one template, drawn with the embedded Unicode font (its text layer then
 * reads back exactly: accents, Dutch 'ĳ', 'œ'). Takes jsPDF and the font as arguments: the browser loads
 * both on the first download, the tests hand in Node's build and the font file.
 */
export function renderCvPdf(
  JsPdfClass: typeof JsPdf,
  font: PdfFont,
  text: string,
  template: ExportTemplate,
): { doc: JsPdf; pages: number } {
  return renderPdf(JsPdfClass, font, { kind: 'cv', text }, template);
}

/** A CV or its cover letter (export-document.ts) → a jsPDF document, as renderCvPdf. */
export function renderPdf(
  JsPdfClass: typeof JsPdf,
  font: PdfFont,
  document: ExportDocument,
  template: ExportTemplate,
): { doc: JsPdf; pages: number } {
  const doc = new JsPdfClass({ orientation: 'portrait', unit: 'mm', format: 'a4', compress: true });
  doc.addFileToVFS(font.regular.fileName, font.regular.base64);
  doc.addFileToVFS(font.bold.fileName, font.bold.base64);
  doc.addFont(font.regular.fileName, font.family, 'normal', undefined, 'Identity-H');
  doc.addFont(font.bold.fileName, font.family, 'bold', undefined, 'Identity-H');

  const setFont = (bold: boolean, size: number) => {
    doc.setFont(font.family, bold ? 'bold' : 'normal');
    doc.setFontSize(size);
  };
  const prepared = prepareExport(document);
  // Words and spaces repeat: each is measured once per weight and size (jsPDF's measure is the layout's
  // main cost).
  const widths = new Map<string, number>();
  const { pages, commands } = layoutPdf(
    prepared.blocks,
    (value, bold, size) => {
      const key = `${bold ? 'b' : 'r'}${size}|${value}`;
      let width = widths.get(key);
      if (width === undefined) {
        setFont(bold, size);
        width = doc.getTextWidth(value);
        widths.set(key, width);
      }
      return width;
    },
    template,
  );

  for (let page = 2; page <= pages; page++) doc.addPage('a4', 'portrait');
  for (const command of commands) {
    doc.setPage(command.page);
    if (command.type === 'rule') {
      doc.setLineWidth(command.width);
      doc.setDrawColor(`#${command.color}`);
      doc.line(command.x1, command.y, command.x2, command.y);
    } else {
      setFont(command.bold, command.size);
      doc.setTextColor(`#${command.color}`);
      doc.text(command.text, command.x, command.y);
    }
  }
  doc.setLanguage(prepared.languageTag);
  doc.setProperties({ title: prepared.title, creator: 'CV Sur Mesure' });
  return { doc, pages };
}
