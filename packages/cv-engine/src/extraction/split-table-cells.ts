import { finish, type PhysicalLine } from './build-physical-lines';

/**
 * Extraction step 1b — a table's row printed on one baseline is cut into its cells. A line holding a wide gap
 * ('2019 – 2024      École maternelle') is a table's row when the text after the gap goes on below it as a
 * column of its own (the next line starts under it: a two-line cell), when the row's next cell is read right
 * after it at the same height, or when a line just above or below has a cell starting at the same place (rows
 * of one table). Otherwise the gap is a title's gap to its dates and the
 * line stays whole (build-physical-lines.ts wrote it as a tab or a space).
 */
const ALIGN = 0.6; // × font size: two cells start at the same place
const ROWS_BACK = 12; // lines looked back for an earlier row of the same table (a row with its bullets)

export function splitTableCells(lines: readonly PhysicalLine[]): PhysicalLine[] {
  const near = (a: number, b: number, size: number) => Math.abs(a - b) <= ALIGN * size;
  const sharesCell = (line: PhysicalLine, other: PhysicalLine | undefined) =>
    other !== undefined && line.cells.some((c) => other.cells.some((o) => near(c.x, o.x, line.size)));
  return lines.flatMap((line, i) => {
    if (line.cells.length === 0) return [line];
    const next = lines[i + 1];
    const continuesBelow =
      next !== undefined && next.y < line.y && line.cells.some((c) => near(c.x, next.x, line.size));
    // the row's next cell, read after it at the same height (a cell written after a two-line one)
    const cellBeside =
      next !== undefined && Math.abs(next.y - line.y) <= 0.5 * line.size && next.x > line.xEnd;
    const rowAbove = lines.slice(Math.max(0, i - ROWS_BACK), i).some((other) => sharesCell(line, other));
    if (!continuesBelow && !cellBeside && !rowAbove && !sharesCell(line, next)) return [line];
    const starts = [line.x, ...line.cells.map((c) => c.x)];
    return starts
      .map((x, k) =>
        finish(
          line.pieces.filter((p) => p.x >= x - 0.5 && (k + 1 >= starts.length || p.x < starts[k + 1]! - 0.5)),
        ),
      )
      .filter((cell): cell is PhysicalLine => cell !== null);
  });
}
