/**
 * A Markdown table padded to its widest cells, so that it reads in a terminal and pastes into
 * docs/performance.md as is. The first column is left-aligned; `numeric` columns are right-aligned.
 */
export function markdownTable(header: string[], rows: string[][], numeric: number[] = []): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const right = new Set(numeric);
  const line = (cells: string[]) =>
    `| ${widths
      .map((w, i) => (right.has(i) ? (cells[i] ?? '').padStart(w) : (cells[i] ?? '').padEnd(w)))
      .join(' | ')} |`;
  const rule = `|${widths.map((w, i) => `${'-'.repeat(w + 1)}${right.has(i) ? ':' : '-'}`).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** Milliseconds with one decimal under 100, whole above: "4.2", "230". */
export const ms = (value: number): string => (value < 100 ? value.toFixed(1) : value.toFixed(0));

/** Sorted-sample percentile (nearest rank): p(…, 50) is the median. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
