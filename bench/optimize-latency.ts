import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { optimizeCv } from '@cv/cv-engine';
import { type BenchOutcome, type SummaryRow, skipped } from './lib/bench-result';
import { extractFixtures } from './lib/extract-fixtures';
import { type LoadResult, loadRun } from './lib/load-run';
import { markdownTable, ms, percentile } from './lib/markdown-table';
import { type DatabaseName, onFreshServer } from './lib/on-fresh-server';
import { fixturesDir, haveFixtures, projectRoot, serverDist } from './lib/paths';
import { DEMO, type RunningServer, signIn } from './lib/server-process';

/**
 * optimize-cv end to end over HTTP with the built-in engine (issue 3, issue 8): the built server in its own
 * process, signed in as the demo account, a 2-page CV and its offer, a fixed number of requests at 1, 10
 * and 50 concurrent users, on PostgreSQL and on PGlite. Each request is a real charged generation (HTTP,
 * session, credit reservation, parse, score, rewrite, record). GET /api/health in the same run is the
 * reference that makes the figures comparable across machines.
 */

const NAME = 'optimize-latency';
const LEVELS = [1, 10, 50];
const REQUESTS_PER_LEVEL = 200;
const WARM_UP = 20;
const REFERENCE_REQUESTS = 2000;
const CREDITS = 1 + WARM_UP + LEVELS.length * REQUESTS_PER_LEVEL + 100;
const CV_FILE = 'authored/cv-fr-developpeuse-fullstack.pdf';
const JOB_FILE = 'authored/offre-fr-developpeur-fullstack.txt';

interface DatabaseRun {
  database: DatabaseName;
  levels: LoadResult[];
  reference: LoadResult;
  firstResponse: { status: number; engine?: string; atsScore?: number; bytes: number };
  memoryAfterMiB: { rssMiB: number; peakMiB: number } | null;
}

async function measure(server: RunningServer, database: DatabaseName, body: string): Promise<DatabaseRun> {
  const cookie = await signIn(server.url, DEMO.email, DEMO.password);
  const headers = { cookie, origin: server.url, 'content-type': 'application/json' };
  const optimize = { url: `${server.url}/api/optimize-cv`, method: 'POST' as const, headers, body };
  const first = await fetch(optimize.url, { method: 'POST', headers, body });
  const text = await first.text();
  const json = first.ok ? (JSON.parse(text) as { engine: string; ats_score: number }) : null;
  if (!first.ok) throw new Error(`optimize-cv answered ${first.status}: ${text.slice(0, 200)}`);
  await loadRun(optimize, 1, WARM_UP);
  const reference = await loadRun({ url: `${server.url}/api/health` }, 10, REFERENCE_REQUESTS);
  const levels: LoadResult[] = [];
  for (const connections of LEVELS) {
    levels.push(await loadRun(optimize, connections, REQUESTS_PER_LEVEL));
    console.log(`  ${database}, ${connections} concurrent: p50 ${ms(levels.at(-1)!.p50)} ms`);
  }
  return {
    database,
    levels,
    reference,
    firstResponse: {
      status: first.status,
      engine: json?.engine,
      atsScore: json?.ats_score,
      bytes: text.length,
    },
    memoryAfterMiB: server.memory(),
  };
}

/**
 * The engine alone, in this process, on the same input: how much of the HTTP figure is the engine's, and
 * which stage takes it (time from one stage's start to the next, median of 50 runs after 10 warm-up).
 */
function engineAlone(cvText: string, jobDescription: string) {
  const totals: number[] = [];
  const stages: Record<string, number[]> = {};
  for (let i = 0; i < 60; i++) {
    const marks: [string, number][] = [];
    const started = performance.now();
    optimizeCv({ cvText, jobDescription }, (stage) => marks.push([stage, performance.now()]));
    const ended = performance.now();
    if (i < 10) continue;
    totals.push(ended - started);
    marks.forEach(([stage, at], k) => {
      stages[stage] = [...(stages[stage] ?? []), (marks[k + 1]?.[1] ?? ended) - at];
    });
  }
  return {
    medianMs: percentile(totals, 50),
    stagesMs: Object.fromEntries(Object.entries(stages).map(([stage, t]) => [stage, percentile(t, 50)])),
  };
}

function ensureBuilt(notes: string[]) {
  if (existsSync(join(serverDist, 'main.js'))) return;
  notes.push('apps/server/dist/main.js was missing: built it with npm run build -w @cv/server');
  const build = spawnSync('npm', ['run', 'build', '-w', '@cv/server'], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('npm run build -w @cv/server failed');
}

function levelTable(runs: DatabaseRun[]): string {
  const rows = runs.flatMap((run) =>
    run.levels.map((l) => [
      run.database,
      String(l.connections),
      `${l.ok} / ${l.requests}`,
      ms(l.p50),
      ms(l.p95),
      ms(l.p99),
      l.perSecond.toFixed(0),
    ]),
  );
  const header = [
    'database',
    'concurrent users',
    '200 / requests',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'generations/s',
  ];
  return markdownTable(header, rows, [1, 2, 3, 4, 5, 6]);
}

export async function runOptimizeLatency(): Promise<BenchOutcome> {
  const notes: string[] = [];
  if (!haveFixtures()) {
    return skipped(NAME, 'fixtures', `${fixturesDir} not found (the 2-page CV comes from there): skipped`);
  }
  ensureBuilt(notes);
  const [cv] = await extractFixtures([CV_FILE], 0);
  const job = readFileSync(join(fixturesDir, JOB_FILE), 'utf8');
  const body = JSON.stringify({ cv_content: cv!.text, job_description: job, original_file_name: 'cv.pdf' });
  const engine = engineAlone(cv!.text, job);
  const runs: DatabaseRun[] = [];
  for (const database of ['PostgreSQL', 'PGlite'] as const) {
    try {
      runs.push(await onFreshServer(database, CREDITS, (server) => measure(server, database, body)));
    } catch (error) {
      notes.push(`${database}: not measured — ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  console.log(`\n${levelTable(runs)}\n`);
  const summary: SummaryRow[] = [
    {
      benchmark: NAME,
      measure: `engine alone, in process (${cv!.pages}-page CV, ${cv!.characters} chars): median`,
      value: `${ms(engine.medianMs)} ms`,
    },
    {
      benchmark: NAME,
      measure: 'engine alone: median per stage (ms)',
      value: Object.entries(engine.stagesMs)
        .map(([stage, t]) => `${stage} ${ms(t)}`)
        .join(', '),
    },
  ];
  for (const run of runs) {
    for (const l of run.levels) {
      summary.push({
        benchmark: NAME,
        measure: `${run.database}, ${l.connections} concurrent (${l.requests} req): p50 / p95, generations/s`,
        value: `${ms(l.p50)} / ${ms(l.p95)} ms, ${l.perSecond.toFixed(0)}/s${l.ok === l.requests ? '' : ` (${l.ok} ok)`}`,
        target: l.connections === 1 ? 'p50 ≤ 30 ms' : undefined,
      });
    }
    summary.push({
      benchmark: NAME,
      measure: `${run.database}, reference GET /api/health, 10 concurrent: p50, req/s`,
      value: `${ms(run.reference.p50)} ms, ${run.reference.perSecond.toFixed(0)}/s`,
    });
    if (run.memoryAfterMiB)
      summary.push({
        benchmark: NAME,
        measure: `${run.database}, server memory after the runs: RSS / peak`,
        value: `${run.memoryAfterMiB.rssMiB} / ${run.memoryAfterMiB.peakMiB} MiB`,
      });
  }
  notes.push(
    `each level: ${REQUESTS_PER_LEVEL} requests after ${WARM_UP} warm-up requests; the load generator shares the machine with the server`,
  );
  return {
    name: NAME,
    status: runs.length > 0 ? 'ok' : 'failed',
    summary,
    notes,
    details: { cv: CV_FILE, job: JOB_FILE, requestBytes: body.length, engineAlone: engine, runs },
  };
}
