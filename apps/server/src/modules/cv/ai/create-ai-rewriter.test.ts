import { readCvDocument } from '@cv/cv-engine';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  blocksFromPrompt,
  type FakeOpenAiServer,
  type RecordedRequest,
  startFakeOpenAiServer,
} from '../../../../test/fake-openai-server';
import { SAMPLE_CV_TEXT, SAMPLE_JOB } from './__fixtures__/sample-cv';
import { AiRewriteError } from './ai-rewrite-error';
import { type AiRewriteInput, type AiRewriterSettings, createAiRewriter } from './create-ai-rewriter';

const API_KEY = 'sk-test-4f9c2e7a1b-secret';
const INPUT: AiRewriteInput = {
  document: readCvDocument(SAMPLE_CV_TEXT),
  jobDescription: SAMPLE_JOB,
  language: 'english',
  jobTitle: 'Développeur full-stack TypeScript',
  missingKeywords: ['PostgreSQL', 'Docker', 'Kubernetes'],
};

/** The model's answer: the first bullet translated, built from the blocks the rewriter sent. */
function translateFirstBullet(request: RecordedRequest) {
  const bullet = blocksFromPrompt(request).find((b) => b.id === 'b5')!;
  return {
    changes: [
      {
        block: 'b5',
        kind: 'reworded',
        before: bullet.text,
        after: 'Built a Node.js API used by 40,000 clients.',
      },
    ],
  };
}
const EXPECTED = [
  {
    block: 'b5',
    kind: 'reworded',
    before: 'Développé une API Node.js utilisée par 40 000 clients.',
    after: 'Built a Node.js API used by 40,000 clients.',
  },
];

let fake: FakeOpenAiServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.setBehaviour('echo');
  fake.setRespond(translateFirstBullet);
  fake.setFormats(['json_schema', 'json_object', 'text']);
});

/** The rejection of `promise`, which must be an AiRewriteError. */
async function failure(promise: Promise<unknown>): Promise<AiRewriteError> {
  const error = await promise.then(
    () => expect.fail('expected the rewrite to fail'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AiRewriteError);
  return error as AiRewriteError;
}

const formatsSent = () => fake.requests.map((r) => r.body.response_format?.type ?? 'text');

const PROVIDERS = ['openai', 'openai-compatible'] as const;

describe.each(PROVIDERS)('provider %s against the fake server', (provider) => {
  const settings = (over: Partial<AiRewriterSettings> = {}): AiRewriterSettings => ({
    provider,
    baseUrl: fake.baseUrl,
    model: 'test-model',
    apiKey: API_KEY,
    timeoutMs: 5_000,
    ...over,
  });

  it('returns the changes the model proposed, after one streamed chat-completions call', async () => {
    const answer = await createAiRewriter(settings()).rewrite(INPUT);
    expect(answer).toEqual({ proposals: EXPECTED, mode: 'json_schema' });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request!.body.model).toBe('test-model');
    expect(request!.body.stream).toBe(true);
  });

  it('asks first for a change list as a strict JSON schema', async () => {
    await createAiRewriter(settings()).rewrite(INPUT);
    const format = fake.requests[0]!.body.response_format!;
    expect(format.type).toBe('json_schema');
    expect(format.json_schema?.strict).toBe(true);
    const schema = format.json_schema!.schema as {
      properties: { changes: { items: { properties: object; required: string[] } } };
      required: string[];
      additionalProperties: unknown;
    };
    expect(schema.required).toEqual(['changes']);
    expect(schema.additionalProperties).toBe(false);
    const item = schema.properties.changes.items;
    expect([...item.required].sort()).toEqual(['after', 'before', 'block', 'kind']);
  });

  it('puts the rules in the system message and the job, keywords and blocks in the user message', async () => {
    await createAiRewriter(settings()).rewrite(INPUT);
    const messages = fake.requests[0]!.body.messages!;
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[0]!.content).toContain('Write every "after" in English');
    expect(messages[1]!.content).toContain('MISSING_KEYWORDS: PostgreSQL, Docker, Kubernetes');
    expect(messages[1]!.content).toContain('Nous recherchons un développeur full-stack');
    expect(messages[1]!.content).toContain('b0\theader\tCamille Martin');
  });

  it('asks for a JSON object when the server rejects a JSON schema, and starts there next time', async () => {
    fake.setFormats(['json_object', 'text']);
    const rewriter = createAiRewriter(settings());
    expect(await rewriter.rewrite(INPUT)).toEqual({ proposals: EXPECTED, mode: 'json_object' });
    expect(formatsSent()).toEqual(['json_schema', 'json_object']);
    fake.requests.length = 0;
    expect(await rewriter.rewrite(INPUT)).toEqual({ proposals: EXPECTED, mode: 'json_object' });
    expect(formatsSent()).toEqual(['json_object']);
  });

  it('reads a ```json block from a text answer when the server takes no JSON output at all', async () => {
    fake.setFormats(['text']);
    const answer = await createAiRewriter(settings()).rewrite(INPUT);
    expect(answer).toEqual({ proposals: EXPECTED, mode: 'text' });
    expect(formatsSent()).toEqual(['json_schema', 'json_object', 'text']);
    expect(fake.requests[2]!.body.messages![0]!.content).toContain('```json block');
  });

  it("gives up with reason 'timeout' once timeoutMs has passed, without retrying", async () => {
    fake.setBehaviour({ slow: 10_000 });
    const started = performance.now();
    const error = await failure(createAiRewriter(settings({ timeoutMs: 300 })).rewrite(INPUT));
    const elapsed = performance.now() - started;
    expect(error.reason).toBe('timeout');
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(300 + 400);
    expect(fake.requests).toHaveLength(1);
  });

  it("gives up with reason 'timeout' when no first token comes within firstTokenMs, long before timeoutMs", async () => {
    fake.setBehaviour({ slow: 10_000 });
    const started = performance.now();
    const error = await failure(
      createAiRewriter(settings({ timeoutMs: 5_000, firstTokenMs: 300 })).rewrite(INPUT),
    );
    const elapsed = performance.now() - started;
    expect(error.reason).toBe('timeout');
    expect(error.message).toContain('no first token within 300 ms');
    expect(elapsed).toBeLessThan(300 + 600);
    expect(fake.requests).toHaveLength(1);
  });

  it('waits past firstTokenMs for a model that has started writing, up to timeoutMs', async () => {
    fake.setBehaviour({ stall: 600 });
    const progress: string[] = [];
    const answer = await createAiRewriter(settings({ timeoutMs: 5_000, firstTokenMs: 300 })).rewrite(
      INPUT,
      undefined,
      (p) => progress.push(p.phase),
    );
    expect(answer.proposals).toEqual(EXPECTED);
    expect(progress).toContain('writing');
    fake.setBehaviour({ stall: 10_000 });
    const error = await failure(
      createAiRewriter(settings({ timeoutMs: 800, firstTokenMs: 300 })).rewrite(INPUT),
    );
    expect(error.reason).toBe('timeout');
    expect(error.message).toContain('no answer within 800 ms');
  });

  it('tells the progress while the model is silent: elapsed time and the first-token budget', async () => {
    fake.setBehaviour({ slow: 1_500 });
    const progress: { phase: string; elapsedMs: number; timeoutMs: number }[] = [];
    await createAiRewriter(settings({ timeoutMs: 5_000, firstTokenMs: 3_000 })).rewrite(
      INPUT,
      undefined,
      (p) => progress.push(p),
    );
    expect(progress[0]).toMatchObject({ phase: 'waiting', timeoutMs: 3_000 });
    expect(progress[0]!.elapsedMs).toBeGreaterThanOrEqual(900);
    expect(progress.at(-1)).toMatchObject({ phase: 'writing', timeoutMs: 5_000 });
  });

  it("stops with reason 'aborted' when the caller's signal fires first", async () => {
    fake.setBehaviour({ slow: 10_000 });
    const error = await failure(createAiRewriter(settings()).rewrite(INPUT, AbortSignal.timeout(100)));
    expect(error.reason).toBe('aborted');
  });

  it("maps a 500 to reason 'http', with one attempt only", async () => {
    fake.setBehaviour('error500');
    const error = await failure(createAiRewriter(settings()).rewrite(INPUT));
    expect(error).toMatchObject({ reason: 'http', status: 500 });
    expect(fake.requests).toHaveLength(1);
  });

  it('keeps the API key out of the error, even when the provider echoes it', async () => {
    fake.setBehaviour('error401');
    const error = await failure(createAiRewriter(settings()).rewrite(INPUT));
    expect(error).toMatchObject({ reason: 'http', status: 401 });
    const everything = `${error.message}\n${error.stack}\n${JSON.stringify(error)}\n${String(error.cause)}`;
    expect(everything).not.toContain('4f9c2e7a1b');
  });

  it("maps prose around broken JSON to reason 'invalid_output', once each output mode has been tried", async () => {
    fake.setBehaviour('invalidJson');
    const error = await failure(createAiRewriter(settings()).rewrite(INPUT));
    expect(error.reason).toBe('invalid_output');
    expect(error.message).toContain('not JSON');
    expect(formatsSent()).toEqual(['json_schema', 'json_object', 'text']);
  });

  it("maps JSON of the wrong shape to reason 'invalid_output', with no content in the message", async () => {
    fake.setBehaviour('wrongShape');
    const error = await failure(createAiRewriter(settings()).rewrite(INPUT));
    expect(error.reason).toBe('invalid_output');
    expect(error.message).toContain('not a change list');
    expect(error.message).not.toContain('Camille');
  });

  it("maps a structured-output refusal to reason 'refused'", async () => {
    fake.setBehaviour('refusal');
    const error = await failure(createAiRewriter(settings()).rewrite(INPUT));
    expect(error.reason).toBe('refused');
    expect(fake.requests).toHaveLength(1);
  });
});

describe('settings', () => {
  it("maps an unreachable server to reason 'http'", async () => {
    const closed = await startFakeOpenAiServer();
    await closed.close();
    const rewriter = createAiRewriter({
      provider: 'openai-compatible',
      baseUrl: closed.baseUrl,
      model: 'test-model',
      apiKey: null,
      timeoutMs: 5_000,
    });
    const error = await failure(rewriter.rewrite(INPUT));
    expect(error).toMatchObject({ reason: 'http', status: null });
  });

  it('sends no Authorization header to an OpenAI-compatible server without a key (Ollama)', async () => {
    const rewriter = createAiRewriter({
      provider: 'openai-compatible',
      baseUrl: fake.baseUrl,
      model: 'llama3.1',
      apiKey: null,
      timeoutMs: 5_000,
    });
    await rewriter.rewrite(INPUT);
    expect(fake.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('refuses settings the provider cannot work with, at creation', () => {
    const base = { baseUrl: null, model: null, apiKey: null, timeoutMs: 1_000 };
    expect(() => createAiRewriter({ ...base, provider: 'openai' })).toThrow(/API key/);
    expect(() => createAiRewriter({ ...base, provider: 'openai-compatible', model: 'm' })).toThrow(
      /base URL/,
    );
  });
});
