import type { PhysicalLine } from './build-physical-lines';

/**
 * Where each printed line is stopped on its right by other words on its baseline: a title's box ends where
 * the dates beside it start (a flex row, a right tab stop), a table cell's where the next cell starts. Such a
 * line wraps before its column's right edge, so the words that could not fit are measured against this stop
 * (join-wrapped-physical-lines.ts). +Infinity where nothing stands beside the line. Lines are bucketed by their
 * rounded baseline, so a page of thousands of lines stays linear.
 */
const SAME_LINE = 0.5; // × font size: baselines this close are one printed line
// × font size: the least room a layout leaves between a box and the one beside it
export const GAP_BESIDE = 1;

export function wordsBeside(lines: readonly PhysicalLine[]): number[] {
  const byBaseline = new Map<number, PhysicalLine[]>();
  for (const line of lines) {
    const key = Math.round(line.y);
    byBaseline.set(key, [...(byBaseline.get(key) ?? []), line]);
  }
  return lines.map((line) => {
    let stop = Number.POSITIVE_INFINITY;
    const reach = Math.ceil(SAME_LINE * line.size);
    for (let key = Math.round(line.yLast) - reach; key <= Math.round(line.yLast) + reach; key++)
      for (const other of byBaseline.get(key) ?? [])
        if (other !== line && Math.abs(other.y - line.yLast) <= SAME_LINE * line.size && other.x > line.xEnd)
          stop = Math.min(stop, other.x);
    return stop;
  });
}
