import type { TruthJob } from './fidelity-truth';
import { findBulletLine } from './find-bullet-line';
import { foldForCompare } from './fold-for-compare';
import { findWindow, lineHas, yearsOf } from './job-window';
import type { OutputLine } from './output-lines';

/**
 * Whether each bullet found whole sits under its own job (not an issue 13 target: a check that the rewrite
 * moves nothing across entries). A job starts at its company's line in its window (findWindow); a bullet's
 * owner is the job starting last at or before its line. Only bullets found whole, of jobs found whole,
 * count.
 */

export interface Misplaced {
  job: number;
  bullet: number;
  line: number;
  /** Index of the job it sits under, or -1 when above every job. */
  owner: number;
}

export function placeBullets(
  lines: OutputLine[],
  jobs: TruthJob[],
  range: { start: number; end: number } | null,
): { total: number; kept: number; misplaced: Misplaced[] } {
  const starts = jobs.map((job) => {
    if (!range) return -1;
    const needles = [job.company, job.position, ...yearsOf(job.period)];
    const window = findWindow(lines, needles, { from: range.start, to: range.end });
    if (window < 0) return -1;
    // the job starts at its company's line: the window may open on the job before (same title)
    const company = foldForCompare(job.company);
    const at = lines.findIndex((l, i) => i >= window && !l.bullet && lineHas(l.folded, company));
    return at < 0 ? window : at;
  });
  const misplaced: Misplaced[] = [];
  let total = 0;
  jobs.forEach((job, j) => {
    if (starts[j]! < 0) return;
    job.bullets.forEach((bullet, b) => {
      const line = findBulletLine(lines, bullet);
      if (line < 0) return;
      total++;
      let owner = -1;
      starts.forEach((s, k) => {
        if (s >= 0 && s <= line && (owner < 0 || s > starts[owner]!)) owner = k;
      });
      if (owner !== j) misplaced.push({ job: j, bullet: b, line, owner });
    });
  });
  return { total, kept: total - misplaced.length, misplaced };
}
