import { foldForCompare } from './fold-for-compare';

/**
 * The parser against the recorded jobs (issue 13): a job is right when one parsed experience has its
 * company, position and period, each equal to the recorded one once both are folded (foldForCompare: case,
 * quotes, dashes, spaces) — no other leeway: a company with its town attached, a title missing a word or a
 * period cut to its start is wrong. A missing period is right only when the page has none.
 */

export interface JobFields {
  company: string;
  position: string;
  period: string | null;
}

export interface JobComparison {
  truth: JobFields;
  right: boolean;
  company: boolean;
  position: boolean;
  period: boolean;
  /** The parsed experience it was paired with (most fields equal, then nearest in order), if any. */
  parsed: JobFields | null;
}

const same = (a: string | null, b: string | null) => foldForCompare(a ?? '') === foldForCompare(b ?? '');

export function compareParsedJobs(truth: JobFields[], parsed: JobFields[]): JobComparison[] {
  const free = new Set(parsed.map((_, i) => i));
  return truth.map((t, ti) => {
    let best = -1;
    let bestScore = -1;
    for (const pi of free) {
      const p = parsed[pi]!;
      const score =
        (same(t.company, p.company) ? 1 : 0) +
        (same(t.position, p.position) ? 1 : 0) +
        (same(t.period, p.period) ? 1 : 0);
      const nearer = best < 0 || Math.abs(pi - ti) < Math.abs(best - ti);
      if (score > bestScore || (score === bestScore && nearer)) [best, bestScore] = [pi, score];
    }
    const p = best >= 0 && bestScore > 0 ? parsed[best]! : null;
    if (p) free.delete(best);
    const company = !!p && same(t.company, p.company);
    const position = !!p && same(t.position, p.position);
    const period = !!p && same(t.period, p.period);
    return { truth: t, right: company && position && period, company, position, period, parsed: p };
  });
}
