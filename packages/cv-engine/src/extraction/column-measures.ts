import type { PhysicalLine } from './build-physical-lines';
import { columnBounds, edgeKey } from './column-bounds';
import { FLUSH, looser } from './wrap-evidence';

/** A line's column: its right edge, how many lines start at its left edge, whether its text is justified. */
export type Column = { edge: number; lines: number; justified: boolean };

// A justified column has several lines that end on its right edge to within a fraction of a character; in a
// ragged one only the longest line does. Past this many such lines, a line ending on the edge is mid-paragraph.
const JUSTIFIED_LINES = 3;

/**
 * The right edge of each line's column: the farthest end among lines of about its font size (±1 pt) starting
 * near it (±1 font size) — the name, printed larger, may pass the column's edge — and within the column beside
 * it, if any (column-bounds.ts). Lines are bucketed by their
 * rounded left edge and size, so a page of thousands of lines stays linear.
 */
export function columnEdges(lines: readonly PhysicalLine[]): Column[] {
  const farthest = new Map<string, number>();
  const count = new Map<string, number>();
  const bounds = columnBounds(lines);
  const keysOf = (line: PhysicalLine) =>
    [...new Set([Math.round(line.x), Math.round(line.textX)])].map((x) => edgeKey(x, line.size));
  for (const line of lines)
    for (const key of keysOf(line)) {
      // a line past the column beside this one (the page's head, across both) does not widen the column
      if (line.xEnd <= (bounds.get(key) ?? Number.POSITIVE_INFINITY))
        farthest.set(key, Math.max(farthest.get(key) ?? 0, line.xEnd));
      count.set(key, (count.get(key) ?? 0) + 1);
    }
  // then how many lines of each left edge end on that edge's right end
  const flush = new Map<string, number>();
  for (const line of lines)
    for (const key of keysOf(line))
      if (farthest.get(key)! - line.xEnd <= FLUSH * line.charWidth) flush.set(key, (flush.get(key) ?? 0) + 1);
  return lines.map((line) => {
    let edge = line.xEnd;
    let lineCount = 0;
    let flushCount = 0;
    const reach = Math.ceil(line.size);
    const size = Math.round(line.size);
    for (let key = Math.round(line.x) - reach; key <= Math.round(line.x) + reach; key++)
      for (let s = size - 1; s <= size + 1; s++) {
        edge = Math.max(edge, farthest.get(`${key}:${s}`) ?? 0);
        lineCount += count.get(`${key}:${s}`) ?? 0;
        flushCount = Math.max(flushCount, flush.get(`${key}:${s}`) ?? 0);
      }
    for (let key = Math.round(line.textX) - reach; key <= Math.round(line.textX) + reach; key++)
      for (let s = size - 1; s <= size + 1; s++) edge = Math.max(edge, farthest.get(`${key}:${s}`) ?? 0);
    return { edge, lines: lineCount, justified: flushCount >= JUSTIFIED_LINES };
  });
}

/**
 * The smallest distance between the baselines of two consecutive lines of one size and one left edge (the
 * leading of a paragraph), and whether some such lines are farther apart (items or paragraphs spaced out).
 */
export function leadingsBySize(
  lines: readonly PhysicalLine[],
): Map<number, { leading: number; spaced: boolean }> {
  const gaps = new Map<number, number[]>();
  lines.forEach((line, i) => {
    const before = lines[i - 1];
    if (!before || Math.round(before.size) !== Math.round(line.size) || Math.abs(before.x - line.x) > 1)
      return;
    const gap = before.yLast - line.y;
    // farther than two lines apart: a section's gap, not a paragraph's or an item's
    if (gap > 0.8 * line.size && gap < 2.2 * line.size)
      gaps.set(Math.round(line.size), [...(gaps.get(Math.round(line.size)) ?? []), gap]);
  });
  const leadings = new Map<number, { leading: number; spaced: boolean }>();
  for (const [size, all] of gaps) {
    const leading = Math.min(...all);
    leadings.set(size, { leading, spaced: all.some((gap) => gap > looser(leading, size)) });
  }
  return leadings;
}
