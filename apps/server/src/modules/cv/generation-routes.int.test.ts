import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { type CvLayout, MAX_LAYOUT_LINES } from '@cv/contracts';
import { creditLedger, generatedCvs } from '@cv/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/config';
import {
  blocksFromPrompt,
  type FakeOpenAiServer,
  INVENTED_COMPANY,
  startFakeOpenAiServer,
} from '../../../test/fake-openai-server';
import { APP_URL, bearer, buildTestApp, grantCredits, signUp, type TestApp } from '../../../test/helper';

const engineFixtures = join(import.meta.dirname, '../../../../../packages/cv-engine/src/__fixtures__');
const fileFixtures = join(import.meta.dirname, 'extraction/__fixtures__');
const cvText = readFileSync(join(engineFixtures, 'cv-fr-developpeuse-fullstack.txt'), 'utf8');
const jobText = readFileSync(join(engineFixtures, 'offre-fr-developpeur-fullstack.txt'), 'utf8');

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

async function account(credits: number) {
  const a = await signUp(t.app);
  if (credits > 0) await grantCredits(t, a.userId, credits);
  return a;
}

const optimize = (token: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/optimize-cv',
    payload,
    headers: { ...bearer(token), ...headers },
  });

async function ledger(userId: string) {
  const [row] = await t.testDb.handle.db
    .select({ total: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return row?.total;
}

describe(`optimize-cv, built-in engine (${testDatabaseKind})`, () => {
  it('rewrites the CV for the offer, charges one credit and records metadata only', async () => {
    const a = await account(3);
    const response = await optimize(a.token, {
      cv_content: cvText,
      job_description: jobText,
      original_file_name: 'cv-claire.pdf',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, engine: 'local', language: 'french', credits: 2 });
    expect(body.optimized_cv.length).toBeGreaterThan(500);
    expect(body.ats_score).toBeGreaterThanOrEqual(body.original_ats_score);
    expect(body.improvements.length).toBeGreaterThan(0);
    expect(await ledger(a.userId)).toBe(2);
    const [record] = await t.testDb.handle.db
      .select()
      .from(generatedCvs)
      .where(eq(generatedCvs.userId, a.userId));
    expect(record).toMatchObject({
      status: 'succeeded',
      originalFileName: 'cv-claire.pdf',
      atsScore: body.ats_score,
    });
    // The browser files the CV it keeps (D16b) under the record's id, which the profile's list shows.
    expect(body.generation_id).toBe(record?.id);
    expect(record?.jobExcerpt).toBe(jobText.slice(0, 500));
    expect(JSON.stringify(record)).not.toContain(cvText.slice(0, 40));
  });

  it('streams the stages as they happen, then the result', async () => {
    const a = await account(1);
    const response = await fetch(`${base}/api/optimize-cv`, {
      method: 'POST',
      headers: { ...bearer(a.token), 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ cv_content: cvText, job_description: jobText }),
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const text = await response.text();
    const progress = [...text.matchAll(/event: progress\ndata: (.*)\n/g)].map(
      (m) => JSON.parse(m[1]!).progress,
    );
    expect(progress).toEqual([20, 40, 60, 80, 90, 100]);
    const result = JSON.parse(text.match(/event: result\ndata: (.*)\n/)![1]!);
    expect(result).toMatchObject({ success: true, credits: 0 });
  });

  it('answers 402 with the spec message without credits, and changes nothing', async () => {
    const a = await account(0);
    const response = await optimize(a.token, { cv_content: cvText, job_description: jobText });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      detail: "Vous n'avez plus de crédits. Veuillez en acheter pour continuer.",
    });
    expect(
      await t.testDb.handle.db.select().from(generatedCvs).where(eq(generatedCvs.userId, a.userId)),
    ).toHaveLength(0);
  });

  it('refuses a blank CV or a blank offer with the spec messages, without charging', async () => {
    const a = await account(1);
    const blankCv = await optimize(a.token, { cv_content: '   ', job_description: jobText });
    expect(blankCv.statusCode).toBe(400);
    expect(blankCv.json()).toEqual({
      detail: "Aucun texte de CV disponible. Veuillez d'abord uploader un CV.",
    });
    const blankJob = await optimize(a.token, { cv_content: cvText, job_description: '\n' });
    expect(blankJob.json()).toEqual({ detail: 'Veuillez saisir une description de poste.' });
    const tooLong = await optimize(a.token, { cv_content: 'x'.repeat(50_001), job_description: jobText });
    expect(tooLong.statusCode).toBe(400);
    expect(await ledger(a.userId)).toBe(1);
  });

  it('50 concurrent generations on a balance of 10: exactly 10 succeed, the rest 402', async () => {
    const a = await account(10);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => optimize(a.token, { cv_content: cvText, job_description: jobText })),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(40);
    expect(await ledger(a.userId)).toBe(0);
    const profile = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(a.token) });
    expect(profile.json()).toMatchObject({ credits: 0, totalCVsGenerated: 10 });
  });

  it('refuses a visitor', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/optimize-cv', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe(`parse-cv and extract-pdf (${testDatabaseKind})`, () => {
  it('parses a CV into the spec structure', async () => {
    const a = await account(0);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/parse-cv',
      headers: bearer(a.token),
      payload: { cv_text: cvText, job_description: '' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().experience.length).toBeGreaterThan(1);
  });

  async function upload(token: string, name: string, bytes: Uint8Array, type = 'application/octet-stream') {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    const response = await fetch(`${base}/api/extract-pdf`, {
      method: 'POST',
      headers: { ...bearer(token), origin: APP_URL },
      body: form,
    });
    return {
      status: response.status,
      json: async () => (await response.json()) as { text?: string; detail?: string },
    };
  }

  it('extracts a PDF, a DOCX and a TXT by their content', async () => {
    const a = await account(0);
    const pdf = await upload(
      a.token,
      'cv.pdf',
      readFileSync(join(fileFixtures, 'cv-fr-developpeuse-fullstack.pdf')),
    );
    expect(pdf.status).toBe(200);
    expect((await pdf.json()).text).toContain('Développeuse');
    const docx = await upload(a.token, 'cv.bin', readFileSync(join(fileFixtures, 'cv-nl-data-analist.docx')));
    expect(docx.status).toBe(200);
    const txt = await upload(a.token, 'cv.txt', new TextEncoder().encode('Jeanne Martin\nComptable — Lyon'));
    const body = await txt.json();
    expect(body, JSON.stringify(body)).toHaveProperty('text');
    expect(body.text).toContain('Comptable');
  });

  it("returns the layout beside a PDF's and a DOCX's text, none for a TXT, and parse-cv takes it back", async () => {
    const a = await account(0);
    const pdf = await upload(
      a.token,
      'cv.pdf',
      readFileSync(join(fileFixtures, 'cv-fr-developpeuse-fullstack.pdf')),
    );
    const { text, layout } = (await pdf.json()) as { text: string; layout: CvLayout };
    expect(layout).toMatchObject({ version: 1, source: 'pdf' });
    expect(layout.lines).toHaveLength(text.split('\n').filter((line) => line.trim() !== '').length);
    const docx = await upload(
      a.token,
      'cv.docx',
      readFileSync(join(fileFixtures, 'cv-nl-data-analist.docx')),
    );
    expect(((await docx.json()) as { layout?: CvLayout }).layout?.source).toBe('docx');
    const txt = await upload(a.token, 'cv.txt', new TextEncoder().encode('Jeanne Martin\nComptable — Lyon'));
    expect(await txt.json()).not.toHaveProperty('layout');
    const parsed = await t.app.inject({
      method: 'POST',
      url: '/api/parse-cv',
      headers: bearer(a.token),
      payload: { cv_text: text, job_description: '', cv_layout: layout },
    });
    expect(parsed.statusCode).toBe(200);
    expect(parsed.json().experience.length).toBeGreaterThan(1);
  });

  it('refuses with a 400 a layout past its cap or malformed, on parse-cv and optimize-cv, charging nothing', async () => {
    const a = await account(1);
    const line = { key: 'abc', page: 1, column: 1, region: 'main', x: 50, width: 200, size: 10 };
    const layout = (lines: unknown[]) => ({ version: 1, source: 'pdf', pageWidth: 595, bodySize: 10, lines });
    const tooLong = layout(Array.from({ length: MAX_LAYOUT_LINES + 1 }, () => line));
    const malformed = layout([{ ...line, page: -1 }]);
    for (const cv_layout of [tooLong, malformed]) {
      const parse = await t.app.inject({
        method: 'POST',
        url: '/api/parse-cv',
        headers: bearer(a.token),
        payload: { cv_text: cvText, job_description: '', cv_layout },
      });
      expect(parse.statusCode).toBe(400);
      expect(parse.json().detail).toMatch(/^Champ « cv_layout\.lines/);
      const optimize = await t.app.inject({
        method: 'POST',
        url: '/api/optimize-cv',
        headers: bearer(a.token),
        payload: { cv_content: cvText, job_description: 'Développeuse React', cv_layout },
      });
      expect(optimize.statusCode).toBe(400);
    }
    const profile = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(a.token) });
    expect(profile.json()).toMatchObject({ credits: 1 });
  });

  it('answers 415 for another type, 422 for an unreadable PDF, 413 past the size limit', async () => {
    const a = await account(0);
    const png = await upload(
      a.token,
      'cv.pdf',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
    );
    expect(png.status).toBe(415);
    const encrypted = await upload(a.token, 'cv.pdf', readFileSync(join(fileFixtures, 'encrypted.pdf')));
    expect(encrypted.status).toBe(422);
    expect((await encrypted.json()).detail).toMatch(/^Impossible de lire le fichier PDF/);
    const big = await upload(a.token, 'big.txt', new Uint8Array(10_485_761).fill(0x61));
    expect(big.status).toBe(413);
    expect((await big.json()).detail).toEqual(expect.any(String));
  });
});

/** The app with an OpenAI-compatible provider served by a local fake, waiting for it at most `timeoutMs`. */
function useAiApp(timeoutMs: number) {
  const context = {} as { fake: FakeOpenAiServer; ai: TestApp };
  beforeAll(async () => {
    context.fake = await startFakeOpenAiServer();
    context.ai = await buildTestApp({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: context.fake.baseUrl,
      AI_MODEL: 'test-model',
      AI_TIMEOUT_MS: String(timeoutMs),
    });
  });
  afterAll(async () => {
    await context.ai?.close();
    await context.fake?.close();
  });
  return context;
}

/** A model's answer that passes the gates: a bullet's full stop taken off. */
function fullStopTakenOff(request: Parameters<typeof blocksFromPrompt>[0]) {
  const bullet = blocksFromPrompt(request).find((b) => b.section === 'experience' && b.text.endsWith('.'))!;
  return {
    changes: [{ block: bullet.id, kind: 'reworded', before: bullet.text, after: bullet.text.slice(0, -1) }],
  };
}

describe(`optimize-cv with an AI provider (${testDatabaseKind})`, () => {
  const context = useAiApp(1500);

  async function aiOptimize() {
    const a = await signUp(context.ai.app);
    await grantCredits(context.ai, a.userId, 1);
    const response = await context.ai.app.inject({
      method: 'POST',
      url: '/api/optimize-cv',
      headers: bearer(a.token),
      payload: { cv_content: cvText, job_description: jobText },
    });
    return response;
  }

  it('uses the model once, and says so only when a change of it passed', async () => {
    context.fake.setBehaviour('echo');
    context.fake.setRespond(fullStopTakenOff);
    const before = context.fake.requests.length;
    try {
      const response = await aiOptimize();
      expect(response.statusCode).toBe(200);
      expect(response.json().engine).toBe('ai');
      expect(context.fake.requests.length - before).toBe(1);
    } finally {
      context.fake.setRespond();
    }
    // an empty answer is not a rewrite by AI (issue 23)
    expect((await aiOptimize()).json()).toMatchObject({ engine: 'local', ai: { outcome: 'nothing_passed' } });
  });

  it('takes out an employer the model invented', async () => {
    context.fake.setBehaviour('inventedEmployer');
    const response = await aiOptimize();
    expect(response.statusCode).toBe(200);
    expect(response.json().optimized_cv).not.toContain(INVENTED_COMPANY);
  });

  it("applies the model's changes that pass the gates, lists them, and leaves the name line alone", async () => {
    context.fake.setBehaviour('echo');
    context.fake.setRespond((request) => {
      const blocks = blocksFromPrompt(request);
      const bullet = blocks.find((b) => b.section === 'experience' && b.text.endsWith('.'))!;
      const name = blocks[0]!;
      return {
        changes: [
          // a rewording that adds nothing (the full stop taken off) passes; a new name line does not
          { block: bullet.id, kind: 'reworded', before: bullet.text, after: bullet.text.slice(0, -1) },
          { block: name.id, kind: 'reworded', before: name.text, after: `${name.text}, PhD` },
        ],
      };
    });
    try {
      const response = await aiOptimize();
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.engine).toBe('ai');
      const reworded = body.changes.filter((c: { kind: string }) => c.kind === 'reworded');
      expect(reworded).toHaveLength(1);
      expect(body.optimized_cv).toContain(reworded[0].after);
      expect(body.optimized_cv).not.toContain('PhD');
    } finally {
      context.fake.setRespond();
    }
  });

  // The engine's steps run in the engine pool, before and after the model's call on this thread (issue 17):
  // each stage is still told once and in order, the model's answer used or not.
  for (const behaviour of ['echo', 'error500'] as const) {
    it(`streams each stage once, in order (${behaviour})`, async () => {
      context.fake.setBehaviour(behaviour);
      context.fake.setRespond(fullStopTakenOff);
      const a = await signUp(context.ai.app);
      await grantCredits(context.ai, a.userId, 1);
      const response = await context.ai.app.inject({
        method: 'POST',
        url: '/api/optimize-cv',
        headers: { ...bearer(a.token), accept: 'text/event-stream' },
        payload: { cv_content: cvText, job_description: jobText },
      });
      const stages = [...response.body.matchAll(/event: progress\ndata: (.*)\n/g)]
        .map((m) => JSON.parse(m[1]!))
        .filter((event) => !event.ai)
        .map((event) => event.stage);
      expect(stages).toEqual(['analyse_cv', 'analyse_job', 'generate', 'ats_score', 'finalise', 'done']);
      const result = JSON.parse(response.body.match(/event: result\ndata: (.*)\n/)![1]!);
      expect(result.engine).toBe(behaviour === 'echo' ? 'ai' : 'local');
      context.fake.setRespond();
    });
  }

  for (const behaviour of ['error500', 'invalidJson', { slow: 5_000 }] as const) {
    it(`falls back to the built-in engine, free, when the model fails (${JSON.stringify(behaviour)})`, async () => {
      context.fake.setBehaviour(behaviour);
      const response = await aiOptimize();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, engine: 'local', credits: 1, charged: false });
    });
  }
});

describe(`optimize-cv, the client going away (${testDatabaseKind})`, () => {
  // Long enough that the model is still working when the client leaves.
  const context = useAiApp(60_000);
  let url: string;
  beforeAll(async () => {
    url = await context.ai.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('gives the credit back when the browser closes the connection in the middle of a generation', async () => {
    const a = await signUp(context.ai.app);
    await grantCredits(context.ai, a.userId, 1);
    context.fake.setBehaviour({ slow: 600_000 });
    const asked = context.fake.requests.length;
    const leaving = new AbortController();
    const response = fetch(`${url}/api/optimize-cv`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(a.token) },
      body: JSON.stringify({ cv_content: cvText, job_description: jobText }),
      signal: leaving.signal,
    }).catch((error: unknown) => error);
    // The credit is held while the model works.
    await expect.poll(() => context.fake.requests.length - asked, { timeout: 10_000 }).toBe(1);
    const balance = async () =>
      (
        await context.ai.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(a.token) })
      ).json().credits as number;
    expect(await balance()).toBe(0);

    leaving.abort();
    await response;
    await expect.poll(balance, { timeout: 10_000 }).toBe(1);
    const records = await context.ai.testDb.handle.db
      .select()
      .from(generatedCvs)
      .where(eq(generatedCvs.userId, a.userId));
    expect(records.map((r) => r.status)).toEqual(['refunded']);
    const [ledger] = await context.ai.testDb.handle.db
      .select({ sum: sql<number>`sum(${creditLedger.delta})::int` })
      .from(creditLedger)
      .where(eq(creditLedger.userId, a.userId));
    expect(ledger?.sum).toBe(1);
  });
});

describe(`optimize-cv, a client leaving at once, built-in engine (${testDatabaseKind})`, () => {
  it('is not charged when it closes the connection 5 ms after sending (issue 21)', async () => {
    const a = await account(3);
    const { port } = new URL(base);
    const body = JSON.stringify({ cv_content: cvText, job_description: jobText });
    for (let i = 0; i < 5; i++) {
      const socket = connect(Number(port), '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(
        `POST /api/optimize-cv HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: Bearer ${a.token}\r\n` +
          `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 5));
      socket.destroy();
    }
    const records = async () =>
      t.testDb.handle.db.select().from(generatedCvs).where(eq(generatedCvs.userId, a.userId));
    // Some requests reach the route and reserve their credit before the close is seen (the others are
    // dropped before it); none is charged. Before: every one that reached it was charged.
    const settled = async () => {
      const statuses = (await records()).map((r) => r.status);
      return statuses.length > 0 && !statuses.includes('reserved');
    };
    await expect.poll(settled, { timeout: 15_000 }).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(new Set((await records()).map((r) => r.status))).toEqual(new Set(['refunded']));
    expect(await ledger(a.userId)).toBe(3);
  });
});
