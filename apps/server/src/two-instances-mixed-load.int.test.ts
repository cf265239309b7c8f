import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test/config';
import {
  APP_URL,
  bearer,
  buildSecondInstance,
  buildTestApp,
  grantCredits,
  signUp,
  type TestApp,
} from '../test/helper';

/**
 * Issue 8: two server instances on one PostgreSQL, as behind a load balancer (real HTTP listeners on
 * loopback, TRUST_PROXY=1, each request from its own client address), and a mixed load sent to both in
 * turn for a few seconds: sign-ins, profile reads, credit consumptions, generations with the built-in
 * engine, CV list reads. Expected: never a 5xx nor a dropped connection; each user's balance equals the
 * sum of their ledger and the starting credits minus what succeeded; the streams opened on instance A
 * end on the balance left by a last change made on B.
 */

const USERS = 6;
const WORKERS_PER_USER = 3;
const LOAD_MS = 6_000;
const START_CREDITS = 400;
const engineFixtures = join(import.meta.dirname, '../../../packages/cv-engine/src/__fixtures__');
const cvText = readFileSync(join(engineFixtures, 'cv-fr-developpeuse-fullstack.txt'), 'utf8');
const jobText = readFileSync(join(engineFixtures, 'offre-fr-developpeur-fullstack.txt'), 'utf8');

type Op = 'sign-in' | 'profile' | 'consume' | 'generate' | 'cvs';
/** The mix: mostly reads, a charge in three requests, a sign-in now and then (a password hash is costly). */
const MIX: [Op, number][] = [
  ['profile', 32],
  ['cvs', 20],
  ['consume', 22],
  ['generate', 22],
  ['sign-in', 4],
];

interface User {
  userId: string;
  email: string;
  password: string;
  token: string;
  consumed: number;
  generated: number;
}

const postgresOnly = testDatabaseKind === 'postgres';
const title = postgresOnly
  ? 'two instances on one PostgreSQL under a mixed load'
  : 'two instances under a mixed load — skipped: needs PostgreSQL (PGlite serves one process), set TEST_DATABASE_URL';

describe.runIf(postgresOnly)(title, () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof buildSecondInstance>>;
  const bases: string[] = [];
  const streams = new AbortController();
  beforeAll(async () => {
    a = await buildTestApp({ TRUST_PROXY: '1' });
    b = await buildSecondInstance(a);
    bases.push(await a.app.listen({ port: 0, host: '127.0.0.1' }));
    bases.push(await b.app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(async () => {
    streams.abort();
    await b?.close();
    await a?.close();
  });

  let clients = 0;
  /** A client address of its own per request: sign-ins are limited per client, as behind a balancer. */
  const client = () => {
    clients += 1;
    return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
  };
  let turn = 0;
  const nextBase = () => bases[turn++ % 2]!;

  const send = (base: string, path: string, init: { method?: string; token?: string; body?: object }) =>
    fetch(`${base}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'x-forwarded-for': client(),
        origin: APP_URL,
        ...(init.token ? bearer(init.token) : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });

  async function perform(user: User, op: Op, statuses: Map<string, number>) {
    const base = nextBase();
    let response: Response;
    switch (op) {
      case 'sign-in':
        response = await send(base, '/api/auth/sign-in/email', {
          method: 'POST',
          body: { email: user.email, password: user.password },
        });
        if (response.ok) user.token = ((await response.json()) as { token: string }).token;
        break;
      case 'profile':
        response = await send(base, '/api/user/profile', { token: user.token });
        if (response.ok) expect(((await response.json()) as { id: string }).id).toBe(user.userId);
        break;
      case 'cvs':
        response = await send(base, '/api/user/cvs?limit=5', { token: user.token });
        break;
      case 'consume':
        response = await send(base, '/api/user/consume-credits', {
          method: 'POST',
          token: user.token,
          body: { amount: 2 },
        });
        if (response.ok) user.consumed += 2;
        break;
      case 'generate':
        response = await send(base, '/api/optimize-cv', {
          method: 'POST',
          token: user.token,
          body: { cv_content: cvText, job_description: jobText },
        });
        if (response.ok) user.generated += 1;
        break;
    }
    if (!response.bodyUsed) await response.arrayBuffer();
    const key = `${op} ${base === bases[0] ? 'A' : 'B'} ${response.status}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
  }

  function pick(): Op {
    let roll = Math.random() * MIX.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [op, weight] of MIX) {
      roll -= weight;
      if (roll < 0) return op;
    }
    return 'profile';
  }

  /** Reads a stream's events into `balances` until aborted. */
  async function follow(base: string, token: string, balances: number[], signal: AbortSignal) {
    const response = await fetch(`${base}/api/user/credits/stream`, { headers: bearer(token), signal });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    (async () => {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) return;
        buffer += decoder.decode(chunk.value, { stream: true });
        for (const match of buffer.matchAll(/data: (\{.*\})\n/g)) {
          balances.push((JSON.parse(match[1]!) as { credits: number }).credits);
        }
        buffer = buffer.slice(buffer.lastIndexOf('\n') + 1);
      }
    })().catch(() => {});
  }

  async function balanceAndLedger(userId: string) {
    const result = await a.testDb.handle.db.execute(sql`
      select u.credits,
        (select coalesce(sum(delta), 0)::int from credit_ledger l where l.user_id = u.id) as ledger,
        (select count(*)::int from generated_cvs g where g.user_id = u.id and g.status = 'succeeded') as cvs,
        (select count(*)::int from generated_cvs g where g.user_id = u.id and g.status = 'reserved') as reserved
      from "user" u where u.id = ${userId}`);
    return (
      result as unknown as { rows: { credits: number; ledger: number; cvs: number; reserved: number }[] }
    ).rows[0]!;
  }

  it(`keeps every balance equal to its ledger and to what succeeded, with no 5xx (${LOAD_MS / 1000} s)`, {
    timeout: 60_000,
  }, async () => {
    const users: User[] = [];
    for (let i = 0; i < USERS; i++) {
      const password = `load-password-${i}`;
      const account = await signUp(a.app, { password });
      await grantCredits(a, account.userId, START_CREDITS);
      users.push({ ...account, password, consumed: 0, generated: 0 });
    }
    const seen = users.map(() => [] as number[]);
    await Promise.all(users.map((u, i) => follow(bases[0]!, u.token, seen[i]!, streams.signal)));

    const statuses = new Map<string, number>();
    const failures: string[] = [];
    const until = Date.now() + LOAD_MS;
    // the load lasts its time, and on a slow machine until every kind of request has had its answers
    const hardStop = Date.now() + LOAD_MS * 5;
    const enough = () =>
      [...statuses.values()].reduce((sum, n) => sum + n, 0) > 100 &&
      ['A', 'B'].every((instance) =>
        ['profile', 'consume', 'generate', 'sign-in'].every(
          (op) => (statuses.get(`${op} ${instance} 200`) ?? 0) > 0,
        ),
      );
    const worker = async (user: User) => {
      while (Date.now() < until || (!enough() && Date.now() < hardStop)) {
        const op = pick();
        await perform(user, op, statuses).catch((error: unknown) => failures.push(`${op}: ${error}`));
      }
    };
    await Promise.all(users.flatMap((u) => Array.from({ length: WORKERS_PER_USER }, () => worker(u))));

    const summary = Object.fromEntries([...statuses].sort());
    console.log('mixed load on two instances, requests by operation, instance and status:', summary);
    expect(failures).toEqual([]);
    expect(Object.keys(summary).filter((k) => Number(k.split(' ')[2]) >= 500)).toEqual([]);
    const total = [...statuses.values()].reduce((sum, n) => sum + n, 0);
    expect(total).toBeGreaterThan(100);
    for (const instance of ['A', 'B']) {
      for (const op of ['profile', 'consume', 'generate', 'sign-in']) {
        expect(statuses.get(`${op} ${instance} 200`) ?? 0, `${op} on ${instance}`).toBeGreaterThan(0);
      }
    }

    for (const user of users) {
      // A last change, made on B: the stream opened on A must end on it.
      const last = await send(bases[1]!, '/api/user/consume-credits', {
        method: 'POST',
        token: user.token,
        body: { amount: 1 },
      });
      expect(last.status).toBe(200);
      user.consumed += 1;
      const finalCredits = ((await last.json()) as { credits: number }).credits;
      const row = await balanceAndLedger(user.userId);
      expect(row.credits).toBe(finalCredits);
      expect(row.ledger).toBe(row.credits);
      expect(row.credits).toBe(START_CREDITS - user.consumed - user.generated);
      expect(row.cvs).toBe(user.generated);
      expect(row.reserved).toBe(0);
    }
    const deadline = Date.now() + 3_000;
    const finals = await Promise.all(users.map((u) => balanceAndLedger(u.userId)));
    while (Date.now() < deadline && seen.some((s, i) => s.at(-1) !== finals[i]!.credits)) {
      await new Promise((r) => setTimeout(r, 50));
    }
    streams.abort();
    expect(seen.map((s) => s.at(-1))).toEqual(finals.map((f) => f.credits));
  });
});
