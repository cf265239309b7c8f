import type { PhysicalLine } from './build-physical-lines';
import { COLUMN_BREAK } from './layout-breaks';

/**
 * Extraction step 4 — the page's columns, in the order a reader takes them. pdf.js reads a column to its end,
 * then goes back up the page for the next one: where the reading jumps back up, a column starts, and a column
 * break mark goes between them (layout-breaks.ts carries it to the document). A block that pdf.js read after the
 * rest but that sits wholly above what it read first is the top of the page — a name printed large across a
 * sidebar layout, written last into the PDF — and goes first, with no break.
 */
// × font size: a line this far above the one read before it starts another column; an entry's header printed
// beside its two-line margin dates ('June 2020 –' / 'Present', read first) is only a line or two above them
const COLUMN_JUMP = 3;
// × font size: how far above the first line read a block must sit, all of it, to be the page's top
const ABOVE = 0.5;

export function readColumns(lines: readonly PhysicalLine[]): string[] {
  const columns: PhysicalLine[][] = [];
  lines.forEach((line, i) => {
    const before = lines[i - 1];
    const jumps = before && line.y - before.yLast > COLUMN_JUMP * Math.max(line.size, before.size);
    if (!before || jumps) columns.push([line]);
    else columns[columns.length - 1]!.push(line);
  });
  const first = columns[0]?.[0];
  const isTop = (column: PhysicalLine[]) =>
    first !== undefined && column.every((line) => line.yLast > first.y + ABOVE * first.size);
  const top = columns.slice(1).filter(isTop);
  const rest = columns.filter((column) => !top.includes(column));
  const texts = (column: PhysicalLine[]) => column.map((line) => line.text);
  return [
    ...top.flatMap(texts),
    ...rest.flatMap((column, i) => [...(i > 0 ? [COLUMN_BREAK] : []), ...texts(column)]),
  ];
}
