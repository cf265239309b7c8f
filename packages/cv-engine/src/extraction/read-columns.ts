import type { PhysicalLine } from './build-physical-lines';
import type { TableCell } from './mark-table-rows';

/**
 * Extraction step 5 — the page's columns, in the order a reader takes them. pdf.js reads a column to its end,
 * then goes back up the page for the next one: where the reading jumps back up (not into the next cell of a
 * table's row), a column starts. A block that pdf.js read after the rest but that sits wholly above what it
 * read first is the top of the page — a name printed large across a sidebar layout, written last into the
 * PDF — and goes first. A sidebar — a column much narrower than the page's text, beside a wider one — comes
 * after the main column whichever side it is on, so the profile and the experience open the text; what sits
 * above the main column's top in it (the name over a left sidebar) stays first.
 */
export type PlacedLine = {
  line: PhysicalLine;
  column: number;
  region: 'main' | 'sidebar';
  table?: TableCell;
};

// × font size: a line this far above the one read before it starts another column; an entry's header printed
// beside its two-line margin dates ('June 2020 –' / 'Present', read first) is only a line or two above them
const COLUMN_JUMP = 3;
// × font size: how far above the first line read a block must sit, all of it, to be the page's top
const ABOVE = 0.5;
// A column narrower than this share of the page's text width, beside a wider one, is a sidebar.
const SIDEBAR_SHARE = 0.42;

type Column = { lines: PhysicalLine[]; tables: (TableCell | undefined)[] };

export function readColumns(
  lines: readonly PhysicalLine[],
  tables: readonly (TableCell | undefined)[],
): PlacedLine[] {
  const columns: Column[] = [];
  lines.forEach((line, i) => {
    const before = lines[i - 1];
    const sameTable = tables[i] !== undefined && tables[i]?.id === tables[i - 1]?.id;
    const jumps =
      before && !sameTable && line.y - before.yLast > COLUMN_JUMP * Math.max(line.size, before.size);
    if (!before || jumps) columns.push({ lines: [line], tables: [tables[i]] });
    else {
      columns[columns.length - 1]!.lines.push(line);
      columns[columns.length - 1]!.tables.push(tables[i]);
    }
  });
  const first = columns[0]?.lines[0];
  const isTop = (column: Column) =>
    first !== undefined && column.lines.every((line) => line.yLast > first.y + ABOVE * first.size);
  const top = columns.slice(1).filter(isTop);
  const rest = columns.filter((column) => !top.includes(column));
  const sidebars = findSidebars(rest);
  // the lines of a sidebar above every other column's top: the page's head (a name, a title)
  const mainTop = Math.max(...rest.filter((c) => !sidebars.has(c)).map((c) => c.lines[0]!.y));
  const head: PhysicalLine[] = [];
  for (const sidebar of sidebars) {
    while (sidebar.lines.length > 1 && sidebar.lines[0]!.y > mainTop + ABOVE * sidebar.lines[0]!.size) {
      head.push(sidebar.lines.shift()!);
      sidebar.tables.shift();
    }
  }
  const placed: PlacedLine[] = [];
  const put = (column: Column, number: number, region: PlacedLine['region']) => {
    column.lines.forEach((line, i) => {
      placed.push({ line, column: number, region, table: column.tables[i] });
    });
  };
  for (const column of top) put(column, 1, 'main');
  for (const line of head) placed.push({ line, column: 1, region: 'main' });
  const ordered = [...rest.filter((c) => !sidebars.has(c)), ...rest.filter((c) => sidebars.has(c))];
  ordered.forEach((column, i) => {
    put(column, i + 1, sidebars.has(column) ? 'sidebar' : 'main');
  });
  return placed;
}

/** Columns much narrower than the page's text with a wider column beside them, at the same heights. */
function findSidebars(columns: readonly Column[]): Set<Column> {
  const sidebars = new Set<Column>();
  if (columns.length < 2) return sidebars;
  const tops = columns.map((c) => Math.max(...c.lines.map((l) => l.y)));
  // a column's box without the lines above every other column (the page's head: a name across the page)
  const boxes = columns.map((column, i) => {
    const others = Math.max(...tops.filter((_, j) => j !== i));
    const body = column.lines.filter((l) => l.y <= others + ABOVE * l.size);
    const lines = body.length > 0 ? body : column.lines;
    return {
      left: Math.min(...lines.map((l) => l.x)),
      right: mostEndBefore(lines.map((l) => l.xEnd)),
      top: Math.max(...lines.map((l) => l.y)),
      bottom: Math.min(...lines.map((l) => l.yLast)),
    };
  });
  const span = Math.max(...boxes.map((b) => b.right)) - Math.min(...boxes.map((b) => b.left));
  boxes.forEach((own, i) => {
    if (own.right - own.left >= SIDEBAR_SHARE * span) return;
    const beside = boxes.some(
      (other, j) =>
        j !== i &&
        other.right - other.left > own.right - own.left &&
        (other.left >= own.right - 2 || other.right <= own.left + 2) &&
        other.bottom < own.top &&
        other.top > own.bottom,
    );
    if (beside) sidebars.add(columns[i]!);
  });
  return sidebars;
}

// Share of a column's lines that may pass its right edge: a long address or link that cannot wrap runs past
// the edge of a narrow sidebar, over the gutter ('sven.brouwer76@example.org'), and must not make it overlap.
const PAST_EDGE = 0.1;

/** The end that all but a few of a column's lines stay within (all of them, in a column of few lines). */
function mostEndBefore(ends: readonly number[]): number {
  const sorted = [...ends].sort((a, b) => a - b);
  return sorted[sorted.length - 1 - Math.floor(PAST_EDGE * sorted.length)]!;
}
