import { sectionOfHeading } from '../parse/section-headings';
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
const FLUSH = 0.8; // × font size: how close to its column's right edge a right tab stop's text ends
const TAB_GAP = 3; // × font size: the gap before it (build-physical-lines.ts writes such a gap as a tab)
const COLUMN_REACH = 3; // × font size: lines starting this far right of a line are in its column (its bullets)

export function splitTableCells(lines: readonly PhysicalLine[]): PhysicalLine[] {
  const near = (a: number, b: number, size: number) => Math.abs(a - b) <= ALIGN * size;
  const tabbed = tabStopLines(lines);
  const sharesCell = (line: PhysicalLine, j: number) => {
    const other = lines[j];
    return (
      other !== undefined &&
      !tabbed[j] &&
      line.cells.some((c) => other.cells.some((o) => near(c.x, o.x, line.size)))
    );
  };
  return lines.flatMap((line, i) => {
    if (line.cells.length === 0) return [line];
    const next = lines[i + 1];
    const continuesBelow =
      next !== undefined && next.y < line.y && line.cells.some((c) => near(c.x, next.x, line.size));
    if (tabbed[i] && !continuesBelow) return [line];
    // the row's next cell, read after it at the same height (a cell written after a two-line one)
    const cellBeside =
      next !== undefined && Math.abs(next.y - line.y) <= 0.5 * line.size && next.x > line.xEnd;
    let rowAbove = false;
    for (let j = Math.max(0, i - ROWS_BACK); j < i && !rowAbove; j++) rowAbove = sharesCell(line, j);
    if (!continuesBelow && !cellBeside && !rowAbove && !sharesCell(line, i + 1) && !headingCell(line))
      return [line];
    const starts = [line.x, ...line.cells.map((c) => c.x)];
    return starts
      .map((x, k) =>
        finish(
          line.pieces.filter((p) => p.x >= x - 0.5 && (k + 1 >= starts.length || p.x < starts[k + 1]! - 0.5)),
        ),
      )
      .filter((cell): cell is PhysicalLine => cell !== null)
      .map((cell) => ({ ...cell, cell: true }));
  });
}

/**
 * A section's heading set in a margin cell, on the baseline of its content's first line ('Profile ⇥ Primary
 * teacher with six years…'): the heading in bold, what follows its gap not — two lines, or the heading is lost
 * in the paragraph.
 */
function headingCell(line: PhysicalLine): boolean {
  const start = line.cells[0]!.x;
  const before = line.pieces.filter((p) => p.x < start - 0.5);
  const after = line.pieces.filter((p) => p.x >= start - 0.5);
  if (before.length === 0 || after.length === 0) return false;
  if (!before.every((p) => p.bold) || after.some((p) => p.bold)) return false;
  return sectionOfHeading(line.text.slice(0, line.cells[0]!.at).trim()) !== undefined;
}

/**
 * For each line, whether its words after its wide gaps end on its column's right edge (the farthest end among
 * the lines that start at or a little right of it: its bullets and paragraphs) and every gap is that wide.
 * Lines are bucketed by their rounded left edge, so a page of thousands of lines stays linear.
 */
function tabStopLines(lines: readonly PhysicalLine[]): boolean[] {
  const farthest = new Map<number, number>();
  for (const line of lines) {
    const key = Math.round(line.x);
    farthest.set(key, Math.max(farthest.get(key) ?? 0, line.xEnd));
  }
  return lines.map((line) => {
    if (line.cells.length === 0) return false;
    const widest = line.cells.every((cell) => {
      const before = line.pieces.filter((p) => p.x < cell.x - 0.5);
      return cell.x - Math.max(...before.map((p) => p.xEnd)) > TAB_GAP * line.size;
    });
    if (!widest) return false;
    let edge = line.xEnd;
    const from = Math.round(line.x - ALIGN * line.size);
    for (let key = from; key <= Math.round(line.x + COLUMN_REACH * line.size); key++)
      edge = Math.max(edge, farthest.get(key) ?? 0);
    return edge - line.xEnd <= FLUSH * line.size;
  });
}
