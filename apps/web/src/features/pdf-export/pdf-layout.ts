/**
 * The CV's blocks (the engine's layoutCvText, the same the preview draws) → positioned text runs and rules on
 * A4 pages, following spec §9 PDF: portrait, 15 mm margins, a new page when a line would pass 20 mm from
 * the bottom, rules 0.3 thick, and the listed font sizes. Pure: the caller measures text (with the embedded
 * font) and draws the commands, so this file is tested without jsPDF.
 */

export const PDF_PAGE = { width: 210, height: 297, margin: 15, bottomCutOff: 20, lineWidth: 0.3 } as const;

/** Spec §9 font sizes, in points. */
export const PDF_FONT_SIZES = {
  name: 18.3,
  contact: 10.3,
  title: 14.3,
  summary: 10.3,
  heading: 12.3,
  content: 10.3,
  certification: 10.3,
} as const;

const MM_PER_POINT = 25.4 / 72;
const LINE_SPACING = 1.3;
const BULLET_INDENT = 5;

export interface PdfSpan {
  text: string;
  bold: boolean;
}
export interface PdfBlock {
  kind: 'name' | 'contact' | 'title' | 'heading' | 'bullet' | 'paragraph';
  spans: PdfSpan[];
}

export type DrawCommand =
  | { type: 'text'; page: number; x: number; y: number; text: string; bold: boolean; size: number }
  | { type: 'rule'; page: number; x1: number; x2: number; y: number };

/** Width in mm of `text` in the embedded font. */
export type Measure = (text: string, bold: boolean, size: number) => number;

interface Style {
  size: number;
  /** Every span bold (name, headings, certifications), else each span's own weight. */
  allBold: boolean;
  align: 'left' | 'center';
  spaceBefore: number;
}

const CERTIFICATION_HEADING = /CERTIF/i;
const SUMMARY_HEADING = /^(PROFIL|PROFIEL|PROFILE|SUMMARY|R[ÉE]SUM[ÉE]|SAMENVATTING|[ÀA] PROPOS)/i;

export function layoutPdf(blocks: PdfBlock[], measure: Measure): { pages: number; commands: DrawCommand[] } {
  const commands: DrawCommand[] = [];
  const left = PDF_PAGE.margin;
  const right = PDF_PAGE.width - PDF_PAGE.margin;
  const bottom = PDF_PAGE.height - PDF_PAGE.bottomCutOff;
  let page = 1;
  let y = PDF_PAGE.margin;
  let section: 'summary' | 'certification' | 'other' = 'other';

  /** Moves down by one line of `height`, on a new page if it would pass the bottom cut-off. */
  function advance(height: number): void {
    if (y + height > bottom && y > PDF_PAGE.margin) {
      page++;
      y = PDF_PAGE.margin;
    }
    y += height;
  }

  for (const block of blocks) {
    const heading = block.kind === 'heading' ? plainText(block.spans) : '';
    if (block.kind === 'heading') {
      section = CERTIFICATION_HEADING.test(heading)
        ? 'certification'
        : SUMMARY_HEADING.test(heading)
          ? 'summary'
          : 'other';
    }
    const style = styleOf(block.kind, section);
    const indent = block.kind === 'bullet' ? BULLET_INDENT : 0;
    const lineHeight = style.size * MM_PER_POINT * LINE_SPACING;
    const spans = style.allBold ? block.spans.map((span) => ({ ...span, bold: true })) : block.spans;
    const lines = wrapSpans(spans, right - left - indent, (text, bold) => measure(text, bold, style.size));

    // A heading keeps its first following line with it: no heading alone at the foot of a page.
    const keep = block.kind === 'heading' ? lineHeight * 2.2 : 0;
    if (keep && y + style.spaceBefore + keep > bottom) {
      page++;
      y = PDF_PAGE.margin;
    } else if (y > PDF_PAGE.margin) {
      y += style.spaceBefore;
    }

    lines.forEach((line, index) => {
      advance(lineHeight);
      const width = line.reduce((sum, run) => sum + run.width, 0);
      let x = style.align === 'center' ? (PDF_PAGE.width - width) / 2 : left + indent;
      if (block.kind === 'bullet' && index === 0) {
        commands.push({ type: 'text', page, x: left + 1, y, text: '•', bold: false, size: style.size });
      }
      for (const run of line) {
        commands.push({ type: 'text', page, x, y, text: run.text, bold: run.bold, size: style.size });
        x += run.width;
      }
    });
    if (block.kind === 'heading') {
      y += 1.2;
      commands.push({ type: 'rule', page, x1: left, x2: right, y });
      y += 1;
    }
  }
  return { pages: page, commands };
}

function styleOf(kind: PdfBlock['kind'], section: 'summary' | 'certification' | 'other'): Style {
  switch (kind) {
    case 'name':
      return { size: PDF_FONT_SIZES.name, allBold: true, align: 'center', spaceBefore: 0 };
    case 'contact':
      return { size: PDF_FONT_SIZES.contact, allBold: false, align: 'center', spaceBefore: 1 };
    case 'title':
      return { size: PDF_FONT_SIZES.title, allBold: true, align: 'center', spaceBefore: 1.5 };
    case 'heading':
      return { size: PDF_FONT_SIZES.heading, allBold: true, align: 'left', spaceBefore: 5 };
    default:
      if (section === 'certification')
        return { size: PDF_FONT_SIZES.certification, allBold: true, align: 'left', spaceBefore: 0.8 };
      if (section === 'summary')
        return { size: PDF_FONT_SIZES.summary, allBold: false, align: 'left', spaceBefore: 0.8 };
      return { size: PDF_FONT_SIZES.content, allBold: false, align: 'left', spaceBefore: 0.8 };
  }
}

interface Run {
  text: string;
  bold: boolean;
  width: number;
}

/**
 * Greedy word wrap across bold and regular spans. A line is a list of runs of one weight, spaces kept inside
 * them so the PDF's text layer reads as words; a word wider than the line is cut where it must be.
 */
export function wrapSpans(
  spans: PdfSpan[],
  maxWidth: number,
  measure: (text: string, bold: boolean) => number,
): Run[][] {
  const tokens = spans.flatMap((span) =>
    span.text
      .split(/(\s+)/)
      .filter(Boolean)
      .map((text) => ({ text: /^\s+$/.test(text) ? ' ' : text, bold: span.bold })),
  );
  const lines: Run[][] = [];
  let line: Run[] = [];
  let width = 0;

  const push = (text: string, bold: boolean, tokenWidth: number) => {
    const last = line.at(-1);
    if (last && last.bold === bold) {
      last.text += text;
      last.width += tokenWidth;
    } else {
      line.push({ text, bold, width: tokenWidth });
    }
    width += tokenWidth;
  };
  const breakLine = () => {
    // A space at the end of a line is not drawn.
    const last = line.at(-1);
    if (last?.text.endsWith(' ')) {
      last.text = last.text.trimEnd();
      last.width = measure(last.text, last.bold);
    }
    if (line.length > 0) lines.push(line.filter((run) => run.text !== ''));
    line = [];
    width = 0;
  };

  for (const token of tokens) {
    if (token.text === ' ') {
      if (line.length > 0) push(' ', token.bold, measure(' ', token.bold));
      continue;
    }
    let tokenWidth = measure(token.text, token.bold);
    if (width + tokenWidth > maxWidth && line.length > 0) breakLine();
    let rest = token.text;
    while (tokenWidth > maxWidth && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut), token.bold) > maxWidth) cut--;
      push(rest.slice(0, cut), token.bold, measure(rest.slice(0, cut), token.bold));
      breakLine();
      rest = rest.slice(cut);
      tokenWidth = measure(rest, token.bold);
    }
    push(rest, token.bold, tokenWidth);
  }
  breakLine();
  return lines;
}

function plainText(spans: PdfSpan[]): string {
  return spans.map((span) => span.text).join('');
}
