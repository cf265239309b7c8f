import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseCv } from '@cv/cv-engine';
import { JOB_TRADES } from './fixtures-truth';
import { type BenchOutcome, type SummaryRow, skipped } from './lib/bench-result';
import { checkParsedFields, isRight, type ParsedFieldsCheck } from './lib/check-parsed-fields';
import { expectedCvs } from './lib/expected-cvs';
import { type ExtractedFile, extractFixtures, usesBundledWorker } from './lib/extract-fixtures';
import { markdownTable, ms } from './lib/markdown-table';
import { fixturesDir, haveFixtures } from './lib/paths';
import { rankOffers } from './lib/rank-offers';

/**
 * The CV engine against the shared fixtures (issue 3): extraction time per file, parser accuracy (name,
 * e-mail, phone, number of experiences and their employers) against fixtures-truth.ts and
 * fidelity-truth.json (lib/expected-cvs.ts), and the ranking quality of the score.
 */

const NAME = 'cv-engine-eval';

/** Every CV and job offer in the fixtures folder, as paths under it. */
function listFixtures() {
  const list = (dir: string, pattern: RegExp) =>
    readdirSync(join(fixturesDir, dir))
      .filter((name) => pattern.test(name))
      .sort()
      .map((name) => `${dir}/${name}`);
  return {
    cvs: [...list('cv', /\.(pdf|txt)$/), ...list('authored', /^cv-.*\.(pdf|docx)$/)],
    jobs: [...list('jobs', /\.(pdf|txt|md)$/), ...list('authored', /^(offre|job|vacature)-.*\.txt$/)],
  };
}

const mark = (c: string) =>
  c === 'found'
    ? '✓'
    : c === 'none (right)'
      ? '— ✓'
      : c === 'invented'
        ? '✗ invented'
        : c === 'not recorded'
          ? '?'
          : '✗';

const experiencesCell = (c: ParsedFieldsCheck) =>
  c.experiencesExpected === null
    ? `${c.experiencesFound} / ?`
    : `${c.experiencesFound} / ${c.experiencesExpected}${c.experiencesFound === c.experiencesExpected ? '' : ' ✗'}`;

function fileTable(files: ExtractedFile[], checks: Map<string, ParsedFieldsCheck>): string {
  const rows = files.map((f) => {
    const c = checks.get(f.file);
    return [
      f.file,
      f.kind,
      f.pages === null ? '-' : String(f.pages),
      String(f.characters),
      ms(f.ms),
      c ? mark(c.name) : '?',
      c ? mark(c.email) : '?',
      c ? mark(c.phone) : '?',
      c ? experiencesCell(c) : '?',
      c ? c.companiesMissed.join(', ') || (c.experiencesExpected === null ? '?' : '—') : '?',
    ];
  });
  const header = [
    'file',
    'kind',
    'pages',
    'characters',
    'extract ms',
    'name',
    'email',
    'phone',
    'experiences found / expected',
    'employers not found',
  ];
  return markdownTable(header, rows, [2, 3, 4]);
}

export async function runCvEngineEval(): Promise<BenchOutcome> {
  if (!haveFixtures()) {
    return skipped(NAME, 'fixtures', `${fixturesDir} not found: skipped`);
  }
  const { cvs, jobs } = listFixtures();
  const unknownJobs = jobs.filter((j) => !(j in JOB_TRADES));
  const expected = expectedCvs();
  const missingCvs = cvs.filter((f) => !expected.rows.some((t) => t.file === f));
  const extracted = await extractFixtures([...cvs, ...jobs]);
  const cvFiles = extracted.filter((f) => cvs.includes(f.file));
  const checks = new Map<string, ParsedFieldsCheck>();
  for (const f of cvFiles) {
    const truth = expected.rows.find((t) => t.file === f.file);
    if (truth) checks.set(f.file, checkParsedFields(parseCv(f.text), truth));
  }
  const ranking = rankOffers(
    new Map(cvFiles.map((f) => [f.file, f.text])),
    new Map(extracted.filter((f) => jobs.includes(f.file)).map((f) => [f.file, f.text])),
  );

  const checked = [...checks.values()];
  const right = (field: 'name' | 'email' | 'phone') => checked.filter((c) => isRight(c[field])).length;
  const recorded = checked.filter((c) => c.experiencesExpected !== null);
  const exact = recorded.filter((c) => c.experiencesFound === c.experiencesExpected).length;
  const employers = recorded.reduce((n, c) => n + (c.experiencesExpected ?? 0), 0);
  const employersFound = employers - recorded.reduce((n, c) => n + c.companiesMissed.length, 0);
  const pdfs = extracted.filter((f) => f.kind === 'pdf');
  const slowest = [...extracted].sort((a, b) => b.ms - a.ms)[0];
  const n = checked.length;
  const summary: SummaryRow[] = [
    { benchmark: NAME, measure: `parser: name right (${n} CVs)`, value: `${right('name')} / ${n}` },
    { benchmark: NAME, measure: 'parser: e-mail right', value: `${right('email')} / ${n}` },
    { benchmark: NAME, measure: 'parser: phone right', value: `${right('phone')} / ${n}` },
    {
      benchmark: NAME,
      measure: 'parser: number of experiences exact',
      value: `${exact} / ${recorded.length}`,
    },
    {
      benchmark: NAME,
      measure: 'parser: employers named in a company field',
      value: `${employersFound} / ${employers}`,
    },
    {
      benchmark: NAME,
      measure: `extraction per PDF, warm (${pdfs.length} PDFs): median / max`,
      value: `${ms(medianOf(pdfs.map((f) => f.ms)))} / ${ms(Math.max(...pdfs.map((f) => f.ms)))} ms${slowest ? ` (${slowest.file.split('/').pop()})` : ''}`,
    },
    {
      benchmark: NAME,
      measure: 'extraction: first file of the run (thread start)',
      value: `${ms(extracted[0]?.firstMs ?? 0)} ms`,
    },
    {
      benchmark: NAME,
      measure: `ranking: matching offer above unrelated (${ranking.pairs} pairs)`,
      value: `${ranking.percent} % (${ranking.wrong.length} wrong)`,
      target: '≥ 95 %',
    },
    {
      benchmark: NAME,
      measure: `ranking, strict: above every other offer (${ranking.strict.pairs} pairs)`,
      value: `${ranking.strict.percent} % (${ranking.strict.wrong.length} wrong)`,
    },
  ];
  const notes = [
    `extraction worker: ${usesBundledWorker() ? 'apps/server/dist/extraction-worker.js (the bundle)' : 'from source through tsx (no build, or the extraction code is newer than the build)'}; ms = median of 3 reads on a warm pool`,
    ...unknownJobs.map(
      (j) => `job offer without a trade in fixtures-truth.ts, counted as unrelated to every CV: ${j}`,
    ),
    ...expected.notes,
    ...missingCvs.map(
      (f) => `CV in neither fixtures-truth.ts nor fidelity-truth.json, parser not checked: ${f}`,
    ),
  ];
  console.log(`\n${fileTable(cvFiles, checks)}\n`);
  console.log(
    `job offers: ${extracted
      .filter((f) => jobs.includes(f.file))
      .map((f) => `${f.file} ${ms(f.ms)} ms`)
      .join(', ')}\n`,
  );
  console.log(
    `ranking: ${ranking.right}/${ranking.pairs} = ${ranking.percent} %; strict ${ranking.strict.right}/${ranking.strict.pairs} = ${ranking.strict.percent} %`,
  );
  for (const p of ranking.wrong)
    console.log(`  wrong: ${p.cv} — ${p.matching} ${p.matchingScore} ≤ ${p.other} ${p.otherScore}`);
  return {
    name: NAME,
    status: 'ok',
    summary,
    notes,
    details: {
      files: extracted.map(({ text: _text, ...f }) => ({ ...f, parser: checks.get(f.file) ?? null })),
      ranking,
    },
  };
}

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}
