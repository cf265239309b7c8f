/**
 * pdf.js gives a page's text as positioned fragments, in its reading order — which, for a two-column CV,
 * is column by column. This keeps that order and only decides where lines end: a fragment starts a new
 * line when pdf.js marked the previous one as ending a line, when it sits at another height, or when it
 * jumps back to the left (the next column starting at the same height). Fragments on one line are joined
 * with a space where there is a visible gap. Never re-sorted by position: sorting by height is what
 * interleaves two columns.
 */

export interface TextFragment {
  str: string;
  /** Baseline position, in PDF points (y grows upwards). */
  x: number;
  y: number;
  width: number;
  /** Font size, in points. */
  size: number;
  /** pdf.js's own end-of-line mark. */
  hasEOL: boolean;
}

/** Baselines closer than this share of the font size are one line (superscripts, mixed fonts). */
const SAME_LINE = 0.5;
/** A gap wider than this share of the font size is a space that the PDF did not write as a character. */
const WORD_GAP = 0.15;

export function groupTextItemsIntoLines(fragments: TextFragment[]): string[] {
  const lines: string[] = [];
  let line = '';
  let last: TextFragment | null = null;
  const endLine = () => {
    lines.push(line);
    line = '';
    last = null;
  };

  for (const fragment of fragments) {
    if (last !== null && fragment.str !== '') {
      const previous: TextFragment = last;
      const size = Math.max(previous.size, fragment.size, 1);
      const end = previous.x + previous.width;
      if (Math.abs(fragment.y - previous.y) > SAME_LINE * size || fragment.x < end - size) {
        endLine();
      } else if (fragment.x - end > WORD_GAP * size && !/\s$/.test(line) && !/^\s/.test(fragment.str)) {
        line += ' ';
      }
    }
    if (fragment.str !== '') {
      line += fragment.str;
      last = fragment;
    }
    if (fragment.hasEOL && line !== '') endLine();
  }
  if (line !== '') lines.push(line);
  return lines;
}
