import type { JobFields } from '../../lib/compare-parsed-jobs';
import type { LayoutResult } from './run-layouts';

/**
 * What went wrong on a tuning file, expected beside read, so that an engineer can find the cause (never printed
 * for a held-out seed). Also the tally of failure patterns per family, to see which cause is the most common.
 */

const job = (j: JobFields | null) =>
  j ? `company «${j.company}» · position «${j.position}» · period «${j.period ?? '—'}»` : 'nothing';

export function describeFailures(result: LayoutResult): string[] {
  const { cv, reading } = result;
  const head = `── ${result.family} seed ${result.seed} (${cv.lang}-${cv.region}, ${cv.trade}) ${result.file}`;
  if (!reading) return [head, `  ${result.error}`];
  const lines: string[] = [];
  reading.jobs.forEach((c, i) => {
    if (c.right) return;
    lines.push(
      `  job ${i + 1} [${c.pattern}]`,
      `    expected ${job(c.truth)}`,
      `    read     ${job(c.parsed)}`,
    );
  });
  const { expected, read } = reading.jobCount;
  if (expected !== read) {
    const paired = new Set(reading.jobs.map((c) => c.parsed));
    const unpaired = reading.parsedJobs.filter((p) => !paired.has(p));
    lines.push(
      `  job count: expected ${expected}, read ${read}`,
      ...unpaired.map((p) => `    read besides: ${job(p)}`),
    );
  }
  for (const s of reading.sections.filter((s) => !s.found))
    lines.push(`  section not found: ${s.kind} (${s.items[0]}/${s.items[1]} items in its field)`);
  const unread = new Set(reading.jobs.flatMap((c, i) => (c.parsed ? [] : [i + 1])));
  for (const b of reading.bullets.filter((b) => !b.whole && !unread.has(b.job)))
    lines.push(
      `  bullet of job ${b.job} not whole: «${b.text}»`,
      `    read «${b.read ?? 'not in that job'}»`,
    );
  if (reading.lost.length)
    lines.push(`  lost: ${reading.lost.map((l) => `«${l.word}» (${l.field})`).join(', ')}`);
  return lines.length ? [head, ...lines] : [];
}

/** Failure patterns of the tuning files, counted per family: 'job: company taken as the position' → 7. */
export function tallyFailures(results: LayoutResult[]): Map<string, Map<string, number>> {
  const tally = new Map<string, Map<string, number>>();
  const add = (family: string, pattern: string) => {
    const row = tally.get(family) ?? new Map<string, number>();
    row.set(pattern, (row.get(pattern) ?? 0) + 1);
    tally.set(family, row);
  };
  for (const r of results) {
    if (!r.reading) {
      add(r.family, `unreadable: ${r.error}`);
      continue;
    }
    for (const c of r.reading.jobs) if (!c.right) add(r.family, `job: ${c.pattern}`);
    const { expected, read } = r.reading.jobCount;
    if (read > expected) add(r.family, 'count: more jobs than written');
    if (read < expected) add(r.family, 'count: fewer jobs than written');
    for (const s of r.reading.sections) if (!s.found) add(r.family, `section not found: ${s.kind}`);
    const unread = new Set(r.reading.jobs.flatMap((c, i) => (c.parsed ? [] : [i + 1])));
    for (const b of r.reading.bullets)
      if (!b.whole)
        add(
          r.family,
          unread.has(b.job)
            ? 'bullet: its job not read'
            : b.read
              ? 'bullet: split or merged'
              : 'bullet: not in its job',
        );
    if (r.reading.lost.length) add(r.family, 'words lost');
  }
  return tally;
}
