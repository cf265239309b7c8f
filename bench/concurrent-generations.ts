import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { creditLedger, openDatabase, user } from '@cv/db';
import { eq, sql } from 'drizzle-orm';
import { startPostgres } from '../scripts/lib/postgres.mjs';
import type { BenchOutcome, SummaryRow } from './lib/bench-result';
import { ms } from './lib/markdown-table';
import { projectRoot } from './lib/paths';
import { newAuthSecret, signIn, startServer } from './lib/server-process';

/**
 * 500 generations at once on one balance of 100 (issue 8): the demo account is seeded with exactly 100
 * credits, 500 optimize-cv requests start together, and we count. Exactly 100 must succeed and 400 get
 * 402; afterwards the balance is 0 and the ledger still sums to it. On PostgreSQL and on PGlite.
 */

const NAME = 'concurrent-generations';
const REQUESTS = 500;
const DEMO = { email: 'demo@example.com', password: 'demo1234' };
const fixtures = join(projectRoot, 'packages/cv-engine/src/__fixtures__');

type DatabaseName = 'PostgreSQL' | 'PGlite';

async function ledgerCheck(target: { databaseUrl?: string; dataDir: string }) {
  const database = await openDatabase({
    url: target.databaseUrl ?? null,
    dataDir: target.dataDir,
    poolSize: 1,
  });
  try {
    const [row] = await database.db
      .select({ credits: user.credits, ledger: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
      .from(user)
      .leftJoin(creditLedger, eq(creditLedger.userId, user.id))
      .where(eq(user.email, DEMO.email))
      .groupBy(user.credits);
    return row ?? { credits: -1, ledger: -1 };
  } finally {
    await database.close();
  }
}

async function runOn(database: DatabaseName, body: string) {
  const pg = database === 'PostgreSQL' ? await startPostgres() : null;
  const dataDir = mkdtempSync(join(tmpdir(), 'cv-bench-'));
  const target = { dataDir, databaseUrl: pg?.url };
  const server = await startServer({ ...target, authSecret: newAuthSecret() });
  try {
    const cookie = await signIn(server.url, DEMO.email, DEMO.password);
    const headers = { cookie, origin: server.url, 'content-type': 'application/json' };
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: REQUESTS }, () =>
        fetch(`${server.url}/api/optimize-cv`, { method: 'POST', headers, body }).then(
          async (r) => {
            await r.arrayBuffer();
            return r.status;
          },
          () => 0,
        ),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const memory = server.memory();
    await server.stop();
    const count = (status: number) => statuses.filter((s) => s === status).length;
    const after = await ledgerCheck(target);
    return {
      database,
      seconds,
      ok: count(200),
      noCredit: count(402),
      other: REQUESTS - count(200) - count(402),
      after,
      memory,
    };
  } finally {
    await server.stop();
    pg?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runConcurrentGenerations(): Promise<BenchOutcome> {
  const body = JSON.stringify({
    cv_content: readFileSync(join(fixtures, 'cv-fr-developpeuse-fullstack.txt'), 'utf8'),
    job_description: readFileSync(join(fixtures, 'offre-fr-developpeur-fullstack.txt'), 'utf8'),
  });
  const runs = [];
  for (const database of ['PostgreSQL', 'PGlite'] as const) {
    const run = await runOn(database, body);
    console.log(
      `  ${database}: ${run.ok} × 200, ${run.noCredit} × 402, ${run.other} other, ${run.seconds.toFixed(1)} s`,
    );
    runs.push(run);
  }
  const summary: SummaryRow[] = runs.flatMap((r) => [
    {
      benchmark: NAME,
      measure: `${r.database}: 500 at once on 100 credits — successes / 402 / other`,
      value: `${r.ok} / ${r.noCredit} / ${r.other}`,
      target: '100 / 400 / 0',
    },
    {
      benchmark: NAME,
      measure: `${r.database}: duration, final balance, ledger sum`,
      value: `${ms(r.seconds * 1000)} ms, ${r.after.credits}, ${r.after.ledger}`,
      target: 'balance 0 = ledger',
    },
    {
      benchmark: NAME,
      measure: `${r.database}: server memory after (RSS / peak)`,
      value: r.memory ? `${r.memory.rssMiB} / ${r.memory.peakMiB} MiB` : 'n/a',
    },
  ]);
  const right = runs.every(
    (r) => r.ok === 100 && r.noCredit === 400 && r.after.credits === 0 && r.after.ledger === 0,
  );
  return { name: NAME, status: right ? 'ok' : 'failed', summary, notes: [], details: runs };
}
