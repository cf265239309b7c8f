import type { jsPDF as JsPdf } from 'jspdf';
import { cvLanguageTag } from './cv-language-tag';
import { exportBlocks } from './export-blocks';
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
  const doc = new JsPdfClass({ orientation: 'portrait', unit: 'mm', format: 'a4', compress: true });
  doc.addFileToVFS(font.regular.fileName, font.regular.base64);
  doc.addFileToVFS(font.bold.fileName, font.bold.base64);
  doc.addFont(font.regular.fileName, font.family, 'normal', undefined, 'Identity-H');
  doc.addFont(font.bold.fileName, font.family, 'bold', undefined, 'Identity-H');

  const setFont = (bold: boolean, size: number) => {
    doc.setFont(font.family, bold ? 'bold' : 'normal');
    doc.setFontSize(size);
  };
  const blocks = exportBlocks(text);
  // Words and spaces repeat: each is measured once per weight and size (jsPDF's measure is the layout's
  // main cost).
  const widths = new Map<string, number>();
  const { pages, commands } = layoutPdf(
    blocks,
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
  const name = blocks.find((block) => block.kind === 'name');
  doc.setLanguage(cvLanguageTag(text));
  doc.setProperties({
    title: name ? name.spans.map((span) => span.text).join('') : 'CV',
    creator: 'CV Sur Mesure',
  });
  return { doc, pages };
}
