import { placeBullets } from './bullet-placement';
import { compareParsedJobs, type JobComparison, type JobFields, parsePattern } from './compare-parsed-jobs';
import { diagnoseEntry } from './diagnose-entry';
import { bulletDetail, fields, where } from './failure-details';
import type { TruthFile } from './fidelity-truth';
import { unclearReason } from './fidelity-truth';
import { type BulletFailure, diagnoseBullet, findBulletLine } from './find-bullet-line';
import { foldForCompare } from './fold-for-compare';
import { findWindow, whereIs, yearsOf } from './job-window';
import { experienceRange, type OutputLine, readOutputLines } from './output-lines';

/**
 * One CV's fidelity (issue 13): the recorded bullets, jobs, degrees and certifications against the rewritten
 * text, and the recorded jobs against the parser's. Failures carry a pattern (why) and the output lines
 * around them, for the report.
 */

export interface Failure {
  /** 'bullet' | 'job' | 'placement' | 'degree' | 'certification' | 'parse'. */
  what: string;
  /** Path in the truth file ('experiences[1].bullets[2]'). */
  path: string;
  pattern: string;
  /** What was looked for, as recorded. */
  expected: string;
  /** Where pieces were (or were not) found, in words. */
  detail: string;
  /** Output line indexes to show around the failure. */
  around: number[];
  /** The truth file lists this path as unclear: the reason. */
  unclear: string | null;
}

export interface Tally {
  total: number;
  kept: number;
}

export interface FileFidelity {
  file: string;
  bullets: Tally;
  jobs: Tally;
  degrees: Tally;
  certifications: Tally;
  /** Bullets found whole that sit under their own job (of those whose job was found whole). */
  placement: Tally;
  parse: { jobsRight: Tally; company: number; position: number; period: number; found: number };
  parseComparisons: JobComparison[];
  failures: Failure[];
  lines: OutputLine[];
}

export function measureFidelity(truth: TruthFile, optimizedText: string, parsed: JobFields[]): FileFidelity {
  const lines = readOutputLines(optimizedText);
  const failures: Failure[] = [];
  const fail = (f: Omit<Failure, 'unclear'>) =>
    failures.push({ ...f, unclear: unclearReason(truth, f.path) });
  const range = experienceRange(lines, truth.experience_heading);
  const bullets: Tally = { total: 0, kept: 0 };
  const jobs: Tally = { total: 0, kept: 0 };

  truth.experiences.forEach((job, j) => {
    job.bullets.forEach((bullet, b) => {
      bullets.total++;
      if (findBulletLine(lines, bullet) >= 0) {
        bullets.kept++;
        return;
      }
      const d = diagnoseBullet(lines, bullet);
      fail({
        what: 'bullet',
        path: `experiences[${j}].bullets[${b}]`,
        pattern: `bullet ${d.kind as BulletFailure}`,
        expected: bullet,
        detail: bulletDetail(lines, d),
        around: d.closest < 0 ? [] : [d.closest - 1, d.closest, d.closest + 1],
      });
    });
    jobs.total++;
    const needles = [job.company, job.position, ...yearsOf(job.period)];
    if (range && findWindow(lines, needles, { from: range.start, to: range.end }) >= 0) {
      jobs.kept++;
      return;
    }
    const places = needles.map((n) => ({ n, at: whereIs(lines, n) }));
    const d = range
      ? diagnoseEntry(
          lines,
          { main: ['company', job.company], partner: ['position', job.position], years: yearsOf(job.period) },
          { from: range.start, to: range.end, name: 'experience section' },
        )
      : { pattern: 'no experience heading in the output', around: [] };
    fail({
      what: 'job',
      path: `experiences[${j}]`,
      pattern: `job: ${d.pattern}`,
      expected: `${job.company} | ${job.position} | ${job.period ?? '(no period)'}`,
      detail: `${places.map((p) => `${p.n === job.company ? 'company' : p.n === job.position ? 'position' : p.n} ${where(lines, p.at)}`).join('; ')}${range ? `; experience section l.${lines[range.heading]!.number}–${range.end}` : ''}`,
      around: d.around,
    });
  });

  const placement = placeBullets(lines, truth.experiences, range);
  for (const m of placement.misplaced)
    fail({
      what: 'placement',
      path: `experiences[${m.job}].bullets[${m.bullet}]`,
      pattern: m.owner < 0 ? 'placement: bullet above its job' : 'placement: bullet under another job',
      expected: truth.experiences[m.job]!.bullets[m.bullet]!,
      detail: `l.${lines[m.line]!.number}, under ${m.owner < 0 ? 'no job' : `experiences[${m.owner}] (${truth.experiences[m.owner]!.company})`}`,
      around: [m.line - 1, m.line],
    });

  const degrees: Tally = { total: 0, kept: 0 };
  truth.education.forEach((degree, d) => {
    degrees.total++;
    const needles = [degree.degree, ...yearsOf(degree.period)];
    if (findWindow(lines, needles) >= 0) {
      degrees.kept++;
      return;
    }
    const places = needles.map((n) => ({ n, at: whereIs(lines, n) }));
    const diagnosis = diagnoseEntry(
      lines,
      { main: ['degree', degree.degree], years: yearsOf(degree.period) },
      { from: 0, to: lines.length, name: 'output' },
    );
    fail({
      what: 'degree',
      path: `education[${d}]`,
      pattern: `degree: ${diagnosis.pattern}`,
      expected: `${degree.degree} | ${degree.period ?? '(no period)'}`,
      detail: places.map((p) => `${p.n === degree.degree ? 'degree' : p.n} ${where(lines, p.at)}`).join('; '),
      around: diagnosis.around,
    });
  });

  const certifications: Tally = { total: 0, kept: 0 };
  truth.certifications.forEach((cert, c) => {
    certifications.total++;
    const key = foldForCompare(cert);
    if (lines.some((l) => l.folded.includes(key))) {
      certifications.kept++;
      return;
    }
    const d = diagnoseBullet(lines, `x x ${cert}`);
    fail({
      what: 'certification',
      path: `certifications[${c}]`,
      pattern: `certification ${d.kind}`,
      expected: cert,
      detail: d.closest < 0 ? 'no line shares its words' : `closest l.${lines[d.closest]!.number}`,
      around: d.closest < 0 ? [] : [d.closest - 1, d.closest, d.closest + 1],
    });
  });

  const comparisons = compareParsedJobs(truth.experiences, parsed);
  comparisons.forEach((c, j) => {
    if (c.right) return;
    fail({
      what: 'parse',
      path: `experiences[${j}]`,
      pattern: `parse: ${parsePattern(c)}`,
      expected: fields(c.truth),
      detail: c.parsed
        ? `parsed: ${fields(c.parsed)}`
        : `no parsed job shares a field (${parsed.length} parsed)`,
      around: [],
    });
  });
  const count = (k: 'company' | 'position' | 'period') => comparisons.filter((c) => c[k]).length;
  return {
    file: truth.id,
    bullets,
    jobs,
    degrees,
    certifications,
    placement: { total: placement.total, kept: placement.kept },
    parse: {
      jobsRight: { total: comparisons.length, kept: comparisons.filter((c) => c.right).length },
      company: count('company'),
      position: count('position'),
      period: count('period'),
      found: parsed.length,
    },
    parseComparisons: comparisons,
    failures,
    lines,
  };
}
