import type { PhysicalLine } from './build-physical-lines';

/**
 * Extraction step 4 — the rows of a table printed in the PDF, marked so that they are read row by row and
 * their cells known (contracts LayoutLine.table). A row is a line followed, at the same height and further
 * right, by the start of another cell; each cell's own lines go on below its start, at or right of it.
 * Consecutive rows whose cells start at the same places are one table (a row with a cell merged with the row
 * above has fewer, each numbered by its column); a row alone is one only when it looks like a header row.
 */
export type TableCell = { id: number; row: number; cell: number };

const SAME_HEIGHT = 0.5; // × font size
const ALIGN = 0.6; // × font size
const MAX_ROW_LINES = 40;
// Lines of a first cell before the second starts: more, and it is a column of its own beside another.
const MAX_FIRST_CELL_LINES = 8;

export function markTableRows(lines: readonly PhysicalLine[]): (TableCell | undefined)[] {
  const marks: (TableCell | undefined)[] = new Array(lines.length).fill(undefined);
  const rows: { start: number; end: number; cells: number[] }[] = [];
  for (let i = 0; i < lines.length; ) {
    const row = rowAt(lines, i);
    if (row) rows.push(row);
    i = row ? row.end : i + 1;
  }
  let table = -1;
  let columns: number[] = [];
  rows.forEach((row, r) => {
    const before = rows[r - 1];
    const after = rows[r + 1];
    const sameAsBefore = before !== undefined && before.end === row.start && alike(lines, before, row);
    const sameAsAfter = after !== undefined && row.end === after.start && alike(lines, row, after);
    // a row alone is a table's only when it looks like a header: three cells or more, each a line or two
    // (two blocks side by side, a title beside its dates, are no table)
    const cellLines = row.cells.map((start, c) => (row.cells[c + 1] ?? row.end) - start);
    const header = row.cells.length >= 3 && cellLines.every((n) => n <= 2);
    if (!sameAsBefore && !sameAsAfter && !header) return;
    if (!sameAsBefore) {
      table++;
      columns = [];
    }
    // the table's columns, from every row: a row whose cell is merged with the row above has fewer cells,
    // each still numbered by the column it stands in
    columns = withColumns(
      columns,
      row.cells.map((k) => lines[k]!),
      lines[row.start]!.size,
    );
    const index = sameAsBefore ? (marks[row.start - 1]?.row ?? -1) + 1 : 0;
    row.cells.forEach((start, c) => {
      const end = row.cells[c + 1] ?? row.end;
      const cell = nearestColumn(columns, lines[start]!.x);
      for (let k = start; k < end; k++) marks[k] = { id: table, row: index, cell };
    });
  });
  return marks;
}

function withColumns(columns: readonly number[], cells: readonly PhysicalLine[], size: number): number[] {
  const out = [...columns];
  for (const cell of cells) if (!out.some((x) => Math.abs(x - cell.x) <= ALIGN * size)) out.push(cell.x);
  return out.sort((a, b) => a - b);
}

const nearestColumn = (columns: readonly number[], x: number) =>
  columns.reduce((best, column, i) => (Math.abs(column - x) < Math.abs(columns[best]! - x) ? i : best), 0);

function rowAt(
  lines: readonly PhysicalLine[],
  i: number,
): { start: number; end: number; cells: number[] } | null {
  const top = lines[i]!;
  // an item moved beside its entry (a place from a margin) is the entry's, not a table's cell
  if (top.marginItem) return null;
  const cells = [i];
  let k = i + 1;
  for (; k < lines.length && k < i + MAX_ROW_LINES; k++) {
    const line = lines[k]!;
    const cell = lines[cells[cells.length - 1]!]!;
    const size = Math.max(line.size, top.size);
    if (Math.abs(line.y - top.y) <= SAME_HEIGHT * size && line.x > cell.xEnd - ALIGN * size) cells.push(k);
    else if (line.y < top.y + SAME_HEIGHT * size && line.x >= cell.x - ALIGN * size && k > i) {
      // below the row's top, inside the current cell: a cell's next line
      if (cells.length === 1 && !anotherCellFollows(lines, k, top)) break;
    } else break;
  }
  return cells.length >= 2 ? { start: i, end: k, cells } : null;
}

/** Before a second cell is seen, the first one may go on only if a second cell starts soon at the top's height. */
function anotherCellFollows(lines: readonly PhysicalLine[], k: number, top: PhysicalLine): boolean {
  for (let j = k; j < Math.min(lines.length, k + MAX_FIRST_CELL_LINES); j++) {
    const line = lines[j]!;
    if (Math.abs(line.y - top.y) <= SAME_HEIGHT * top.size && line.x > top.x) return true;
    if (line.x < top.x - ALIGN * top.size) return false;
  }
  return false;
}

/**
 * Two rows of one table: their cells start at the same places — or, in a row with fewer cells (one merged with
 * the row above, or the first left empty in a table of three columns or more), at places the other row's
 * cells start.
 */
function alike(lines: readonly PhysicalLine[], a: { cells: number[] }, b: { cells: number[] }): boolean {
  const [fewer, more] = a.cells.length <= b.cells.length ? [a, b] : [b, a];
  if (fewer.cells.length < 2) return false;
  const xs = more.cells.map((k) => lines[k]!.x);
  const at = (k: number) => {
    const line = lines[k]!;
    return xs.findIndex((x) => Math.abs(line.x - x) <= ALIGN * line.size);
  };
  if (!fewer.cells.every((k) => at(k) !== -1)) return false;
  // a row whose first cell is empty (a job without dates) still has two of a table's three cells or more
  return at(fewer.cells[0]!) === 0 || (more.cells.length >= 3 && fewer.cells.length >= 2);
}
