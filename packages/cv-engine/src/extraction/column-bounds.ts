import type { PhysicalLine } from './build-physical-lines';

/**
 * Where the column of each left edge stops because another column stands beside it. pdf.js reads a column to
 * its end, then jumps back up the page for the next one (read-columns.ts): a line of a later run that stands on
 * about the baseline of a line of this left edge, to its right, marks where this column's room ends. When several
 * lines of a left edge have such a neighbour, the column is bounded there, and a line of that edge that runs
 * past the bound — the page's head set across both columns ('Nantes — +33 6… — linkedin.com/in/…') — says
 * nothing of the column's width (column-measures.ts leaves it out). Keyed as columnEdges keys its lines.
 */
const COLUMN_JUMP = 3; // × font size: as read-columns.ts, a line this far above the one before starts a run
const NEAR = 1; // × font size: a neighbour's baseline this close is beside the line (columns' leadings differ)
const BESIDE = 3; // × font size: a neighbour starts at least this far right of the line's start
const BOUNDED_LINES = 3; // lines of a left edge with a neighbour beside them, for the edge to be bounded

export const edgeKey = (x: number, size: number) => `${Math.round(x)}:${Math.round(size)}`;

export function columnBounds(lines: readonly PhysicalLine[]): Map<string, number> {
  const runs: number[] = [];
  lines.forEach((line, i) => {
    const before = lines[i - 1];
    const jumps = before && line.y - before.yLast > COLUMN_JUMP * Math.max(line.size, before.size);
    runs.push(i === 0 ? 0 : runs[i - 1]! + (jumps ? 1 : 0));
  });
  const byBaseline = new Map<number, number[]>();
  lines.forEach((line, i) => {
    const key = Math.round(line.y);
    byBaseline.set(key, [...(byBaseline.get(key) ?? []), i]);
  });
  const neighbours = new Map<string, number[]>();
  lines.forEach((line, i) => {
    let nearest = Number.POSITIVE_INFINITY;
    const reach = Math.ceil(NEAR * line.size);
    for (let y = Math.round(line.y) - reach; y <= Math.round(line.y) + reach; y++)
      for (const j of byBaseline.get(y) ?? []) {
        const other = lines[j]!;
        if (
          runs[j] !== runs[i] &&
          other.x >= line.x + BESIDE * line.size &&
          Math.abs(other.y - line.y) <= NEAR * line.size
        )
          nearest = Math.min(nearest, other.x);
      }
    if (nearest === Number.POSITIVE_INFINITY) return;
    const key = edgeKey(line.x, line.size);
    neighbours.set(key, [...(neighbours.get(key) ?? []), nearest]);
  });
  const bounds = new Map<string, number>();
  for (const [key, xs] of neighbours)
    if (xs.length >= BOUNDED_LINES)
      bounds.set(key, [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!);
  return bounds;
}
