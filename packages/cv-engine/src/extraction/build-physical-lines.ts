import type { TextFragment } from './group-text-items-into-lines';

/**
 * Extraction step 1 — the page's fragments as printed lines, with their geometry. pdf.js gives fragments in
 * its reading order (a two-column page column by column); that order is kept, and a fragment starts a new
 * line when pdf.js marked the previous one as ending a line, when it sits at another height, or when it jumps
 * back to the left (the next column starting at the same height). Never re-sorted by position: sorting by
 * height is what interleaves two columns.
 */
export type PhysicalLine = {
  text: string;
  /** Left edge of the line, and of its text after a bullet glyph (the hanging indent of a wrapped item). */
  x: number;
  textX: number;
  xEnd: number;
  /** Baselines of the first and the last printed line (they differ once wrapped lines are joined). */
  y: number;
  yLast: number;
  size: number;
  /** The line opens with a bullet glyph. */
  bullet: boolean;
  /** Average width of a character of this line, to estimate the width of a word. */
  charWidth: number;
  /** A flush-right item moved back under its entry's header (relocate-margin-items.ts). */
  marginItem?: boolean;
};

/** Baselines closer than this share of the font size are one line (superscripts, mixed fonts). */
const SAME_LINE = 0.5;
/** A gap wider than this share of the font size is a space that the PDF did not write as a character. */
const WORD_GAP = 0.15;

export function buildPhysicalLines(fragments: readonly TextFragment[]): PhysicalLine[] {
  const lines: PhysicalLine[] = [];
  let line: PhysicalLine | null = null;
  let last: TextFragment | null = null;
  const endLine = () => {
    if (line && line.text.trim() !== '') lines.push(finish(line));
    line = null;
    last = null;
  };
  for (const fragment of fragments) {
    if (last !== null && fragment.str !== '') {
      const previous: TextFragment = last;
      const size = Math.max(previous.size, fragment.size, 1);
      const end = previous.x + previous.width;
      if (Math.abs(fragment.y - previous.y) > SAME_LINE * size || fragment.x < end - size) endLine();
      else if (
        line &&
        fragment.x - end > WORD_GAP * size &&
        !/\s$/.test(line.text) &&
        !/^\s/.test(fragment.str)
      )
        line.text += ' ';
    }
    if (fragment.str !== '') {
      const current: PhysicalLine = line ?? {
        text: '',
        x: fragment.x,
        textX: Number.NaN,
        xEnd: fragment.x,
        y: fragment.y,
        yLast: fragment.y,
        size: fragment.size,
        bullet: false,
        charWidth: 0,
      };
      if (Number.isNaN(current.textX)) current.textX = textStart(fragment);
      current.text += fragment.str;
      // trailing spaces have a width in the PDF, not on the page: they would push the column's edge
      const visible = fragment.str.trimEnd().length / Math.max(fragment.str.length, 1);
      if (visible > 0) current.xEnd = Math.max(current.xEnd, fragment.x + fragment.width * visible);
      current.size = Math.max(current.size, fragment.size);
      line = current;
      last = fragment;
    }
    if (fragment.hasEOL && line !== null) endLine();
  }
  endLine();
  return lines;
}

/** Where the words of a fragment start: after a bullet glyph and spaces ('• Built' → at 'B'); NaN when none. */
function textStart(fragment: TextFragment): number {
  const first = fragment.str.search(/[^\s•·▪◦●○■□►▸‣⁃∙✓✔➢➤*–—-]/u);
  if (first === -1) return Number.NaN;
  return fragment.x + (first * fragment.width) / Math.max(fragment.str.length, 1);
}

function finish(line: PhysicalLine): PhysicalLine {
  const text = line.text.trimEnd(); // not /\s+$/: quadratic on a long run of spaces
  const bullet = /^[•·▪◦●○■□►▸‣⁃∙✓✔➢➤]\s*/u.test(text) || /^[*–—-]\s+/u.test(text);
  const textX = Number.isNaN(line.textX) ? line.x : line.textX;
  const printed = text.replace(/\s+/g, '').length || 1;
  return { ...line, text, bullet, textX, charWidth: (line.xEnd - line.x) / printed };
}
