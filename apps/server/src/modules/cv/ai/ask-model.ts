import { Output, streamText, zodSchema } from 'ai';
import type { z } from 'zod';
import { AiRewriteError } from './ai-rewrite-error';
import type { OutputMode } from './build-rewrite-prompt';
import { classifyAiError } from './classify-ai-error';
import { type AiProviderSettings, createLanguageModel } from './create-language-model';

export type ModelSettings = AiProviderSettings & {
  /** The whole answer's budget. */
  timeoutMs: number;
  /** Until the model's first token: a model that has not started by then will not finish in time either. */
  firstTokenMs?: number;
};

/** Where a call stands, for the progress the user sees while the model writes. */
export type AiProgress = { phase: 'waiting' | 'writing'; elapsedMs: number; timeoutMs: number };

/** One question to the model: its answer's schema, the prompt per output mode, and how to read the answer. */
export type ModelQuestion<T> = {
  schema: z.ZodType;
  /** The schema's name in the request ('cv_changes', 'cover_letter'). */
  name: string;
  prompt: (mode: OutputMode) => { instructions: string; prompt: string };
  /** The answer's text → its value; throws an AiRewriteError('invalid_output') when it is not one. */
  read: (text: string) => T;
};

export type ModelAsker = {
  /** One answer and the output mode that gave it. Rejects with an `AiRewriteError`, nothing else. */
  ask<T>(
    question: ModelQuestion<T>,
    signal?: AbortSignal,
    onProgress?: (progress: AiProgress) => void,
  ): Promise<{ value: T; mode: OutputMode }>;
};

/**
 * How the server asks its model anything (a CV's changes, a cover letter). The answer is streamed, so that a
 * model that has not started within `firstTokenMs` is given up early (the user is told, and offered the built-in
 * result) rather than at the end of the whole budget, and so that the progress the user sees says whether the
 * model is still silent or writing.
 * No retry of one request: the timeout is the whole budget of a user watching a progress bar, and the fallback
 * (D12) is a real result in milliseconds. Output modes are another matter: a server that rejects a JSON schema
 * (HTTP 400/422) is asked for a JSON object, then for a JSON block in text, within the same budget — and the
 * mode it took is remembered, so the next question asks for it first. An answer that cannot be read tries the
 * next mode for this question only (a small model may do better with a JSON block).
 */
const MAX_RETRIES = 0;
const MODES: readonly OutputMode[] = ['json_schema', 'json_object', 'text'];
const PROGRESS_EVERY_MS = 1_000;

/** The request's response format per mode; the answer is always read as text. */
function outputFor(mode: OutputMode, schema: z.ZodType, name: string) {
  const text = Output.text();
  if (mode === 'text') return text;
  const format =
    mode === 'json_schema'
      ? Promise.resolve(zodSchema(schema).jsonSchema).then((jsonSchema) => ({
          type: 'json' as const,
          schema: jsonSchema,
          name,
        }))
      : Promise.resolve({ type: 'json' as const });
  return { ...text, responseFormat: format };
}

const rejectsFormat = (error: AiRewriteError) =>
  error.reason === 'http' && (error.status === 400 || error.status === 422);

export function createModelAsker(settings: ModelSettings): ModelAsker {
  const model = createLanguageModel(settings);
  const { timeoutMs } = settings;
  const firstTokenMs = Math.min(settings.firstTokenMs ?? timeoutMs, timeoutMs);
  let firstMode = 0;

  return {
    async ask(question, signal, onProgress) {
      if (signal?.aborted) throw new AiRewriteError('aborted', 'cancelled by the caller');
      const started = performance.now();
      const timeout = AbortSignal.timeout(timeoutMs);
      const abortSignal = signal ? AbortSignal.any([timeout, signal]) : timeout;
      let writing = false;
      const tell = () =>
        onProgress?.({
          phase: writing ? 'writing' : 'waiting',
          elapsedMs: Math.round(performance.now() - started),
          timeoutMs: writing ? timeoutMs : firstTokenMs,
        });
      const ticker = onProgress ? setInterval(tell, PROGRESS_EVERY_MS) : undefined;
      try {
        for (let at = firstMode; ; at++) {
          const mode = MODES[at]!;
          // each try waits for its own first token, within what is left of the whole budget
          const silent = new AbortController();
          const left = timeoutMs - (performance.now() - started);
          const silence = setTimeout(() => silent.abort(), Math.max(0, Math.min(firstTokenMs, left)));
          try {
            const answer = await answerText(mode, AbortSignal.any([abortSignal, silent.signal]), () => {
              clearTimeout(silence);
              if (!writing) {
                writing = true;
                tell();
              }
            });
            return { value: readAnswer(question, answer), mode };
          } catch (caught) {
            if (silent.signal.aborted && !timeout.aborted && !signal?.aborted)
              throw new AiRewriteError('timeout', `no first token within ${firstTokenMs} ms`);
            const error = classifyAiError(caught, { timeout, caller: signal, timeoutMs });
            const last = at === MODES.length - 1;
            if (last || !(rejectsFormat(error) || error.reason === 'invalid_output')) throw error;
            if (rejectsFormat(error)) firstMode = at + 1;
          } finally {
            clearTimeout(silence);
          }
        }
      } finally {
        clearInterval(ticker);
      }

      async function answerText(mode: OutputMode, abort: AbortSignal, onToken: () => void) {
        const { instructions, prompt } = question.prompt(mode);
        const result = streamText({
          model,
          output: outputFor(mode, question.schema, question.name),
          instructions,
          prompt,
          abortSignal: abort,
          maxRetries: MAX_RETRIES,
          // the error comes through the stream below; the SDK's own logging would print the provider's text,
          // which may hold the CV or the API key (see AiRewriteError)
          onError: () => {},
        });
        let text = '';
        let finishReason: string | undefined;
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta') {
            if (part.text) onToken();
            text += part.text;
          } else if (part.type === 'error') throw part.error;
          else if (part.type === 'abort') throw abort.reason ?? new Error('aborted');
          else if (part.type === 'finish') finishReason = part.finishReason;
        }
        if (finishReason === 'content-filter')
          throw new AiRewriteError('refused', 'the model declined to answer');
        if (!text.trim()) throw new AiRewriteError('invalid_output', 'the model gave no answer');
        return { value: text, finishReason };
      }
    },
  };
}

function readAnswer<T>(question: ModelQuestion<T>, answer: { value: string; finishReason?: string }): T {
  try {
    return question.read(answer.value);
  } catch (error) {
    if (error instanceof AiRewriteError && answer.finishReason === 'length')
      throw new AiRewriteError('invalid_output', `${error.message} (cut off at the token limit)`);
    throw error;
  }
}
