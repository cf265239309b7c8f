import type { ExportBlock } from './export-blocks';
import { EXPORT_TEMPLATES, type ExportTemplate } from './export-templates';
import { type Run, wrapSpans } from './wrap-spans';

/**
 * The CV's blocks → positioned text runs and rules on A4 pages, in a template's sizes, margins and colours.
 * Pure: the caller measures text (with the embedded font) and draws the commands, so this file is tested
 * without jsPDF. Page breaks follow the rules a typesetter would:
 * - a heading is never the last thing on a page: it goes with what follows it;
 * - an entry's header (a job's title, employer and dates) stays with its first two bullets;
 * - a paragraph of up to three lines is not split, a longer one leaves at least two lines on each page;
 * - when the last page would hold only a few lines, the spacing tightens (never the type) until the CV
 *   fits on one page fewer, if it can: no 2-page CV ends up with a nearly empty third page.
 */

export const PDF_PAGE = { width: 210, height: 297 } as const;

export type DrawCommand =
  | {
      type: 'text';
      page: number;
      x: number;
      y: number;
      text: string;
      bold: boolean;
      size: number;
      color: string;
      /** Index of the block the text belongs to. */
      block: number;
    }
  | { type: 'rule'; page: number; x1: number; x2: number; y: number; width: number; color: string };

/** Width in mm of `text` in the embedded font. */
export type Measure = (text: string, bold: boolean, size: number) => number;

export interface PdfLayout {
  pages: number;
  commands: DrawCommand[];
  /** Share of the last page's usable height that holds text. */
  lastPageFill: number;
  /** The spacing used: 1 as the template says, less when tightened to save a nearly empty last page. */
  tightness: number;
}

const MM_PER_POINT = 25.4 / 72;
const BULLET_INDENT = 5;
const RULE_GAP = { above: 1.2, below: 1 };
/** A last page filled less than this is worth tightening the spacing for. */
const SPARSE_LAST_PAGE = 0.4;
/** How far spacing may tighten: each step scales the gaps between blocks and the line height's leading. */
export const TIGHTENING = [1, 0.85, 0.7, 0.55] as const;

interface Measured {
  block: ExportBlock;
  lines: Run[][];
  size: number;
  color: string;
  align: 'left' | 'center';
  indent: number;
}

export function layoutPdf(
  blocks: ExportBlock[],
  measure: Measure,
  template: ExportTemplate = EXPORT_TEMPLATES.classic,
  options: { tighten?: boolean } = {},
): PdfLayout {
  const measured = blocks.map((block) => measureBlock(block, measure, template));
  let best = paginate(measured, template, 1);
  if (options.tighten !== false && best.pages > 1 && best.lastPageFill < SPARSE_LAST_PAGE) {
    for (const tightness of TIGHTENING.slice(1)) {
      const tighter = paginate(measured, template, tightness);
      if (tighter.pages < best.pages) {
        best = tighter;
        break;
      }
    }
  }
  return best;
}

function measureBlock(block: ExportBlock, measure: Measure, template: ExportTemplate): Measured {
  const { sizes, colors } = template;
  const header = block.kind === 'name' || block.kind === 'contact' || block.kind === 'title';
  const size = header || block.kind === 'heading' ? sizes[block.kind as keyof typeof sizes] : sizes.content;
  const allBold =
    block.kind === 'name' ||
    block.kind === 'title' ||
    block.kind === 'heading' ||
    (block.section === 'certification' && block.kind !== 'contact');
  const spans = allBold ? block.spans.map((span) => ({ ...span, bold: true })) : block.spans;
  const indent = block.kind === 'bullet' ? BULLET_INDENT : 0;
  const width = PDF_PAGE.width - 2 * template.page.margin - indent;
  const color =
    block.kind === 'name' || block.kind === 'title' || block.kind === 'heading'
      ? colors[block.kind]
      : colors.text;
  return {
    block,
    lines: wrapSpans(spans, width, (text, bold) => measure(text, bold, size)),
    size,
    color,
    align: header ? template.headerAlign : 'left',
    indent,
  };
}

function paginate(measured: Measured[], template: ExportTemplate, tightness: number): PdfLayout {
  const { margin, bottomCutOff } = template.page;
  const top = margin;
  const bottom = PDF_PAGE.height - bottomCutOff;
  const lineSpacing = 1 + (template.lineSpacing - 1) * tightness;
  const lineHeight = (m: Measured) => m.size * MM_PER_POINT * lineSpacing;
  const spaceBefore = (m: Measured) => template.spaceBefore[spaceKind(m.block)] * tightness;
  const after = (m: Measured) => (m.block.kind === 'heading' ? RULE_GAP.above + RULE_GAP.below : 0);
  const height = (m: Measured, lines = m.lines.length) =>
    spaceBefore(m) + lines * lineHeight(m) + (lines === m.lines.length ? after(m) : 0);
  const keep = keepHeights(measured, height, bottom - top);

  const commands: DrawCommand[] = [];
  let page = 1;
  let y = top;
  const newPage = () => {
    page++;
    y = top;
  };

  measured.forEach((m, index) => {
    if (y > top && y + keep[index]! > bottom) newPage();
    else if (y > top) y += spaceBefore(m);
    const lh = lineHeight(m);
    m.lines.forEach((line, lineIndex) => {
      const left = m.lines.length - lineIndex;
      // The last line of a long paragraph never goes alone to the next page: two lines go together.
      const needed = m.lines.length > 3 && left === 2 ? 2 * lh : lh;
      if (y > top && y + needed > bottom) newPage();
      y += lh;
      drawLine(commands, m, line, lineIndex, { page, y, margin, block: index });
    });
    if (m.block.kind === 'heading') {
      y += RULE_GAP.above;
      if (template.ruleWidth > 0) {
        const [x1, x2] = [margin, PDF_PAGE.width - margin];
        commands.push({
          type: 'rule',
          page,
          x1,
          x2,
          y,
          width: template.ruleWidth,
          color: template.colors.rule,
        });
      }
      y += RULE_GAP.below;
    }
  });
  return { pages: page, commands, lastPageFill: (y - top) / (bottom - top), tightness };
}

function spaceKind(block: ExportBlock): keyof ExportTemplate['spaceBefore'] {
  if (block.kind === 'contact' || block.kind === 'title' || block.kind === 'heading' || block.kind === 'part')
    return block.kind;
  return 'block';
}

/**
 * For each block, the height from its top that must sit on one page: itself (or its first two lines when
 * longer than three), plus, for a heading, what must follow it, and for an entry's header, the rest of the
 * header and its first two bullets. Never more than a page.
 */
function keepHeights(measured: Measured[], height: (m: Measured, lines?: number) => number, page: number) {
  const own = (m: Measured) => (m.lines.length > 3 ? height(m, 2) : height(m));
  const keep: number[] = new Array(measured.length).fill(0);
  for (let index = measured.length - 1; index >= 0; index--) {
    const m = measured[index]!;
    const next = measured[index + 1];
    let total = own(m);
    if (m.block.kind === 'heading' && next && next.block.kind !== 'heading') {
      total = height(m) + keep[index + 1]!;
    } else if (m.block.entryHeader && next) {
      if (next.block.kind === 'paragraph') total = height(m) + keep[index + 1]!;
      else {
        const second = measured[index + 2];
        total = height(m) + height(next) + (second?.block.kind === 'bullet' ? own(second) : 0);
      }
    }
    keep[index] = Math.min(total, page);
  }
  return keep;
}

function drawLine(
  commands: DrawCommand[],
  m: Measured,
  line: Run[],
  lineIndex: number,
  at: { page: number; y: number; margin: number; block: number },
): void {
  const { page, y, margin, block } = at;
  const width = line.reduce((sum, run) => sum + run.width, 0);
  let x = m.align === 'center' ? (PDF_PAGE.width - width) / 2 : margin + m.indent;
  const base = { type: 'text', page, y, size: m.size, color: m.color, block } as const;
  if (m.block.kind === 'bullet' && lineIndex === 0) {
    commands.push({ ...base, x: margin + 1, text: '•', bold: false });
  }
  for (const run of line) {
    commands.push({ ...base, x, text: run.text, bold: run.bold });
    x += run.width;
  }
}
