/**
 * Page and column breaks, from extraction to the CV's document (issue 13: blocks with their page and column).
 * The engine reads plain text — the text the user sees, may edit, and sends back — so the breaks travel in it,
 * as runs of blank lines no other text has once normalised (normalise-text.ts keeps one blank line at most):
 * three blank lines before a page, two before a column (a PDF's reading jumping back up its page). Extraction
 * writes a private-use character on a line of its own where a break is; normaliseText turns it into its run.
 */
export const PAGE_BREAK = '\uE000';
export const COLUMN_BREAK = '\uE001';

const PAGE_RUN = '\n\n\n\n';
const COLUMN_RUN = '\n\n\n';

/** The marks as their runs of blank lines (after the text's own blank runs were made single). */
export function breaksAsBlankRuns(text: string): string {
  return text
    .replace(new RegExp(`\\s*${PAGE_BREAK}[\\s${PAGE_BREAK}${COLUMN_BREAK}]*`, 'g'), PAGE_RUN)
    .replace(new RegExp(`\\s*${COLUMN_BREAK}[\\s${COLUMN_BREAK}]*`, 'g'), COLUMN_RUN);
}

export type LinePlace = { readonly page: number; readonly column: number };

/**
 * The page and column of each line of a text (index 0 = line 1): a run of three or more blank lines starts a
 * page, a run of two a column. A text without such runs (a DOCX, a paste) is one page, one column.
 */
export function placesOfLines(lines: readonly string[]): LinePlace[] {
  const places: LinePlace[] = [];
  let page = 1;
  let column = 1;
  let blanks = 0;
  for (const line of lines) {
    if (line.trim() === '') {
      blanks++;
      places.push({ page, column });
      continue;
    }
    if (blanks >= 3) {
      page++;
      column = 1;
    } else if (blanks === 2) column++;
    blanks = 0;
    places.push({ page, column });
  }
  return places;
}
