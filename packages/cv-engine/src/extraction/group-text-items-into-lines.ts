import { buildPhysicalLines } from './build-physical-lines';
import { fillPageHoles } from './fill-page-holes';
import { joinWrappedPhysicalLines } from './join-wrapped-physical-lines';
import { returnLateMarginCells } from './late-margin-cells';
import { COLUMN_BREAK } from './layout-breaks';
import { markTableRows } from './mark-table-rows';
import { pairMarginItems } from './pair-margin-items';
import type { DrawnMark } from './pdf/drawn-marks';
import { lineFeatures, type PdfPageLine } from './pdf/line-features';
import { placeDrawnBullets } from './place-drawn-bullets';
import { readColumns } from './read-columns';
import { relocateMarginItems } from './relocate-margin-items';
import { splitTableCells } from './split-table-cells';

/**
 * A PDF page's text as the lines a reader sees, from pdf.js's positioned fragments and their fonts:
 *   0. bullets the page drew as shapes written as '•' before their words (place-drawn-bullets.ts)
 *   1. fragments → printed lines in pdf.js's reading order (a two-column page column by column), with geometry
 *      and type, spaced-out letters joined; a table's row cut into its cells (split-table-cells.ts)
 *   2. lines that the column width broke in two joined again (a bullet is one line, whatever its wraps)
 *   3. a left margin's period, read before its entry, put beside the entry's first line (pair-margin-items.ts);
 *      flush-right items (a job's place and dates) read after the entry's bullets put back beside its header
 *   4. a table's rows and cells marked (mark-table-rows.ts)
 *   5. the columns in a reader's order, the main column before a sidebar (read-columns.ts)
 *   6. each line's features: size, weight, capitals, a rule drawn under it, list level, space above
 *      (pdf/line-features.ts)
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
  /** From the fragment's font (pdf/read-pdf-page.ts): its name or flags say bold, italic, small capitals. */
  bold?: boolean;
  italic?: boolean;
  smallCaps?: boolean;
}

/** The page's lines with what was seen of each (its page is the caller's to add). */
export function readPdfPageLines(
  fragments: readonly TextFragment[],
  marks: readonly DrawnMark[] = [],
  rules: readonly DrawnMark[] = [],
): PdfPageLine[] {
  const printed = fillPageHoles(splitTableCells(buildPhysicalLines(placeDrawnBullets(fragments, marks))));
  const lines = relocateMarginItems(
    pairMarginItems(returnLateMarginCells(joinWrappedPhysicalLines(printed))),
  );
  return lineFeatures(readColumns(lines, markTableRows(lines)), rules);
}

/** The page's lines as text, a column break mark where a column starts. */
export function groupTextItemsIntoLines(fragments: readonly TextFragment[]): string[] {
  return readPdfPageLines(fragments).flatMap((line, i, all) =>
    i > 0 && line.column !== all[i - 1]!.column ? [COLUMN_BREAK, line.text] : [line.text],
  );
}
