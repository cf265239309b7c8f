import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startPostgres } from '../scripts/lib/postgres.mjs';
import type { BenchOutcome, SummaryRow } from './lib/bench-result';
import { ensureBuilt } from './lib/ensure-built';
import { type LoadResult, loadFor } from './lib/load-run';
import { markdownTable, ms } from './lib/markdown-table';
import { projectRoot } from './lib/paths';
import { bearerToken, newAuthSecret, type RunningServer, startServer } from './lib/server-process';

/**
 * Authenticated GET /api/user/profile under load (issue 8): requests per second as a ratio to a bare
 * Fastify route measured in the same run, p50 and p99, at 100 connections. The bare app (one route, a small
 * JSON, no plugin) and the built server each run in their own process; autocannon runs in this one. The
 * server is signed in as the demo account with a bearer token (what a client other than the browser
 * holds). GET /api/health on the same server is a second reference: the framework and our plugins, no
 * session and no database.
 */

const NAME = 'profile-throughput';
const CONNECTIONS = 100;
const SECONDS = 10;
const WARM_UP_SECONDS = 2;

type DatabaseName = 'PostgreSQL' | 'PGlite';

interface DatabaseRun {
  database: DatabaseName;
  profile: LoadResult;
  health: LoadResult;
  memoryAtRestMiB: { rssMiB: number; peakMiB: number } | null;
  memoryAfterMiB: { rssMiB: number; peakMiB: number } | null;
}

/** The bare Fastify app (bench/lib/bare-fastify.mjs) in its own process. */
async function startBare(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = (await freePort()) as number;
  const child = spawn(process.execPath, [join(projectRoot, 'bench/lib/bare-fastify.mjs')], {
    env: { PATH: process.env.PATH, PORT: String(port), NODE_ENV: 'production' },
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}/bare`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the bare Fastify app exited with ${child.exitCode}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error('the bare Fastify app did not start in 20 s');
}

async function measure(server: RunningServer, database: DatabaseName): Promise<DatabaseRun> {
  const token = await bearerToken(server.url);
  const profile = { url: `${server.url}/api/user/profile`, headers: { authorization: `Bearer ${token}` } };
  const check = await fetch(profile.url, { headers: profile.headers });
  if (!check.ok) throw new Error(`GET /api/user/profile answered ${check.status}: ${await check.text()}`);
  const memoryAtRestMiB = server.memory();
  await loadFor(profile, CONNECTIONS, WARM_UP_SECONDS);
  const profileRun = await loadFor(profile, CONNECTIONS, SECONDS);
  const health = await loadFor({ url: `${server.url}/api/health` }, CONNECTIONS, SECONDS);
  console.log(
    `  ${database}: profile ${profileRun.perSecond.toFixed(0)} req/s, p50 ${ms(profileRun.p50)} ms, p99 ${ms(profileRun.p99)} ms`,
  );
  return { database, profile: profileRun, health, memoryAtRestMiB, memoryAfterMiB: server.memory() };
}

async function runOn(database: DatabaseName): Promise<DatabaseRun> {
  const pg = database === 'PostgreSQL' ? await startPostgres() : null;
  const dataDir = mkdtempSync(join(tmpdir(), 'cv-bench-'));
  let server: RunningServer | null = null;
  try {
    server = await startServer({ dataDir, databaseUrl: pg?.url, authSecret: newAuthSecret() });
    return await measure(server, database);
  } finally {
    await server?.stop();
    pg?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

export async function runProfileThroughput(): Promise<BenchOutcome> {
  const notes: string[] = [];
  ensureBuilt(notes);
  const loadAtStart = loadavg().map((x) => Math.round(x * 100) / 100);
  const bareServer = await startBare();
  let bare: LoadResult;
  try {
    await loadFor({ url: bareServer.url }, CONNECTIONS, WARM_UP_SECONDS);
    bare = await loadFor({ url: bareServer.url }, CONNECTIONS, SECONDS);
  } finally {
    await bareServer.stop();
  }
  console.log(`  bare Fastify: ${bare.perSecond.toFixed(0)} req/s, p50 ${ms(bare.p50)} ms`);
  const runs: DatabaseRun[] = [];
  for (const database of ['PostgreSQL', 'PGlite'] as const) {
    try {
      runs.push(await runOn(database));
    } catch (error) {
      notes.push(`${database}: not measured — ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const loadAtEnd = loadavg().map((x) => Math.round(x * 100) / 100);

  const row = (what: string, l: LoadResult) => [
    what,
    l.perSecond.toFixed(0),
    percent(l.perSecond, bare.perSecond),
    ms(l.p50),
    ms(l.p99),
    l.ok === l.requests ? '' : `${l.requests - l.ok} not 2xx, ${l.errors} errors`,
  ];
  const table = markdownTable(
    ['route', 'req/s', 'of bare', 'p50 ms', 'p99 ms', 'failures'],
    [
      row('bare Fastify, one route', bare),
      ...runs.flatMap((r) => [
        row(`${r.database}: GET /api/user/profile (bearer)`, r.profile),
        row(`${r.database}: GET /api/health`, r.health),
      ]),
    ],
    [1, 2, 3, 4],
  );
  console.log(`\n${table}\n`);

  const summary: SummaryRow[] = [
    {
      benchmark: NAME,
      measure: `bare Fastify route, ${CONNECTIONS} connections, ${SECONDS} s: req/s, p50 / p99`,
      value: `${bare.perSecond.toFixed(0)}/s, ${ms(bare.p50)} / ${ms(bare.p99)} ms`,
    },
  ];
  for (const r of runs) {
    const failures =
      r.profile.ok === r.profile.requests ? '' : ` (${r.profile.requests - r.profile.ok} failed)`;
    summary.push(
      {
        benchmark: NAME,
        measure: `${r.database}, GET /api/user/profile signed in: req/s (of bare), p50 / p99`,
        value: `${r.profile.perSecond.toFixed(0)}/s (${percent(r.profile.perSecond, bare.perSecond)}), ${ms(r.profile.p50)} / ${ms(r.profile.p99)} ms${failures}`,
        target: r.database === 'PostgreSQL' ? '≥ 10 % of bare, p99 ≤ 60 ms' : undefined,
      },
      {
        benchmark: NAME,
        measure: `${r.database}, reference GET /api/health: req/s (of bare), p50 / p99`,
        value: `${r.health.perSecond.toFixed(0)}/s (${percent(r.health.perSecond, bare.perSecond)}), ${ms(r.health.p50)} / ${ms(r.health.p99)} ms`,
      },
    );
    if (r.memoryAtRestMiB && r.memoryAfterMiB)
      summary.push({
        benchmark: NAME,
        measure: `${r.database}, server RSS at rest / after the load (peak)`,
        value: `${r.memoryAtRestMiB.rssMiB} / ${r.memoryAfterMiB.rssMiB} MiB (${r.memoryAfterMiB.peakMiB})`,
      });
  }
  notes.push(
    `load average ${loadAtStart.join(' / ')} before and ${loadAtEnd.join(' / ')} after (1 / 5 / 15 min); ` +
      `autocannon shares the machine with the server (${CONNECTIONS} connections, ${WARM_UP_SECONDS} s warm-up, ${SECONDS} s measured)`,
  );
  return {
    name: NAME,
    status: runs.length > 0 ? 'ok' : 'failed',
    summary,
    notes,
    details: { connections: CONNECTIONS, seconds: SECONDS, loadAtStart, loadAtEnd, bare, runs },
  };
}
