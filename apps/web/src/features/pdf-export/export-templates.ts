/**
 * The three looks of an exported CV, as data shared by the PDF layout and the Word document. All are one
 * column, left to right, top to bottom, in real text: what an ATS parser and a recruiter's search read.
 * Sizes are points, lengths millimetres, colours RGB hex without '#'.
 */
export type ExportTemplateId = 'classic' | 'modern' | 'compact';

export const EXPORT_TEMPLATE_IDS: readonly ExportTemplateId[] = ['classic', 'modern', 'compact'];

export interface ExportTemplate {
  id: ExportTemplateId;
  page: { margin: number; bottomCutOff: number };
  sizes: { name: number; contact: number; title: number; heading: number; content: number };
  /** Line height as a multiple of the font size. */
  lineSpacing: number;
  /**
   * Space above a block, in mm, by kind of block. `part`: above each part of a cover letter (its date line,
   * subject, greeting, paragraphs, closing), about one blank line of the body text, as a letter is typed.
   */
  spaceBefore: { contact: number; title: number; heading: number; block: number; part: number };
  /** Name, contact line and title: centred on the page, or on the left margin. */
  headerAlign: 'center' | 'left';
  colors: { text: string; name: string; title: string; heading: string; rule: string };
  /** Thickness of the rule under a heading, in mm (0: none). */
  ruleWidth: number;
  /** The Word document's font: one every Word and LibreOffice install has or substitutes metrically. */
  docxFont: string;
}

export const EXPORT_TEMPLATES: Record<ExportTemplateId, ExportTemplate> = {
  // Today's look, spec §9: 15 mm margins, 20 mm bottom cut-off, sizes 18.3 / 10.3 / 14.3 / 12.3 / 10.3.
  classic: {
    id: 'classic',
    page: { margin: 15, bottomCutOff: 20 },
    sizes: { name: 18.3, contact: 10.3, title: 14.3, heading: 12.3, content: 10.3 },
    lineSpacing: 1.3,
    spaceBefore: { contact: 1, title: 1.5, heading: 5, block: 0.8, part: 4.5 },
    headerAlign: 'center',
    colors: { text: '141414', name: '141414', title: '141414', heading: '141414', rule: '5a5a5a' },
    ruleWidth: 0.3,
    docxFont: 'Arial',
  },
  // A calmer page for design, marketing and product roles: the header on the left, one blue accent on the
  // name, title and headings (dark enough to print and photocopy), more white space.
  modern: {
    id: 'modern',
    page: { margin: 18, bottomCutOff: 20 },
    sizes: { name: 22, contact: 9.8, title: 12.5, heading: 11.5, content: 10 },
    lineSpacing: 1.35,
    spaceBefore: { contact: 1.2, title: 1.5, heading: 6, block: 1, part: 4.8 },
    headerAlign: 'left',
    colors: { text: '1f2937', name: '1e3a8a', title: '1d4ed8', heading: '1e3a8a', rule: '93c5fd' },
    ruleWidth: 0.5,
    docxFont: 'Calibri',
  },
  // For a long career on few pages: smaller type, tighter lines, 12 mm margins — about a fifth more text a
  // page than classic, so a CV that took two classic pages keeps to two.
  compact: {
    id: 'compact',
    page: { margin: 12, bottomCutOff: 13 },
    sizes: { name: 15.5, contact: 9, title: 11.5, heading: 10.5, content: 9.3 },
    lineSpacing: 1.22,
    spaceBefore: { contact: 0.6, title: 0.8, heading: 3.2, block: 0.4, part: 3.6 },
    headerAlign: 'left',
    colors: { text: '141414', name: '141414', title: '333333', heading: '141414', rule: '5a5a5a' },
    ruleWidth: 0.25,
    docxFont: 'Arial',
  },
};

export function isExportTemplateId(value: unknown): value is ExportTemplateId {
  return EXPORT_TEMPLATE_IDS.includes(value as ExportTemplateId);
}
