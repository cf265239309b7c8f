import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startPostgres } from '../scripts/lib/postgres.mjs';
import { type BenchOutcome, type SummaryRow, skipped } from './lib/bench-result';
import { markdownTable, ms, percentile } from './lib/markdown-table';
import { serverDist } from './lib/paths';
import { newAuthSecret, startServer } from './lib/server-process';

/**
 * GET /api/admin/users (issue 7) on PostgreSQL holding 100 000 users and 500 000 ledger rows: the built
 * server in its own process, signed in as admin, the dashboard's one call timed over HTTP (sequential
 * requests after a warm-up), for the first pages and for deep pages (OFFSET far into every list).
 * Seeded with generate_series in SQL: 100 000 users (one in two with a session), 100 000 paid payments
 * and their 'purchase' rows, 400 000 'generation' rows and as many generated CVs with a 500-character
 * job excerpt.
 */

const NAME = 'admin-users';
const USERS = 100_000;
const PURCHASES = 100_000;
const GENERATIONS = 400_000;
const WARM_UP = 5;
const REQUESTS = 40;
const ADMIN_PASSWORD = 'bench-admin-password-0123';

const SEED = [
  `insert into "user" (id, name, email, email_verified, created_at, updated_at, credits)
     select 'u' || g, 'Bench user ' || g, 'bench' || g || '@bench.invalid', false,
            now() - g * interval '5 minutes', now(), g % 120
     from generate_series(1, ${USERS}) g`,
  `insert into session (id, expires_at, token, created_at, updated_at, user_id)
     select 's' || g, now() + interval '7 days', 'bench-token-' || g, now() - g * interval '1 minute', now(), 'u' || g
     from generate_series(1, ${USERS}, 2) g`,
  `insert into payments (id, user_id, provider, session_id, credits, amount_cents, currency, status, created_at, paid_at)
     select 'p' || g, 'u' || (1 + g % ${USERS}), 'demo', 'demo_cs_bench_' || g, 100, 500, 'eur', 'paid',
            now() - g * interval '3 minutes', now() - g * interval '3 minutes'
     from generate_series(1, ${PURCHASES}) g`,
  `insert into credit_ledger (user_id, delta, kind, payment_id, created_at)
     select 'u' || (1 + g % ${USERS}), 100, 'purchase', 'p' || g, now() - g * interval '3 minutes'
     from generate_series(1, ${PURCHASES}) g`,
  `insert into generated_cvs (id, user_id, status, job_excerpt, created_at, completed_at)
     select 'g' || g, 'u' || (1 + g % ${USERS}), 'succeeded',
            left('Offre ' || g || ' — ' || repeat('Développeur TypeScript, React et Node.js. ', 14), 500),
            now() - g * interval '40 seconds', now() - g * interval '40 seconds'
     from generate_series(1, ${GENERATIONS}) g`,
  `insert into credit_ledger (user_id, delta, kind, generation_id, created_at)
     select 'u' || (1 + g % ${USERS}), -1, 'generation', 'g' || g, now() - g * interval '40 seconds'
     from generate_series(1, ${GENERATIONS}) g`,
  // What autovacuum does soon after a bulk load: statistics, and visibility maps for index-only counts.
  'vacuum analyze',
];

async function seed(url: string): Promise<number> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of SEED) await client.query(statement);
    const { rows } = await client.query('select count(*)::int as n from credit_ledger');
    if (rows[0].n < 500_000) throw new Error(`only ${rows[0].n} ledger rows seeded`);
  } finally {
    await client.end();
  }
  return performance.now() - started;
}

async function adminCookie(url: string): Promise<string> {
  const response = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`admin login: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

interface Timing {
  query: string;
  p50: number;
  p95: number;
  max: number;
  bytes: number;
  totals: Record<string, number>;
}

async function time(url: string, cookie: string, query: string): Promise<Timing> {
  const get = async () => {
    const started = performance.now();
    const response = await fetch(`${url}/api/admin/users${query}`, { headers: { cookie } });
    const text = await response.text();
    if (!response.ok)
      throw new Error(`GET /api/admin/users${query}: ${response.status} ${text.slice(0, 200)}`);
    return { elapsed: performance.now() - started, text };
  };
  for (let i = 0; i < WARM_UP; i++) await get();
  const times: number[] = [];
  let last = '';
  for (let i = 0; i < REQUESTS; i++) {
    const { elapsed, text } = await get();
    times.push(elapsed);
    last = text;
  }
  const body = JSON.parse(last);
  return {
    query: query || '(first pages)',
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: Math.max(...times),
    bytes: last.length,
    totals: {
      users: body.users.total,
      transactions: body.transactions.total,
      generated_cvs: body.generated_cvs.total,
      users_on_page: body.users.items.length,
    },
  };
}

export async function runAdminUsers(): Promise<BenchOutcome> {
  if (!existsSync(join(serverDist, 'main.js'))) {
    return skipped(NAME, 'build', 'apps/server/dist/main.js not found: run npm run build first');
  }
  const postgres = await startPostgres();
  const dataDir = mkdtempSync(join(tmpdir(), 'cv-bench-admin-'));
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    server = await startServer({
      dataDir,
      databaseUrl: postgres.url,
      authSecret: newAuthSecret(),
      env: { ADMIN_PASSWORD },
    });
    const seedMs = await seed(postgres.url);
    console.log(`  seeded in ${(seedMs / 1000).toFixed(1)} s`);
    const cookie = await adminCookie(server.url);
    const lastUsersPage = Math.ceil(USERS / 50);
    const runs = [
      await time(server.url, cookie, ''),
      await time(server.url, cookie, `?usersPage=${lastUsersPage}&transactionsPage=10000&cvsPage=8000`),
    ];
    const rows = runs.map((r) => [r.query, ms(r.p50), ms(r.p95), ms(r.max), String(r.bytes)]);
    console.log(`\n${markdownTable(['query', 'p50 ms', 'p95 ms', 'max ms', 'bytes'], rows, [1, 2, 3, 4])}\n`);
    const summary: SummaryRow[] = runs.map((r) => ({
      benchmark: NAME,
      measure: `PostgreSQL, ${USERS} users / ${PURCHASES + GENERATIONS} ledger rows, GET /api/admin/users ${r.query}: p50 / p95`,
      value: `${ms(r.p50)} / ${ms(r.p95)} ms`,
      target: '≤ 200 ms',
    }));
    return {
      name: NAME,
      status: 'ok',
      summary,
      notes: [
        `${REQUESTS} sequential requests after ${WARM_UP} warm-up ones; seeding took ${(seedMs / 1000).toFixed(1)} s`,
      ],
      details: { users: USERS, purchases: PURCHASES, generations: GENERATIONS, seedMs, runs },
    };
  } finally {
    await server?.stop();
    postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `tsx bench/admin-users.ts` runs this one alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const outcome = await runAdminUsers();
  console.log(JSON.stringify(outcome.summary, null, 2));
}
