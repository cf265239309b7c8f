import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { creditLedger, generatedCvs } from '@cv/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/config';
import {
  blocksFromPrompt,
  type FakeBehaviour,
  type FakeOpenAiServer,
  type RecordedRequest,
  startFakeOpenAiServer,
} from '../../../test/fake-openai-server';
import { bearer, buildTestApp, grantCredits, signUp, type TestApp } from '../../../test/helper';

/**
 * Issue 23, failures said plainly: when the configured model fails (an error status, an answer that is not a
 * change list, silence past the first-token limit, a stall past the whole limit) or proposes nothing that
 * passes the gates, the user gets the built-in result, told why, and the credit back — once; when it works, the
 * generation is charged once and the response counts the proposals dropped per gate.
 */
const engineFixtures = join(import.meta.dirname, '../../../../../packages/cv-engine/src/__fixtures__');
const cvText = readFileSync(join(engineFixtures, 'cv-fr-developpeuse-fullstack.txt'), 'utf8');
const jobText = readFileSync(join(engineFixtures, 'offre-fr-developpeur-fullstack.txt'), 'utf8');

/** One change that passes (a bullet's full stop taken off) and one the gates drop (the name line). */
function oneGoodOneBad(request: RecordedRequest) {
  const blocks = blocksFromPrompt(request);
  const bullet = blocks.find((b) => b.section === 'experience' && b.text.endsWith('.'))!;
  const name = blocks[0]!;
  return {
    changes: [
      { block: bullet.id, kind: 'reworded', before: bullet.text, after: bullet.text.slice(0, -1) },
      { block: name.id, kind: 'reworded', before: name.text, after: `${name.text}, PhD` },
    ],
  };
}

let fake: FakeOpenAiServer;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  t = await buildTestApp({
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: 'test-model',
    AI_TIMEOUT_MS: '3000',
    AI_FIRST_TOKEN_TIMEOUT_MS: '1000',
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.setBehaviour('echo');
  fake.setRespond(oneGoodOneBad);
});

async function generate(headers: Record<string, string> = {}) {
  const a = await signUp(t.app);
  await grantCredits(t, a.userId, 1);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/optimize-cv',
    headers: { ...bearer(a.token), ...headers },
    payload: { cv_content: cvText, job_description: jobText },
  });
  const balance = (
    await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(a.token) })
  ).json().credits as number;
  return { a, response, balance };
}

/** The ledger rows of one generation, in order, and its record's status. */
async function generationLedger(generationId: string) {
  const db = t.testDb.handle.db;
  const rows = await db
    .select({ delta: creditLedger.delta, kind: creditLedger.kind })
    .from(creditLedger)
    .where(eq(creditLedger.generationId, generationId))
    .orderBy(creditLedger.createdAt);
  const [record] = await db
    .select({ status: generatedCvs.status, engine: generatedCvs.engine })
    .from(generatedCvs)
    .where(eq(generatedCvs.id, generationId));
  return { deltas: rows.map((r) => r.delta), kinds: rows.map((r) => r.kind), record };
}

describe(`an AI provider's failures, said plainly (${testDatabaseKind})`, () => {
  it('charges once when the model is used, and counts the proposals dropped per gate', async () => {
    const { response, balance } = await generate();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      engine: 'ai',
      charged: true,
      credits: 0,
      ai: { outcome: 'used', reason: null, proposed: 2, kept: 1, dropped: { name_line: 1 } },
    });
    expect(balance).toBe(0);
    expect(await generationLedger(body.generation_id)).toMatchObject({
      deltas: [-1],
      record: { status: 'succeeded', engine: 'ai' },
    });
  });

  it('gives the built-in result for free when the model proposes nothing that passes — not "by AI"', async () => {
    fake.setRespond(() => ({ changes: [] }));
    const { response, balance } = await generate();
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      engine: 'local',
      charged: false,
      credits: 1,
      ai: { outcome: 'nothing_passed', reason: null, proposed: 0, kept: 0 },
    });
    expect(balance).toBe(1);
    expect(await generationLedger(body.generation_id)).toMatchObject({
      deltas: [-1, 1],
      kinds: ['generation', 'refund'],
      record: { status: 'succeeded', engine: 'local' },
    });
  });

  const failures: [FakeBehaviour, string][] = [
    ['error500', 'http'],
    ['invalidJson', 'invalid_output'],
    ['refusal', 'refused'],
    [{ slow: 20_000 }, 'timeout'],
    [{ stall: 20_000 }, 'timeout'],
  ];
  it.each(failures)(
    'gives the built-in result for free, refunded once, when the model fails (%j)',
    async (behaviour, reason) => {
      fake.setBehaviour(behaviour);
      const started = performance.now();
      const { response, balance } = await generate();
      const body = response.json();
      expect(body).toMatchObject({
        engine: 'local',
        charged: false,
        credits: 1,
        ai: { outcome: 'failed', reason },
      });
      expect(body.changes.length).toBeGreaterThan(0);
      expect(balance).toBe(1);
      expect((await generationLedger(body.generation_id)).deltas).toEqual([-1, 1]);
      // a silent model is given up at the first-token limit, one that started at the whole limit
      if (typeof behaviour === 'object')
        expect(performance.now() - started).toBeLessThan(('slow' in behaviour ? 1_000 : 3_000) + 2_500);
    },
  );

  it('lets the user retry with the same credit after a failure: no double charge', async () => {
    fake.setBehaviour('error500');
    const { a, balance } = await generate();
    expect(balance).toBe(1);
    fake.setBehaviour('echo');
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/optimize-cv',
      headers: bearer(a.token),
      payload: { cv_content: cvText, job_description: jobText },
    });
    expect(retry.json()).toMatchObject({ engine: 'ai', charged: true, credits: 0 });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/optimize-cv',
      headers: bearer(a.token),
      payload: { cv_content: cvText, job_description: jobText },
    });
    expect(again.statusCode).toBe(402);
  });

  it('streams the wait for a silent model: seconds so far against the first-token limit', async () => {
    fake.setBehaviour({ slow: 20_000 });
    const { response } = await generate({ accept: 'text/event-stream' });
    const events = [...response.body.matchAll(/event: progress\ndata: (.*)\n/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    const waits = events.filter((e) => e.ai);
    expect(waits.length).toBeGreaterThan(0);
    expect(waits[0]).toMatchObject({ stage: 'generate', ai: { phase: 'waiting', timeout_ms: 1000 } });
    const result = JSON.parse(response.body.match(/event: result\ndata: (.*)\n/)![1]!);
    expect(result).toMatchObject({
      engine: 'local',
      charged: false,
      ai: { outcome: 'failed', reason: 'timeout' },
    });
  });
});
