import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { creditLedger, generatedCvs } from '@cv/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/config';
import { bearer, buildTestApp, grantCredits, signUp, type TestApp } from '../../../test/helper';
import { defaultEngineOptions } from './engine/engine-pool';
import { engineWorkerFile } from './engine/engine-worker-file';
import { ENGINE_BUSY } from './engine/parse-for-account';
import { closeEnginePool, configureEngine } from './engine/run-engine';

// Issue 17, finding 1: one free request with a hostile CV text held every user's requests for seconds, the
// engine running on the server's own thread. It runs in the engine pool now, within a time budget.

const engineFixtures = join(import.meta.dirname, '../../../../../packages/cv-engine/src/__fixtures__');
const cvText = readFileSync(join(engineFixtures, 'cv-fr-developpeuse-fullstack.txt'), 'utf8');
const jobText = readFileSync(join(engineFixtures, 'offre-fr-developpeur-fullstack.txt'), 'utf8');
// The text: 25 000 one-letter lines, 49 999 characters, under the 50 000 limit. Each request its
// own (its first line a number): the engine keeps its last text's reading, and no cache may answer here.
const hostile = (n: number) => [String(n), ...Array.from({ length: 24_999 }, () => 'a')].join('\n');

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

const post = (path: string, token: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function ledger(userId: string) {
  const [row] = await t.testDb.handle.db
    .select({ total: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return row?.total;
}

describe(`hostile CV text, issue 17 (${testDatabaseKind})`, () => {
  it('while 4 hostile parse-cv requests run, GET /api/health answers at once', async () => {
    // four accounts: one account may have two parses running at once (issue 21)
    const accounts = await Promise.all(Array.from({ length: 4 }, () => signUp(t.app)));
    // the first request starts the engine's thread: its start is not what is measured
    const first = await post('/api/parse-cv', accounts[0]!.token, { cv_text: cvText, job_description: '' });
    expect(first.status).toBe(200);

    const before = performance.eventLoopUtilization();
    const parses = Promise.all(
      accounts.map((a, n) => post('/api/parse-cv', a.token, { cv_text: hostile(n), job_description: '' })),
    );
    let done = false;
    void parses.finally(() => {
      done = true;
    });
    const latencies: number[] = [];
    while (!done) {
      const started = performance.now();
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const serverThread = performance.eventLoopUtilization(before);
    expect((await parses).map((r) => r.status)).toEqual([200, 200, 200, 200]);
    // Generous for a loaded CI machine; the bench reports the p99. Measured on 2 cores: 54–66 ms and 37 % busy
    // at a load of 18, 7–11 ms and 32–38 % at 2.8. With the engine put back on this thread: 560–710 ms and
    // 99 % at 18, 85–142 ms and 96–97 % at 2.8 — on a quiet machine the engine's time is short, but the
    // thread is still busy all along, which the second check sees.
    expect(Math.max(...latencies)).toBeLessThan(300);
    expect(serverThread.utilization).toBeLessThan(0.75);
  });

  describe('a task over the engine budget', () => {
    beforeAll(async () => {
      await closeEnginePool();
      const stuck = new URL('./engine/__fixtures__/stuck-engine-worker.mjs', import.meta.url).pathname;
      configureEngine({ workerFile: stuck, budgetMs: 300 });
    });
    afterAll(async () => {
      await closeEnginePool();
      configureEngine({ workerFile: engineWorkerFile(), budgetMs: defaultEngineOptions.budgetMs });
    });

    it('parse-cv answers 422 with a clear message, not a 500', async () => {
      const a = await signUp(t.app);
      const response = await post('/api/parse-cv', a.token, { cv_text: cvText, job_description: '' });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        detail: 'Ce texte de CV est trop inhabituel pour être analysé.',
      });
    });

    it('optimize-cv answers 422 and gives the credit back, in JSON and in the stream', async () => {
      const a = await signUp(t.app);
      await grantCredits(t, a.userId, 1);
      const body = { cv_content: cvText, job_description: jobText };
      const response = await post('/api/optimize-cv', a.token, body);
      expect(response.status).toBe(422);
      const { detail } = (await response.json()) as { detail: string };
      expect(detail).toMatch(/^Ce texte de CV est trop inhabituel .* crédit a été rendu/);
      expect(await ledger(a.userId)).toBe(1);

      const stream = await post('/api/optimize-cv', a.token, body, { accept: 'text/event-stream' });
      const events = await stream.text();
      const error = JSON.parse(events.match(/event: error\ndata: (.*)\n/)![1]!);
      expect(error).toMatchObject({ status: 422, detail: expect.stringMatching(/trop inhabituel/) });
      expect(await ledger(a.userId)).toBe(1);
      const records = await t.testDb.handle.db
        .select({ status: generatedCvs.status })
        .from(generatedCvs)
        .where(eq(generatedCvs.userId, a.userId));
      expect(records.map((r) => r.status)).not.toContain('succeeded');
    });
  });

  describe("the engine's queue full (issue 21)", () => {
    beforeAll(async () => {
      await closeEnginePool();
      // One thread, held 2 s by a task that never ends; nobody may wait behind it.
      const stuck = new URL('./engine/__fixtures__/stuck-engine-worker.mjs', import.meta.url).pathname;
      configureEngine({ workerFile: stuck, budgetMs: 2_000, maxThreads: 1, waiting: { paid: 0, free: 0 } });
    });
    afterAll(async () => {
      await closeEnginePool();
      const { budgetMs, maxThreads, waiting } = defaultEngineOptions;
      configureEngine({ workerFile: engineWorkerFile(), budgetMs, maxThreads, waiting });
    });

    it('refuses parse-cv and optimize-cv with 503 and Retry-After, the credit given back', async () => {
      const [holder, parser, payer] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
      await grantCredits(t, payer.userId, 1);
      const held = post('/api/parse-cv', holder.token, { cv_text: cvText, job_description: '' });
      await new Promise((resolve) => setTimeout(resolve, 300));

      const parse = await post('/api/parse-cv', parser.token, { cv_text: cvText, job_description: '' });
      expect(parse.status).toBe(503);
      expect(parse.headers.get('retry-after')).toBe('5');
      expect(await parse.json()).toEqual({ detail: ENGINE_BUSY });
      // refused before its session and its body are read: a flood's refusals cost the server little
      const unread = await fetch(`${base}/api/parse-cv`, {
        method: 'POST',
        headers: { authorization: 'Bearer nobody', 'content-type': 'application/json' },
        body: '{"cv_text": "not even JSON',
      });
      expect(unread.status).toBe(503);

      const generation = await post('/api/optimize-cv', payer.token, {
        cv_content: cvText,
        job_description: jobText,
      });
      expect(generation.status).toBe(503);
      expect(generation.headers.get('retry-after')).toBe('5');
      expect(await generation.json()).toEqual({ detail: `${ENGINE_BUSY} Votre crédit a été rendu.` });
      expect(await ledger(payer.userId)).toBe(1);
      const records = await t.testDb.handle.db
        .select({ status: generatedCvs.status })
        .from(generatedCvs)
        .where(eq(generatedCvs.userId, payer.userId));
      expect(records.map((r) => r.status)).toEqual(['refunded']);

      expect((await held).status).toBe(422);
    });
  });
});
