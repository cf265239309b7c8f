import type { PhysicalLine } from './build-physical-lines';

/**
 * Extraction step 4 — the rows of a table printed in the PDF, marked so that they are read row by row and
 * their cells known (contracts LayoutLine.table). A row is a line followed, at the same height and further
 * right, by the start of another cell; each cell's own lines go on below its start, at or right of it.
 * Consecutive rows whose cells start at the same places are one table; a row alone is one only when it looks
 * like a header row.
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
    if (!sameAsBefore) table++;
    const index = sameAsBefore ? (marks[row.start - 1]?.row ?? -1) + 1 : 0;
    row.cells.forEach((start, c) => {
      const end = row.cells[c + 1] ?? row.end;
      for (let k = start; k < end; k++) marks[k] = { id: table, row: index, cell: c };
    });
  });
  return marks;
}

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

function alike(lines: readonly PhysicalLine[], a: { cells: number[] }, b: { cells: number[] }): boolean {
  if (a.cells.length !== b.cells.length) return false;
  return a.cells.every((start, c) => {
    const other = lines[b.cells[c]!]!;
    return Math.abs(lines[start]!.x - other.x) <= ALIGN * other.size;
  });
}
