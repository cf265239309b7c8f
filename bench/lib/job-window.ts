import { foldForCompare } from './fold-for-compare';
import type { OutputLine } from './output-lines';

/**
 * Whether pieces of one entry stay together in the rewritten CV (issue 13): a job's company, position and
 * every year of its period, or a degree and its years, each inside one line of a window of `size`
 * consecutive lines (the line and the next two by default), optionally only within a range of lines.
 */

/** The distinct four-digit years of a period ('sept. 2016 – août 2018' → ['2016', '2018']). */
export function yearsOf(period: string | null): string[] {
  return [...new Set(period?.match(/(?<!\d)(?:19|20)\d{2}(?!\d)/g) ?? [])];
}

/**
 * `needle` (folded) inside `line` (folded), as whole words: a number must not be part of a longer number, nor a
 * name part of a longer word (the company 'Uber' is not in 'Kubernetes').
 */
export function lineHas(line: string, needle: string): boolean {
  if (needle === '' || !line.includes(needle)) return false;
  const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const before = /^[\p{L}\p{N}]/u.test(needle) ? '(?<![\\p{L}\\p{N}])' : '';
  const after = /[\p{L}\p{N}]$/u.test(needle) ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`${before}${escaped}${after}`, 'u').test(line);
}

/**
 * Index of the first line of a window holding every needle (a line holding one of them), or -1. Needles are raw strings (folded here);
 * `from`/`to` bound the lines considered (to exclusive), so a window never crosses the range's end. Bullet
 * lines are not looked at: an entry's company, title and dates are its own lines' (a job title quoted inside
 * the next job's bullet is not that job's title).
 */
export function findWindow(
  lines: OutputLine[],
  needles: string[],
  { from = 0, to = lines.length, size = 3 }: { from?: number; to?: number; size?: number } = {},
): number {
  const folded = needles.map(foldForCompare).filter(Boolean);
  const holds = (l: OutputLine) => !l.bullet && folded.some((n) => lineHas(l.folded, n));
  for (let i = from; i < to; i++) {
    // a window opens on a line holding one of the pieces
    if (!holds(lines[i]!)) continue;
    const window = lines.slice(i, Math.min(i + size, to)).filter((l) => !l.bullet);
    if (folded.every((n) => window.some((l) => lineHas(l.folded, n)))) return i;
  }
  return -1;
}

/** Line indexes holding `needle` anywhere in the output, for the failure report. */
export function whereIs(lines: OutputLine[], needle: string): number[] {
  const n = foldForCompare(needle);
  return lines.flatMap((l, i) => (lineHas(l.folded, n) ? [i] : []));
}
