import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { creditLedger, type DatabaseHandle, generatedCvs, openDatabase, user } from '@cv/db';
import { createTestDatabase, type TestDatabase } from '@cv/db/test-database';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/postgres.mjs';
import { testDatabaseAdminUrl, testDatabaseKind } from '../test/config';
import { blocksFromPrompt, type FakeOpenAiServer, startFakeOpenAiServer } from '../test/fake-openai-server';
import { exited, signInAsDemo, startServerProcess } from '../test/server-process';
import { DEMO_ACCOUNT } from './modules/system/public-config';

/**
 * The server killed (SIGKILL) with generations in flight (issue 8, faults): the real server in a process of
 * its own (src/main.ts through tsx, no build needed), an AI provider slow enough that the generations are
 * still waiting for it at the kill, then a restart on the same database. A process alone on its database
 * refunds every open reservation at start, so the credits are back before the restarted server answers.
 * On PostgreSQL (a database of this file's own) and on PGlite in a data folder — which also checks that
 * PGlite's files survive a kill.
 */

const root = join(import.meta.dirname, '../../..');
const engineFixtures = join(root, 'packages/cv-engine/src/__fixtures__');
const cvText = readFileSync(join(engineFixtures, 'cv-fr-developpeuse-fullstack.txt'), 'utf8');
const jobText = readFileSync(join(engineFixtures, 'offre-fr-developpeur-fullstack.txt'), 'utf8');

const DEMO_CREDITS = 100;
const COMPLETED = 2;
const IN_FLIGHT = 5;

let fakeAi: FakeOpenAiServer;
let testDb: TestDatabase | null = null;
let dataDir: string;

beforeAll(async () => {
  fakeAi = await startFakeOpenAiServer();
  dataDir = mkdtempSync(join(tmpdir(), 'cv-kill-'));
  if (testDatabaseAdminUrl) testDb = await createTestDatabase(testDatabaseAdminUrl);
});

afterAll(async () => {
  await fakeAi?.close();
  await testDb?.destroy();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const startServer = (port: number) =>
  startServerProcess({
    port,
    dataDir,
    databaseUrl: testDb?.url,
    env: {
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fakeAi.baseUrl,
      AI_MODEL: 'test-model',
      AI_TIMEOUT_MS: '120000',
      AI_FIRST_TOKEN_TIMEOUT_MS: '120000',
    },
  });

function generate(url: string, token: string) {
  return fetch(`${url}/api/optimize-cv`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ cv_content: cvText, job_description: jobText }),
  });
}

async function books(database: DatabaseHandle) {
  const db = database.db;
  const [demo] = await db.select().from(user).where(eq(user.email, DEMO_ACCOUNT.email));
  const userId = demo!.id;
  const [sum] = await db
    .select({ total: sql<number>`sum(${creditLedger.delta})::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  const records = await db.select().from(generatedCvs).where(eq(generatedCvs.userId, userId));
  const refunds = await db
    .select()
    .from(creditLedger)
    .where(sql`${creditLedger.userId} = ${userId} and ${creditLedger.kind} = 'refund'`);
  return { balance: demo!.credits, ledger: sum?.total, records, refunds };
}

describe(`the server killed during generations (${testDatabaseKind})`, () => {
  it('gives back every credit of the generations it was running, and keeps the finished ones', {
    timeout: 240_000,
  }, async () => {
    const port = await freePort();
    const first = await startServer(port);
    let killedAt = 0;
    try {
      const token = await signInAsDemo(first.url);
      fakeAi.setBehaviour('echo');
      // a model's honest change (a bullet's full stop taken off): the generation is the model's, and charged
      fakeAi.setRespond((request) => {
        const bullet = blocksFromPrompt(request).find(
          (b) => b.section === 'experience' && b.text.endsWith('.'),
        )!;
        return {
          changes: [
            { block: bullet.id, kind: 'reworded', before: bullet.text, after: bullet.text.slice(0, -1) },
          ],
        };
      });
      for (let i = 0; i < COMPLETED; i++) {
        const response = await generate(first.url, token);
        expect(response.status).toBe(200);
        expect(((await response.json()) as { engine: string }).engine).toBe('ai');
      }
      // The model now takes minutes: the next generations wait for it, their credits reserved.
      fakeAi.setBehaviour({ slow: 600_000 });
      const asked = fakeAi.requests.length;
      const inFlight = Array.from({ length: IN_FLIGHT }, () =>
        generate(first.url, token).then(
          (r) => r.status,
          () => 'connection lost' as const,
        ),
      );
      await expect
        .poll(() => fakeAi.requests.length - asked, { timeout: 60_000, interval: 100 })
        .toBe(IN_FLIGHT);
      first.child.kill('SIGKILL');
      killedAt = performance.now();
      await exited(first.child);
      // The clients saw their connections cut, not an answer.
      expect(await Promise.all(inFlight)).toEqual(Array(IN_FLIGHT).fill('connection lost'));
    } finally {
      if (first.child.exitCode === null && first.child.signalCode === null) first.child.kill('SIGKILL');
    }

    if (testDb) {
      // Before the restart the credits are still held — and this test's own connection is open while the
      // new server starts: a reader beside the server must not pass for a second server instance.
      const before = await books(testDb.handle);
      expect(before.records.filter((r) => r.status === 'reserved')).toHaveLength(IN_FLIGHT);
      expect(before.balance).toBe(DEMO_CREDITS - COMPLETED - IN_FLIGHT);
    }
    fakeAi.setBehaviour('echo');
    const second = await startServer(port);
    const restartMs = performance.now() - killedAt;
    let profile: { credits: number; totalCVsGenerated: number };
    try {
      const token = await signInAsDemo(second.url);
      const response = await fetch(`${second.url}/api/user/profile`, {
        headers: { authorization: `Bearer ${token}` },
      });
      profile = (await response.json()) as typeof profile;
      expect(second.output()).toContain(`${IN_FLIGHT} abandoned generation credit(s) refunded`);
    } finally {
      second.child.kill('SIGTERM');
      await exited(second.child);
    }

    // The restarted server's answer, then the database itself (PGlite: opened now that it is free).
    expect(profile).toMatchObject({ credits: DEMO_CREDITS - COMPLETED, totalCVsGenerated: COMPLETED });
    const database = testDb?.handle ?? (await openDatabase({ url: null, dataDir }));
    try {
      const { balance, ledger, records, refunds } = await books(database);
      expect(balance).toBe(DEMO_CREDITS - COMPLETED);
      expect(ledger).toBe(balance);
      const withStatus = (status: string) => records.filter((r) => r.status === status);
      expect(withStatus('reserved')).toEqual([]);
      expect(withStatus('succeeded')).toHaveLength(COMPLETED);
      expect(withStatus('refunded')).toHaveLength(IN_FLIGHT);
      const refundedIds = withStatus('refunded').map((r) => r.id);
      expect(refunds.map((r) => r.generationId).sort()).toEqual(refundedIds.sort());
      expect(balance).toBe(DEMO_CREDITS - withStatus('succeeded').length);
    } finally {
      if (!testDb) await database.close();
    }
    const figures = { database: testDatabaseKind, inFlight: IN_FLIGHT, refunded: IN_FLIGHT, restartMs };
    console.log(`[server-kill] ${JSON.stringify({ ...figures, restartMs: Math.round(restartMs) })}`);
    if (process.env.FAULT_FIGURES) writeFileSync(process.env.FAULT_FIGURES, JSON.stringify(figures));
  });
});
