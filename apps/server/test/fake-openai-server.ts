import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for OpenAI's chat-completions endpoint (`POST /v1/chat/completions`, non-streaming: what
 * `generateText` sends), so the AI rewriter is tested at the network edge through the real SDK and providers.
 * It records every request and answers according to the behaviour set by the test, including the failures the
 * rewriter must survive. Like the servers people run locally, it can refuse some output formats: LM Studio
 * answers 400 to `json_object`, older llama.cpp servers to `json_schema` (`setFormats`). Asked for JSON, it
 * answers bare JSON; asked for text, prose around a ```json block. A request with `stream: true` gets the same
 * answer as Server-Sent Events of `chat.completion.chunk`s, the way OpenAI streams it (what `streamText` sends).
 */

/** The output format of a request: its `response_format.type`, or 'text' without one. */
export type FakeFormat = 'json_schema' | 'json_object' | 'text';

/** A block of the CV as the rewriter listed it in the prompt (`CV_BLOCKS:`). */
export type PromptBlock = { id: string; section: string; text: string };

export type FakeBehaviour =
  /** 200 with the answer from `respond` ({ changes: [] } by default). */
  | 'echo'
  /** The same, after `slow` milliseconds (or never, if the client gives up first): no first token meanwhile. */
  | { slow: number }
  /** Streamed: a first token at once, then nothing for `stall` milliseconds, then the rest. */
  | { stall: number }
  | 'error500'
  /** 401 whose message echoes the whole key, as a careless provider might: the key must not reach our errors. */
  | 'error401'
  /** 200 whose content is prose around broken JSON. */
  | 'invalidJson'
  /** 200 with JSON that is not a change list. */
  | 'wrongShape'
  /** 200 with the answer from `respond` plus a change naming a company the CV never mentions. */
  | 'inventedEmployer'
  /** 200 with OpenAI's structured-output refusal (`message.refusal`, no content). */
  | 'refusal';

export type ChatCompletionRequest = {
  model?: string;
  messages?: { role: string; content: unknown }[];
  response_format?: {
    type: string;
    json_schema?: { name?: string; strict?: boolean; schema?: Record<string, unknown> };
  };
  stream?: boolean;
  [key: string]: unknown;
};

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: ChatCompletionRequest;
};

export const INVENTED_COMPANY = 'Globex Corporation';

export type FakeOpenAiServer = {
  /** http://127.0.0.1:port */
  url: string;
  /** url + '/v1', what both providers take as base URL. */
  baseUrl: string;
  requests: RecordedRequest[];
  setBehaviour(behaviour: FakeBehaviour): void;
  /** What a 200 answers (the JSON the model would write); back to no change with no argument. */
  setRespond(respond?: Respond): void;
  /** The output formats the server takes; a request for another gets a 400. All three by default. */
  setFormats(formats: readonly FakeFormat[]): void;
  close(): Promise<void>;
};

export type Respond = (request: RecordedRequest) => unknown;
const NO_CHANGE: Respond = () => ({ changes: [] });
const ALL_FORMATS: readonly FakeFormat[] = ['json_schema', 'json_object', 'text'];

export async function startFakeOpenAiServer(options: { respond?: Respond } = {}): Promise<FakeOpenAiServer> {
  let respond = options.respond ?? NO_CHANGE;
  let formats = ALL_FORMATS;
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let behaviour: FakeBehaviour = 'echo';
  let counter = 0;

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      // A bug in a test's `respond` shows up as a 500 the test can read, not as an unhandled rejection.
      sendJson(res, 500, openAiError(`fake server: ${String(error)}`, 'server_error'));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: ChatCompletionRequest;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    } catch {
      return sendJson(res, 400, openAiError('Request body is not JSON.', 'invalid_request_error'));
    }
    const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
    requests.push(request);
    if (req.method !== 'POST' || request.path !== '/v1/chat/completions') {
      return sendJson(res, 404, openAiError(`Unknown route ${request.path}`, 'invalid_request_error'));
    }

    const format = formatOf(body);
    if (!formats.includes(format)) {
      const allowed = formats.map((f) => `'${f}'`).join(' or ');
      return sendJson(
        res,
        400,
        openAiError(`'response_format.type' must be ${allowed}`, 'invalid_request_error'),
      );
    }

    counter += 1;
    const id = `chatcmpl-fake-${counter}`;
    const streamed = body.stream === true;
    const completion = (message: { content: string | null; refusal?: string }) =>
      chatCompletion(id, body, message);
    const answer = (message: { content: string | null; refusal?: string }, stallMs = 0) =>
      streamed
        ? streamCompletion(res, id, body, message, stallMs, timers)
        : sendJson(res, 200, completion(message));
    // the answer as this format carries it: bare JSON, or a JSON block in prose
    const content = (answer: unknown) =>
      format === 'text'
        ? `Here are the changes I propose:\n\n\`\`\`json\n${JSON.stringify(answer, null, 2)}\n\`\`\`\n`
        : JSON.stringify(answer);
    const current = behaviour;
    if (typeof current === 'object' && 'stall' in current)
      return answer({ content: content(respond(request)) }, current.stall);
    if (typeof current === 'object') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        answer({ content: content(respond(request)) });
      }, current.slow);
      timers.add(timer);
      // The client gave up (timeout): forget the answer rather than write to a closed socket.
      res.on('close', () => {
        clearTimeout(timer);
        timers.delete(timer);
      });
      return;
    }
    switch (current) {
      case 'echo':
        return answer({ content: content(respond(request)) });
      case 'error500':
        return sendJson(
          res,
          500,
          openAiError('The server had an error while processing your request.', 'server_error'),
        );
      case 'error401':
        return sendJson(
          res,
          401,
          openAiError(`Incorrect API key provided: ${req.headers.authorization}.`, 'invalid_request_error'),
        );
      case 'invalidJson':
        return answer({ content: 'Here are the changes: {"changes": [{"block' });
      case 'wrongShape':
        return answer({ content: content({ name: 'Camille', experience: 'many years' }) });
      case 'inventedEmployer':
        return answer({ content: content(withInventedEmployer(request, respond(request))) });
      case 'refusal':
        return answer({ content: null, refusal: "I'm sorry, I can't help with that request." });
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    baseUrl: `${url}/v1`,
    requests,
    setBehaviour(next) {
      behaviour = next;
    },
    setRespond(next) {
      respond = next ?? NO_CHANGE;
    },
    setFormats(next) {
      formats = next;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

function chatCompletion(
  id: string,
  body: ChatCompletionRequest,
  message: { content: string | null; refusal?: string },
) {
  const promptChars = JSON.stringify(body.messages ?? []).length;
  const completionChars = (message.content ?? message.refusal ?? '').length;
  // Rough OpenAI-like counts (4 characters a token), enough for code that reads `usage`.
  const usage = {
    prompt_tokens: Math.ceil(promptChars / 4),
    completion_tokens: Math.ceil(completionChars / 4),
  };
  return {
    id,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: body.model ?? 'fake-model',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: message.content, refusal: message.refusal ?? null },
        logprobs: null,
        finish_reason: 'stop',
      },
    ],
    usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
  };
}

/**
 * The answer as OpenAI streams it: `data: {chat.completion.chunk}` events — the role, then the content in a few
 * pieces (or the refusal), then the finish reason and the usage — and `data: [DONE]`. With `stallMs`, the first
 * piece goes at once and the rest after that pause (a model that starts, then hangs).
 */
function streamCompletion(
  res: ServerResponse,
  id: string,
  body: ChatCompletionRequest,
  message: { content: string | null; refusal?: string },
  stallMs: number,
  timers: Set<NodeJS.Timeout>,
) {
  if (res.destroyed) return;
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const base = {
    id,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: body.model ?? 'fake-model',
  };
  const send = (
    delta: Record<string, unknown>,
    finish: string | null = null,
    extra: Record<string, unknown> = {},
  ) =>
    !res.destroyed &&
    res.write(
      `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }], ...extra })}\n\n`,
    );
  const text = message.content ?? '';
  const size = Math.max(1, Math.ceil(text.length / 4));
  const pieces = text
    ? Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, (i + 1) * size))
    : [];
  send({ role: 'assistant', content: '' });
  if (pieces[0]) send({ content: pieces[0] });
  const rest = () => {
    if (message.refusal) send({ refusal: message.refusal });
    for (const piece of pieces.slice(1)) send({ content: piece });
    const usage = {
      prompt_tokens: Math.ceil(JSON.stringify(body.messages ?? []).length / 4),
      completion_tokens: Math.ceil(text.length / 4),
    };
    send({}, 'stop', { usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } });
    if (!res.destroyed) res.end('data: [DONE]\n\n');
  };
  if (!stallMs) return rest();
  const timer = setTimeout(() => {
    timers.delete(timer);
    rest();
  }, stallMs);
  timers.add(timer);
  res.on('close', () => {
    clearTimeout(timer);
    timers.delete(timer);
  });
}

function openAiError(message: string, type: string) {
  return { error: { message, type, param: null, code: null } };
}

function sendJson(res: ServerResponse, status: number, payload: unknown) {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
}

function formatOf(body: ChatCompletionRequest): FakeFormat {
  const type = body.response_format?.type;
  return type === 'json_schema' || type === 'json_object' ? type : 'text';
}

/** The CV's blocks the rewriter sent, the lines after `CV_BLOCKS:` in the last user message. */
export function blocksFromPrompt(request: RecordedRequest): PromptBlock[] {
  const user = (request.body.messages ?? []).filter((m) => m.role === 'user').at(-1);
  const text = typeof user?.content === 'string' ? user.content : JSON.stringify(user?.content ?? '');
  const start = text.indexOf('CV_BLOCKS:\n');
  if (start < 0) throw new Error('fake OpenAI server: no CV_BLOCKS in the prompt');
  return text
    .slice(start + 'CV_BLOCKS:\n'.length)
    .split('\n')
    .map((line) => line.split('\t'))
    .filter((fields) => fields.length === 3)
    .map(([id, section, blockText]) => ({ id: id!, section: section!, text: blockText! }));
}

/** The answer, plus a change that puts a company the CV never mentions into its first bullet. */
function withInventedEmployer(request: RecordedRequest, answer: unknown): unknown {
  // the experience section's first block after its heading
  const bullet = blocksFromPrompt(request).filter((b) => b.section === 'experience')[1];
  const changes = (answer as { changes?: unknown[] }).changes ?? [];
  if (!bullet) return answer;
  const invented = {
    block: bullet.id,
    kind: 'reworded',
    before: bullet.text,
    after: `${bullet.text}, for ${INVENTED_COMPANY}`,
  };
  return { changes: [...changes, invented] };
}
