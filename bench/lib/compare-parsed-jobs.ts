import { foldForCompare } from './fold-for-compare';

/**
 * The parser against the recorded jobs (issue 13): a job is right when one parsed experience has its
 * company, position and period, each equal to the recorded one once both are folded (foldForCompare: case,
 * quotes, dashes, spaces) — no other leeway: a company with its town attached, a title missing a word or a
 * period cut to its start is wrong. A missing period is right only when the page has none. Each recorded job
 * is paired with the parsed one most like it (lib: likeness), so the report can say what went wrong.
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

/** How alike two jobs are, for pairing: a field equal counts 1, a field found elsewhere in the job ½. */
function likeness(t: JobFields, p: JobFields): number {
  const all = foldForCompare(`${p.company} ${p.position} ${p.period ?? ''}`);
  const inside = (text: string | null) => !!text && all.includes(foldForCompare(text));
  const field = (a: string | null, b: string | null) => (same(a, b) ? 1 : inside(a) ? 0.5 : 0);
  return field(t.company, p.company) + field(t.position, p.position) + field(t.period, p.period);
}

export function compareParsedJobs(truth: JobFields[], parsed: JobFields[]): JobComparison[] {
  const free = new Set(parsed.map((_, i) => i));
  return truth.map((t, ti) => {
    let best = -1;
    let bestScore = -1;
    for (const pi of free) {
      const p = parsed[pi]!;
      const score = likeness(t, p);
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

/** What went wrong with a parsed job, as a pattern the report counts. */
export function parsePattern(c: JobComparison): string {
  if (c.right) return 'right';
  const p = c.parsed;
  if (!p) return 'job not found';
  const t = c.truth;
  const has = (field: string, text: string) => foldForCompare(field).includes(foldForCompare(text));
  const problems: string[] = [];
  if (!c.company) {
    if (has(p.position, t.company) && has(p.position, t.position))
      problems.push('company left inside the position');
    else if (has(p.position, t.company)) problems.push('company taken as the position');
    else if (has(p.company, t.company)) problems.push('company with extra text');
    else if (has(p.company, t.position)) problems.push('position taken as the company');
    else problems.push('company wrong');
  }
  if (!c.position && !problems.some((x) => x.includes('position'))) {
    if (has(p.position, t.position)) problems.push('position with extra text');
    else problems.push('position wrong');
  }
  if (!c.period) {
    const cut = !!p.period && foldForCompare(t.period ?? '').startsWith(foldForCompare(p.period));
    problems.push(!p.period ? 'period missing' : cut ? 'period cut short' : 'period wrong');
  }
  return problems.join(' + ');
}
