import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeCoverLetter } from '@cv/cv-engine/letter';
import { readFixture } from '../packages/cv-engine/src/__fixtures__/read-fixture';
import { type BenchOutcome, type SummaryRow, skipped } from './lib/bench-result';
import { ensureBuilt } from './lib/ensure-built';
import { extractFixtures } from './lib/extract-fixtures';
import { type LoadResult, loadRun } from './lib/load-run';
import { markdownTable, ms, percentile } from './lib/markdown-table';
import { type DatabaseName, onFreshServer } from './lib/on-fresh-server';
import { fixturesDir, haveFixtures } from './lib/paths';
import { DEMO, type RunningServer, signIn } from './lib/server-process';

/**
 * Issue 26's target, the built-in cover letter ≤ 30 ms end to end: `POST /api/cover-letter` on the built
 * server in its own process (HTTP, session, the credit reserved and the record completed, the engine's letter
 * on its worker thread), signed in as the demo account, the 2-page CV and its offer; 200 letters at 1 and at 10
 * concurrent users, on PostgreSQL and on PGlite. Also the engine's letter alone, in process, on every fixture pair
 * of the engine's letter test that has a matching offer: what of the HTTP figure is the letter's own.
 */

const NAME = 'cover-letter-latency';
const LEVELS = [1, 10];
const REQUESTS_PER_LEVEL = 200;
const WARM_UP = 20;
const CREDITS = WARM_UP + LEVELS.length * REQUESTS_PER_LEVEL + 50;
const CV_FILE = 'authored/cv-fr-developpeuse-fullstack.pdf';
const JOB_FILE = 'authored/offre-fr-developpeur-fullstack.txt';
/** The engine's own fixture CVs with the offer each was written for (write-cover-letter.test.ts). */
const PAIRS = [
  ['cv-fr-developpeuse-fullstack', 'offre-fr-developpeur-fullstack'],
  ['cv-fr-comptable', 'offre-fr-chef-de-projet-marketing'],
  ['cv-nl-data-analist', 'vacature-nl-data-analist'],
  ['cv-en-marketing', 'job-en-marketing-manager'],
  ['cv-voorbeeld', 'nl-wbo-data-engineer'],
  ['sample_resume_en', 'sample_job'],
] as const;

interface DatabaseRun {
  database: DatabaseName;
  levels: LoadResult[];
  engine?: string;
}

/** The letter alone, in this process: median of 40 runs after 10 of warm-up, per pair. */
function engineAlone(): { pair: string; chars: number; medianMs: number }[] {
  return PAIRS.map(([cv, offer]) => {
    const input = { cvText: readFixture(cv), jobDescription: readFixture(offer), date: '2026-03-14' };
    const times: number[] = [];
    for (let i = 0; i < 50; i++) {
      const started = performance.now();
      writeCoverLetter(input);
      if (i >= 10) times.push(performance.now() - started);
    }
    return { pair: `${cv} × ${offer}`, chars: input.cvText.length, medianMs: percentile(times, 50) };
  });
}

async function measure(server: RunningServer, database: DatabaseName, body: string): Promise<DatabaseRun> {
  const cookie = await signIn(server.url, DEMO.email, DEMO.password);
  const headers = { cookie, origin: server.url, 'content-type': 'application/json' };
  const letter = { url: `${server.url}/api/cover-letter`, method: 'POST' as const, headers, body };
  const first = await fetch(letter.url, { method: 'POST', headers, body });
  const answer = (await first.json()) as { engine?: string; detail?: string };
  if (!first.ok) throw new Error(`cover-letter answered ${first.status}: ${answer.detail}`);
  await loadRun(letter, 1, WARM_UP);
  const levels: LoadResult[] = [];
  for (const connections of LEVELS) {
    levels.push(await loadRun(letter, connections, REQUESTS_PER_LEVEL));
    console.log(`  ${database}, ${connections} concurrent: p50 ${ms(levels.at(-1)!.p50)} ms`);
  }
  return { database, levels, engine: answer.engine };
}

export async function runCoverLetterLatency(): Promise<BenchOutcome> {
  if (!haveFixtures()) {
    return skipped(NAME, 'fixtures', `${fixturesDir} not found (the 2-page CV comes from there): skipped`);
  }
  const notes: string[] = [];
  ensureBuilt(notes);
  const engine = engineAlone();
  const [cv] = await extractFixtures([CV_FILE], 0);
  const job = readFileSync(join(fixturesDir, JOB_FILE), 'utf8');
  const body = JSON.stringify({ cv_content: cv!.text, job_description: job, original_file_name: 'cv.pdf' });
  const runs: DatabaseRun[] = [];
  for (const database of ['PostgreSQL', 'PGlite'] as const) {
    try {
      runs.push(await onFreshServer(database, CREDITS, (server) => measure(server, database, body)));
    } catch (error) {
      notes.push(`${database}: not measured — ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const rows = runs.flatMap((run) =>
    run.levels.map((l) => [
      run.database,
      String(l.connections),
      `${l.ok} / ${l.requests}`,
      ms(l.p50),
      ms(l.p95),
      l.perSecond.toFixed(0),
    ]),
  );
  console.log(
    `\n${markdownTable(['database', 'concurrent users', '200 / requests', 'p50 ms', 'p95 ms', 'letters/s'], rows, [1, 2, 3, 4, 5])}\n`,
  );
  const summary: SummaryRow[] = [
    {
      benchmark: NAME,
      measure: 'the letter alone, in process: median per fixture pair (ms)',
      value: engine.map((e) => `${e.pair.split(' × ')[0]} ${ms(e.medianMs)}`).join(', '),
    },
  ];
  for (const run of runs)
    for (const l of run.levels)
      summary.push({
        benchmark: NAME,
        measure: `${run.database}, ${l.connections} concurrent (${l.requests} letters, engine ${run.engine}): p50 / p95, letters/s`,
        value: `${ms(l.p50)} / ${ms(l.p95)} ms, ${l.perSecond.toFixed(0)}/s${l.ok === l.requests ? '' : ` (${l.ok} ok)`}`,
        target: l.connections === 1 ? 'p50 ≤ 30 ms' : undefined,
      });
  notes.push(
    `the 2-page CV (${cv!.characters} chars) and its offer; each level ${REQUESTS_PER_LEVEL} letters after ${WARM_UP} warm-up, each a real charged letter; the load generator shares the machine with the server`,
  );
  return {
    name: NAME,
    status: runs.length > 0 ? 'ok' : 'failed',
    summary,
    notes,
    details: { cv: CV_FILE, job: JOB_FILE, engineAlone: engine, runs },
  };
}
