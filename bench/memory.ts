import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from '../scripts/lib/postgres.mjs';
import type { BenchOutcome, SummaryRow } from './lib/bench-result';
import { ensureBuilt } from './lib/ensure-built';
import { serverWithCredits } from './lib/grant-credits';
import { type LoadResult, loadFor } from './lib/load-run';
import { markdownTable } from './lib/markdown-table';
import { projectRoot } from './lib/paths';
import { type MemorySample, sampleMemory } from './lib/sample-memory';
import { bearerToken, type RunningServer } from './lib/server-process';

/**
 * Server memory (issue 8): resident memory (RSS, from /proc) of the built server in its own process, on
 * PostgreSQL and on PGlite — right after its first start on a new data folder, at rest once started,
 * under the profile load of profile-throughput (GET /api/user/profile with a bearer token, 100
 * connections), under generations (optimize-cv with the built-in engine at 10 then 50 concurrent users,
 * as optimize-latency, the last level twice to tell a plateau from a leak) and once the load has settled.
 * "Under load" is the highest RSS read every 200 ms during the phase; the first start's is its peak
 * (VmHWM).
 */

const NAME = 'memory';
const REST_MS = 3_000;
const SETTLE_MS = 15_000;
const PROFILE = { connections: 100, seconds: 10 };
const GENERATIONS = [10, 50].map((connections) => ({ connections, seconds: 10 }));
const CREDITS = 20_000;
const fixtures = join(projectRoot, 'packages/cv-engine/src/__fixtures__');

type DatabaseName = 'PostgreSQL' | 'PGlite';
interface Phase {
  phase: string;
  memory: MemorySample;
  load?: LoadResult;
}
interface DatabaseRun {
  database: DatabaseName;
  firstStart: { rssMiB: number; peakMiB: number } | null;
  phases: Phase[];
  peakMiB: number | null;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function measure(server: RunningServer, body: string): Promise<Phase[]> {
  const phases: Phase[] = [];
  const phase = async (name: string, work: () => Promise<LoadResult | undefined>) => {
    const { result, memory } = await sampleMemory(server, work);
    phases.push({ phase: name, memory, load: result });
    console.log(`  ${name}: RSS max ${memory.maxMiB} MiB, last ${memory.lastMiB} MiB`);
  };
  await phase('at rest', async () => {
    await pause(REST_MS);
    return undefined;
  });
  const headers = { authorization: `Bearer ${await bearerToken(server.url)}` };
  await phase(`profile, ${PROFILE.connections} connections`, () =>
    loadFor({ url: `${server.url}/api/user/profile`, headers }, PROFILE.connections, PROFILE.seconds),
  );
  const optimize = {
    url: `${server.url}/api/optimize-cv`,
    method: 'POST' as const,
    headers: { ...headers, 'content-type': 'application/json' },
    body,
  };
  for (const level of GENERATIONS) {
    await phase(`optimize-cv, ${level.connections} concurrent`, () =>
      loadFor(optimize, level.connections, level.seconds),
    );
  }
  // The heaviest phase once more: a leak would show as a higher figure the second time.
  const last = GENERATIONS.at(-1)!;
  await phase(`optimize-cv, ${last.connections} concurrent, again`, () =>
    loadFor(optimize, last.connections, last.seconds),
  );
  await phase(`${SETTLE_MS / 1000} s after the load`, async () => {
    await pause(SETTLE_MS);
    return undefined;
  });
  return phases;
}

async function runOn(database: DatabaseName, body: string): Promise<DatabaseRun> {
  const pg = database === 'PostgreSQL' ? await startPostgres() : null;
  const dataDir = mkdtempSync(join(tmpdir(), 'cv-bench-'));
  let server: RunningServer | null = null;
  try {
    // The first start on the new folder (migrations, demo account seeded) is measured on its own.
    let firstStart: DatabaseRun['firstStart'] = null;
    server = await serverWithCredits({
      dataDir,
      databaseUrl: pg?.url,
      credits: CREDITS,
      afterFirstStart: async (first) => {
        await pause(REST_MS);
        firstStart = first.memory();
      },
    });
    console.log(`  ${database}:`);
    const phases = await measure(server, body);
    return { database, firstStart, phases, peakMiB: server.memory()?.peakMiB ?? null };
  } finally {
    await server?.stop();
    pg?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const loadCell = (l: LoadResult | undefined) =>
  l ? `${l.perSecond.toFixed(0)}/s${l.ok === l.requests ? '' : `, ${l.requests - l.ok} not 2xx`}` : '';

export async function runMemory(): Promise<BenchOutcome> {
  const notes: string[] = [];
  ensureBuilt(notes);
  const loadAtStart = loadavg().map((x) => Math.round(x * 100) / 100);
  const cvText = readFileSync(join(fixtures, 'cv-fr-developpeuse-fullstack.txt'), 'utf8');
  const jobText = readFileSync(join(fixtures, 'offre-fr-developpeur-fullstack.txt'), 'utf8');
  const body = JSON.stringify({ cv_content: cvText, job_description: jobText });
  const runs: DatabaseRun[] = [];
  for (const database of ['PostgreSQL', 'PGlite'] as const) {
    try {
      runs.push(await runOn(database, body));
    } catch (error) {
      notes.push(`${database}: not measured — ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const loadAtEnd = loadavg().map((x) => Math.round(x * 100) / 100);

  const rows = runs.flatMap((r) => [
    [
      r.database,
      'first start, new data folder',
      r.firstStart ? String(r.firstStart.peakMiB) : '?',
      r.firstStart ? String(r.firstStart.rssMiB) : '?',
      '',
    ],
    ...r.phases.map((p) => [
      r.database,
      p.phase,
      String(p.memory.maxMiB),
      String(p.memory.lastMiB),
      loadCell(p.load),
    ]),
    [r.database, 'process peak (VmHWM)', String(r.peakMiB ?? '?'), '', ''],
  ]);
  const table = markdownTable(
    ['database', 'phase', 'RSS MiB (max)', 'RSS MiB (end)', 'throughput'],
    rows,
    [2, 3, 4],
  );
  console.log(`\n${table}\n`);

  const summary: SummaryRow[] = runs.map((r) => {
    const at = (prefix: string) => r.phases.find((p) => p.phase.startsWith(prefix))?.memory;
    const generations = r.phases.filter((p) => p.phase.startsWith('optimize-cv'));
    return {
      benchmark: NAME,
      measure: `${r.database}, server RSS: at rest / profile load / generations / settled (MiB)`,
      value: `${at('at rest')?.lastMiB} / ${at('profile')?.maxMiB} / ${Math.max(...generations.map((g) => g.memory.maxMiB))} / ${at(`${SETTLE_MS / 1000} s`)?.lastMiB}`,
    };
  });
  notes.push(
    `load average ${loadAtStart.join(' / ')} before and ${loadAtEnd.join(' / ')} after (1 / 5 / 15 min); ` +
      'the first start is measured 3 s after the server answers; for PGlite the measured server is a restart on that folder',
  );
  return {
    name: NAME,
    status: runs.length > 0 ? 'ok' : 'failed',
    summary,
    notes,
    details: {
      profile: PROFILE,
      generations: GENERATIONS,
      restMs: REST_MS,
      settleMs: SETTLE_MS,
      table,
      runs,
    },
  };
}
