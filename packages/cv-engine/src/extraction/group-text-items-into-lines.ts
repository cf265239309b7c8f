import { buildPhysicalLines } from './build-physical-lines';
import { joinWrappedPhysicalLines } from './join-wrapped-physical-lines';
import { COLUMN_BREAK } from './layout-breaks';
import { relocateMarginItems } from './relocate-margin-items';

/**
 * A PDF page's text as the lines a reader sees, from pdf.js's positioned fragments:
 *   1. fragments → printed lines in pdf.js's reading order (a two-column page column by column), with geometry
 *   2. lines that the column width broke in two joined again (a bullet is one line, whatever its wraps)
 *   3. flush-right items (a job's place and dates) read after the entry's bullets put back beside its header
 *   4. where reading jumps back up the page, a column break mark (layout-breaks.ts)
 * Shared by the server's extraction and the browser's, so both give the engine the same text.
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

export function groupTextItemsIntoLines(fragments: TextFragment[]): string[] {
  const printed = buildPhysicalLines(fragments);
  const lines = relocateMarginItems(joinWrappedPhysicalLines(printed));
  const out: string[] = [];
  lines.forEach((line, i) => {
    const before = lines[i - 1];
    // reading jumps back up the page: the next column starts (layout-breaks.ts carries it to the document)
    if (before && line.y - before.yLast > COLUMN_JUMP * Math.max(line.size, before.size))
      out.push(COLUMN_BREAK);
    out.push(line.text);
  });
  return out;
}

// × font size: a line this far above the one read before it starts another column — pdf.js reads a column to
// its end, then goes back up; an entry's header printed beside its two-line margin dates ('June 2020 –' /
// 'Present', read first) is only a line or two above them
const COLUMN_JUMP = 3;
