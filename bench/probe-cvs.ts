import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseCvDetailed } from '../packages/cv-engine/src/parse/parse-cv';
import type { BenchOutcome } from './lib/bench-result';

/**
 * The probe CVs (probe-cvs/README.md): 30 plain-text CVs a helper wrote with their truth. parseCv against it —
 * jobs right (company, position and period as written), the same with bracketed notes set aside, job count exact,
 * sections found. Alone: `npx tsx bench/probe-cvs.ts [--show]` (`--show` prints every failure).
 */
const NAME = 'probe-cvs';
const DIR = join(import.meta.dirname, 'probe-cvs');

type Truth = {
  jobs: { company: string; position: string; period: string }[];
  sections: string[];
};

const norm = (text: string | null | undefined) =>
  (text ?? '').normalize('NFC').replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim().toLocaleLowerCase();
const withoutBrackets = (text: string | null | undefined) =>
  norm(text)
    .replace(/\s*\([^)]*\)/g, '')
    .trim();

export function measureProbe() {
  let jobs = 0;
  let right = 0;
  let loose = 0;
  let files = 0;
  let counted = 0;
  let sections = 0;
  let found = 0;
  const failures: string[] = [];
  for (const file of readdirSync(DIR)
    .filter((f) => /^cv-\d+\.txt$/.test(f))
    .sort()) {
    const parsed = parseCvDetailed(readFileSync(join(DIR, file), 'utf8'));
    const truth = JSON.parse(readFileSync(join(DIR, file.replace('.txt', '.json')), 'utf8')) as Truth;
    const read = parsed.cv.experience;
    files++;
    if (read.length === truth.jobs.length) counted++;
    else failures.push(`${file}: ${read.length} jobs read, ${truth.jobs.length} written`);
    truth.jobs.forEach((job, i) => {
      jobs++;
      const got = read[i];
      const same = (f: (t: string | null | undefined) => string) =>
        got !== undefined &&
        f(got.company) === f(job.company) &&
        f(got.position) === f(job.position) &&
        norm(got.period) === norm(job.period);
      if (same(withoutBrackets)) loose++;
      if (same(norm)) right++;
      else
        failures.push(
          `${file} job ${i + 1}: written «${job.company}» · «${job.position}» · «${job.period}»\n    read «${got?.company ?? ''}» · «${got?.position ?? ''}» · «${got?.period ?? ''}»`,
        );
    });
    const keys = new Set<string>(parsed.sectionOrder.map((key) => (key === 'softSkills' ? 'skills' : key)));
    for (const section of truth.sections) {
      sections++;
      if (keys.has(section)) found++;
      else failures.push(`${file}: section not found: ${section}`);
    }
  }
  return { jobs, right, loose, files, counted, sections, found, failures };
}

const percent = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)} % (${n} / ${of})`;

export async function runProbeCvs(): Promise<BenchOutcome> {
  const m = measureProbe();
  const row = (measure: string, value: string, target?: string) => ({
    benchmark: NAME,
    measure,
    value,
    ...(target ? { target } : {}),
  });
  return {
    name: NAME,
    status: 'ok',
    summary: [
      row('jobs right (company, position, period as written)', percent(m.right, m.jobs), '≥ 90 %'),
      row('jobs right, bracketed notes set aside', percent(m.loose, m.jobs)),
      row('job count exact (files)', percent(m.counted, m.files), '≥ 90 %'),
      row('sections found', percent(m.found, m.sections)),
    ],
    notes: [],
    details: m,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const m = measureProbe();
  console.log(`jobs right ${percent(m.right, m.jobs)}; bracketed notes aside ${percent(m.loose, m.jobs)}`);
  console.log(
    `job count exact ${percent(m.counted, m.files)}; sections found ${percent(m.found, m.sections)}`,
  );
  if (process.argv.includes('--show')) console.log(m.failures.join('\n'));
}
