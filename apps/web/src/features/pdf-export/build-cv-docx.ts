import {
  AlignmentType,
  BorderStyle,
  convertMillimetersToTwip,
  Document,
  HeadingLevel,
  LevelFormat,
  LineRuleType,
  Packer,
  Paragraph,
  TextRun,
} from 'docx';
import { estimateTextWidth } from './estimate-text-width';
import { type ExportBlock, plainText } from './export-blocks';
import { type ExportDocument, prepareExport } from './export-document';
import type { ExportTemplate } from './export-templates';
import { tightened, wordTightness } from './word-pages';

/**
 * The CV text → a Word document in one template, from the same blocks as the preview and the PDF. Built
 * the way Word users and ATS parsers expect: the name in Word's Title style, each section heading in
 * 'Heading 1' (the navigation pane lists them), bullets as a real bulleted list (Word numbering, not '•'
 * typed in), bold where the text has '**bold**', and only selectable text: no text boxes, tables, columns or
 * images, which parsers read out of order or not at all. Word keeps a heading and an entry's header with
 * what follows them (keep with next), like the PDF's page breaks.
 */

const BULLETS = 'cv-bullets';
/** Points → Word's half-points (run sizes) and twentieths of a point (paragraph spacing). */
const halfPoints = (points: number) => Math.round(points * 2);
const twips = (millimetres: number) => Math.round(convertMillimetersToTwip(millimetres));

export function cvDocument(text: string, template: ExportTemplate): Document {
  return wordDocument({ kind: 'cv', text }, template);
}

/** A CV or its cover letter (export-document.ts) → a Word document, as cvDocument. */
export function wordDocument(document: ExportDocument, baseTemplate: ExportTemplate): Document {
  const { blocks, title, languageTag } = prepareExport(document);
  const template = tightened(baseTemplate, wordTightness(blocks, baseTemplate));
  const { sizes, colors } = template;
  const align = template.headerAlign === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT;
  // The PDF's line height (size × line spacing) as Word's minimum: the same density whatever Word's font
  // metrics; a larger line (the name, a heading) takes its natural height.
  const lineSpacing = Math.round(sizes.content * template.lineSpacing * 20);

  return new Document({
    creator: 'CV Sur Mesure',
    title,
    styles: {
      default: {
        document: {
          run: {
            font: template.docxFont,
            size: halfPoints(sizes.content),
            color: colors.text,
            language: { value: languageTag },
          },
          paragraph: {
            spacing: {
              before: twips(template.spaceBefore.block),
              after: 0,
              line: lineSpacing,
              lineRule: LineRuleType.AT_LEAST,
            },
          },
        },
        title: {
          run: { font: template.docxFont, size: halfPoints(sizes.name), bold: true, color: colors.name },
          paragraph: { alignment: align, spacing: { before: 0, after: 0 } },
        },
        heading1: {
          run: {
            font: template.docxFont,
            size: halfPoints(sizes.heading),
            bold: true,
            color: colors.heading,
          },
          paragraph: {
            keepNext: true,
            keepLines: true,
            spacing: { before: twips(template.spaceBefore.heading), after: twips(1.5) },
            border: template.ruleWidth
              ? {
                  bottom: {
                    style: BorderStyle.SINGLE,
                    // Word's border width is in eighths of a point.
                    size: Math.max(2, Math.round((template.ruleWidth / 25.4) * 72 * 8)),
                    color: colors.rule,
                    space: 1,
                  },
                }
              : undefined,
          },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: twips(5), hanging: twips(3.5) } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            // A4 exactly as Word writes it (rounding 210 × 297 mm gives a 'custom' size, not 'A4').
            size: { width: 11906, height: 16838 },
            margin: {
              top: twips(template.page.margin),
              bottom: twips(template.page.bottomCutOff),
              left: twips(template.page.margin),
              right: twips(template.page.margin),
            },
          },
        },
        children: blocks.map((block, index) => paragraph(block, blocks[index - 1], template, align)),
      },
    ],
  });
}

function paragraph(
  block: ExportBlock,
  previous: ExportBlock | undefined,
  template: ExportTemplate,
  align: (typeof AlignmentType)[keyof typeof AlignmentType],
): Paragraph {
  const { sizes, colors } = template;
  const allBold = block.kind === 'title' || (block.section === 'certification' && block.kind !== 'heading');
  // As in the PDF: a paragraph of up to three lines is not split across pages; a longer one may be (Word's
  // widow control then leaves at least two lines on each page), rather than leave a hole at a page's foot.
  const keepLines = estimatedLines(block, template) <= 3 || undefined;
  const runs = (size?: number, color?: string) =>
    block.spans.map(
      (span) =>
        new TextRun({
          text: span.text,
          bold: span.bold || allBold || undefined,
          size: size ? halfPoints(size) : undefined,
          color,
        }),
    );
  switch (block.kind) {
    case 'name':
      return new Paragraph({ heading: HeadingLevel.TITLE, children: runs() });
    case 'contact':
      return new Paragraph({
        alignment: align,
        spacing: { before: twips(template.spaceBefore.contact) },
        children: runs(sizes.contact),
      });
    case 'title':
      return new Paragraph({
        alignment: align,
        spacing: { before: twips(template.spaceBefore.title) },
        children: runs(sizes.title, colors.title),
      });
    case 'heading':
      return new Paragraph({ heading: HeadingLevel.HEADING_1, children: runs() });
    case 'part':
      return new Paragraph({
        keepLines,
        spacing: { before: twips(template.spaceBefore.part) },
        children: runs(),
      });
    case 'bullet':
      return new Paragraph({
        numbering: { reference: BULLETS, level: 0 },
        keepLines,
        // The first bullet of an entry stays with the second (the header already stays with the first).
        keepNext: previous?.entryHeader === true || undefined,
        children: runs(),
      });
    default:
      return new Paragraph({ keepLines, keepNext: block.entryHeader || undefined, children: runs() });
  }
}

/** The CV or its letter as a .docx file, for the browser's download. */
export function buildDocx(document: ExportDocument, template: ExportTemplate): Promise<Blob> {
  return Packer.toBlob(wordDocument(document, template));
}

/** About how many lines Word will take for a paragraph or a bullet of body text. */
function estimatedLines(block: ExportBlock, template: ExportTemplate): number {
  const width = 210 - 2 * template.page.margin - (block.kind === 'bullet' ? 5 : 0);
  const text = estimateTextWidth(plainText(block.spans), false, template.sizes.content, template.docxFont);
  return Math.ceil(text / width);
}
