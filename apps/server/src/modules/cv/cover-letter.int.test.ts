import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { creditLedger, generatedCvs } from '@cv/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/config';
import {
  type FakeOpenAiServer,
  type RecordedRequest,
  startFakeOpenAiServer,
} from '../../../test/fake-openai-server';
import { bearer, buildTestApp, grantCredits, signUp, type TestApp } from '../../../test/helper';
import { NO_CREDITS } from '../credits/credits-routes';
import { defaultEngineOptions } from './engine/engine-pool';
import { engineWorkerFile } from './engine/engine-worker-file';
import { closeEnginePool, configureEngine } from './engine/run-engine';

/**
 * Issue 26, decision D23: a cover letter is a generation — one credit, reserved, spent or refunded like a CV —
 * whose text never reaches the database (D16); with a model (the local OpenAI stand-in), the model's letter when
 * it passes the gates, the built-in one for free when it does not or when the model fails.
 */
const engineFixtures = join(import.meta.dirname, '../../../../../packages/cv-engine/src/__fixtures__');
const cvText = readFileSync(join(engineFixtures, 'cv-fr-developpeuse-fullstack.txt'), 'utf8');
const jobText = readFileSync(join(engineFixtures, 'offre-fr-developpeur-fullstack.txt'), 'utf8');
const payload = { cv_content: cvText, job_description: jobText, original_file_name: 'maelle.pdf' };

async function account(t: TestApp, credits: number) {
  const a = await signUp(t.app);
  if (credits) await grantCredits(t, a.userId, credits);
  return a;
}

const write = (t: TestApp, token: string, body: object = payload) =>
  t.app.inject({ method: 'POST', url: '/api/cover-letter', headers: bearer(token), payload: body });

async function balanceOf(t: TestApp, token: string): Promise<number> {
  return (await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) })).json()
    .credits;
}

/** A generation's ledger rows and its record. */
async function generation(t: TestApp, id: string) {
  const db = t.testDb.handle.db;
  const rows = await db
    .select({ delta: creditLedger.delta, kind: creditLedger.kind })
    .from(creditLedger)
    .where(eq(creditLedger.generationId, id))
    .orderBy(creditLedger.createdAt);
  const [record] = await db.select().from(generatedCvs).where(eq(generatedCvs.id, id));
  return { deltas: rows.map((r) => r.delta), record };
}

describe(`POST /api/cover-letter, built-in (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes the letter for one credit, records that a letter was made for the CV, and keeps no text of it', async () => {
    const a = await account(t, 2);
    const cv = await t.app.inject({
      method: 'POST',
      url: '/api/optimize-cv',
      headers: bearer(a.token),
      payload,
    });
    const cvId = cv.json().generation_id as string;
    const response = await write(t, a.token, { ...payload, generation_id: cvId });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      engine: 'local',
      language: 'french',
      credits: 0,
      charged: true,
    });
    expect(body.ai).toBeNull();
    expect(body.letter).toContain('Routalis');
    expect(body.letter).toContain('Madame, Monsieur,');
    expect(body.letter).toContain('Trajectoire Mobilités');
    expect(await balanceOf(t, a.token)).toBe(0);

    const { deltas, record } = await generation(t, body.generation_id);
    expect(deltas).toEqual([-1]);
    expect(record).toMatchObject({ kind: 'letter', status: 'succeeded', letterFor: cvId, engine: 'local' });
    // D16: metadata only — no column holds a sentence of the letter
    const sentence = (body.letter as string).split('\n\n')[3]!;
    expect(JSON.stringify(record)).not.toContain(sentence.slice(0, 40));

    // the profile counts and lists CVs, not letters
    const profile = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(a.token) });
    expect(profile.json().totalCVsGenerated).toBe(1);
    const cvs = await t.app.inject({ method: 'GET', url: '/api/user/cvs', headers: bearer(a.token) });
    expect(JSON.stringify(cvs.json())).not.toContain(body.generation_id);
  });

  it('notes no CV of another account as the letter’s', async () => {
    const owner = await account(t, 1);
    const cv = await t.app.inject({
      method: 'POST',
      url: '/api/optimize-cv',
      headers: bearer(owner.token),
      payload,
    });
    const other = await account(t, 1);
    const body = (await write(t, other.token, { ...payload, generation_id: cv.json().generation_id })).json();
    expect((await generation(t, body.generation_id)).record?.letterFor).toBeNull();
  });

  it.each([
    [{ ...payload, cv_content: '  ' }, "Aucun texte de CV disponible. Veuillez d'abord uploader un CV."],
    [{ ...payload, job_description: '\n' }, 'Veuillez saisir une description de poste.'],
  ])('refuses a blank CV or offer with the spec’s message, charging nothing', async (body, detail) => {
    const a = await account(t, 1);
    const response = await write(t, a.token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail });
    expect(await balanceOf(t, a.token)).toBe(1);
  });

  it('answers 402 without a credit, and 401 signed out, writing no record', async () => {
    const a = await account(t, 0);
    const response = await write(t, a.token);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ detail: NO_CREDITS });
    const rows = await t.testDb.handle.db
      .select()
      .from(generatedCvs)
      .where(eq(generatedCvs.userId, a.userId));
    expect(rows).toEqual([]);
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/cover-letter', payload });
    expect(signedOut.statusCode).toBe(401);
  });

  describe('when the engine fails', () => {
    beforeAll(async () => {
      await closeEnginePool();
      const stuck = new URL('./engine/__fixtures__/stuck-engine-worker.mjs', import.meta.url).pathname;
      configureEngine({ workerFile: stuck, budgetMs: 300 });
    });
    afterAll(async () => {
      await closeEnginePool();
      configureEngine({ workerFile: engineWorkerFile(), budgetMs: defaultEngineOptions.budgetMs });
    });

    it('gives the credit back and says why', async () => {
      const a = await account(t, 1);
      const response = await write(t, a.token);
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toMatch(/trop inhabituel .* crédit a été rendu/);
      expect(await balanceOf(t, a.token)).toBe(1);
      const [record] = await t.testDb.handle.db
        .select()
        .from(generatedCvs)
        .where(eq(generatedCvs.userId, a.userId));
      expect(record).toMatchObject({ kind: 'letter', status: 'refunded' });
    });
  });
});

/** The model "improves" the draft it was given: its paragraphs, and `extra` as a last one. */
const THANKS = 'Merci de l’attention que vous porterez à ma candidature.';
function fromDraft(extra: string) {
  return (request: RecordedRequest) => {
    const user = (request.body.messages ?? []).filter((m) => m.role === 'user').at(-1);
    const text = typeof user?.content === 'string' ? user.content : JSON.stringify(user?.content ?? '');
    const draft = text.slice(text.indexOf('DRAFT:\n') + 7, text.indexOf('\nJOB_OFFER:'));
    return { paragraphs: [...draft.split('\n\n'), extra] };
  };
}

describe(`POST /api/cover-letter with a model (${testDatabaseKind})`, () => {
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
    fake.setRespond(fromDraft(THANKS));
  });

  it('gives the model’s letter when it passes the gates, in one call, charged once', async () => {
    const a = await account(t, 1);
    const before = fake.requests.length;
    const body = (await write(t, a.token)).json();
    expect(fake.requests.length - before).toBe(1);
    expect(fake.requests.at(-1)?.body.response_format?.json_schema?.name).toBe('cover_letter');
    expect(body).toMatchObject({
      engine: 'ai',
      charged: true,
      credits: 0,
      ai: { outcome: 'used', proposed: 1, kept: 1 },
    });
    expect(body.letter).toContain(`\n\n${THANKS}\n\n`);
    // the frame is the engine's: greeting and name as the CV has them
    expect(body.letter).toMatch(/^Lyon, le /);
    expect(body.letter.endsWith('Maëlle Duchâteau')).toBe(true);
    expect((await generation(t, body.generation_id)).deltas).toEqual([-1]);
  });

  it('gives the built-in letter for free when a paragraph invents an employer', async () => {
    fake.setRespond(fromDraft('J’ai aussi dirigé le pôle web de Globex Corporation pendant trois ans.'));
    const a = await account(t, 1);
    const body = (await write(t, a.token)).json();
    expect(body).toMatchObject({
      engine: 'local',
      charged: false,
      credits: 1,
      ai: { outcome: 'nothing_passed', kept: 0 },
    });
    expect(body.letter).not.toContain('Globex');
    expect(body.letter).toContain('Trajectoire Mobilités');
    expect((await generation(t, body.generation_id)).deltas).toEqual([-1, 1]);
    expect(await balanceOf(t, a.token)).toBe(1);
  });

  it.each([
    ['error500', 'http'],
    ['invalidJson', 'invalid_output'],
    [{ slow: 20_000 }, 'timeout'],
  ] as const)(
    'gives the built-in letter for free, refunded once, when the model fails (%j)',
    async (how, reason) => {
      fake.setBehaviour(how);
      const a = await account(t, 1);
      const body = (await write(t, a.token)).json();
      expect(body).toMatchObject({
        engine: 'local',
        charged: false,
        credits: 1,
        ai: { outcome: 'failed', reason },
      });
      expect(body.letter).toContain('Routalis');
      expect((await generation(t, body.generation_id)).deltas).toEqual([-1, 1]);
    },
  );
});
