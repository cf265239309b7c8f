/**
 * What every benchmark hands back to the runner: a few summary rows for the one table printed at the end,
 * and its full details for bench/results/latest.json. Benchmarks report figures; they never assert timings.
 */

export interface SummaryRow {
  benchmark: string;
  measure: string;
  value: string;
  /** The figure the issue asks for, when there is one ("≤ 30 ms"); shown beside the value, not checked. */
  target?: string;
}

export interface BenchOutcome {
  name: string;
  /** skipped: the inputs were missing (the note says which); failed: it threw (the note says why). */
  status: 'ok' | 'skipped' | 'failed';
  summary: SummaryRow[];
  notes: string[];
  details: unknown;
}

export type Benchmark = { name: string; run: () => Promise<BenchOutcome> };

/** A benchmark that could not run: its missing input, as one summary row and one note. */
export function skipped(name: string, measure: string, note: string): BenchOutcome {
  return {
    name,
    status: 'skipped',
    summary: [{ benchmark: name, measure, value: note }],
    notes: [note],
    details: null,
  };
}
