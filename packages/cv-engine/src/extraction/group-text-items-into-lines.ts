import { buildPhysicalLines } from './build-physical-lines';
import { joinWrappedPhysicalLines } from './join-wrapped-physical-lines';
import { readColumns } from './read-columns';
import { relocateMarginItems } from './relocate-margin-items';

/**
 * A PDF page's text as the lines a reader sees, from pdf.js's positioned fragments:
 *   1. fragments → printed lines in pdf.js's reading order (a two-column page column by column), with geometry
 *   2. lines that the column width broke in two joined again (a bullet is one line, whatever its wraps)
 *   3. flush-right items (a job's place and dates) read after the entry's bullets put back beside its header
 *   4. the columns in a reader's order, a column break mark between them (read-columns.ts)
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
  return readColumns(relocateMarginItems(joinWrappedPhysicalLines(printed)));
}
