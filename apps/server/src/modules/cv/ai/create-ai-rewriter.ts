import type { TargetLanguage } from '@cv/contracts';
import { AI_CHANGE_KINDS, type AiProposal, type CvDocument } from '@cv/cv-engine';
import { Output, streamText, zodSchema } from 'ai';
import { z } from 'zod';
import { AiRewriteError } from './ai-rewrite-error';
import { buildRewritePrompt, type OutputMode } from './build-rewrite-prompt';
import { classifyAiError } from './classify-ai-error';
import { type AiProviderSettings, createLanguageModel } from './create-language-model';
import { readAiAnswer } from './read-ai-answer';

export type AiRewriterSettings = AiProviderSettings & {
  /** The whole answer's budget. */
  timeoutMs: number;
  /** Until the model's first token: a model that has not started by then will not finish in time either. */
  firstTokenMs?: number;
};

/** Where a rewrite stands, for the progress the user sees while the model writes. */
export type AiProgress = { phase: 'waiting' | 'writing'; elapsedMs: number; timeoutMs: number };

export type AiRewriteInput = {
  /** The CV's blocks: what the model changes, and what the gates check its changes against. */
  document: CvDocument;
  jobDescription: string;
  language: TargetLanguage;
  jobTitle: string | null;
  /** Keywords of the job the CV truly lacks (the original's score); listed so the model does not claim them. */
  missingKeywords: string[];
};

export type AiRewriter = {
  /**
   * One rewrite: the model's proposed changes, not yet gated (the caller's job, cv-engine `rewriteWithAi`),
   * and the output mode that gave them. Rejects with an `AiRewriteError`, nothing else.
   */
  rewrite(
    input: AiRewriteInput,
    signal?: AbortSignal,
    onProgress?: (progress: AiProgress) => void,
  ): Promise<{ proposals: AiProposal[]; mode: OutputMode }>;
};

/**
 * The answer is streamed, so that a model that has not started within `firstTokenMs` is given up early (the
 * user is told, and offered the built-in result) rather than at the end of the whole budget, and so that the
 * progress the user sees says whether the model is still silent or writing.
 * No retry of one request: the timeout is the whole budget of a user watching a progress bar, and the fallback
 * (D12) is a real result in milliseconds. Output modes are another matter: a server that rejects a JSON schema
 * (HTTP 400/422) is asked for a JSON object, then for a JSON block in text, within the same budget — and the
 * mode it took is remembered, so the next generation asks for it first. An answer that is not a change list
 * tries the next mode for this generation only (a small model may do better with a JSON block).
 */
const MAX_RETRIES = 0;
const MODES: readonly OutputMode[] = ['json_schema', 'json_object', 'text'];

const answerSchema = z.object({
  changes: z.array(
    z.object({ block: z.string(), kind: z.enum(AI_CHANGE_KINDS), before: z.string(), after: z.string() }),
  ),
});

/** The request's response format per mode; the answer is always read as text (readAiAnswer). */
function outputFor(mode: OutputMode) {
  const text = Output.text();
  if (mode === 'text') return text;
  const format =
    mode === 'json_schema'
      ? Promise.resolve(zodSchema(answerSchema).jsonSchema).then((schema) => ({
          type: 'json' as const,
          schema,
          name: 'cv_changes',
        }))
      : Promise.resolve({ type: 'json' as const });
  return { ...text, responseFormat: format };
}

const rejectsFormat = (error: AiRewriteError) =>
  error.reason === 'http' && (error.status === 400 || error.status === 422);

export function createAiRewriter(settings: AiRewriterSettings): AiRewriter {
  const model = createLanguageModel(settings);
  const { timeoutMs } = settings;
  const firstTokenMs = Math.min(settings.firstTokenMs ?? timeoutMs, timeoutMs);
  let firstMode = 0;

  return {
    async rewrite(input, signal, onProgress) {
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
            return {
              proposals: await ask(mode, AbortSignal.any([abortSignal, silent.signal]), () => {
                clearTimeout(silence);
                if (!writing) {
                  writing = true;
                  tell();
                }
              }),
              mode,
            };
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

      async function ask(mode: OutputMode, abort: AbortSignal, onToken: () => void): Promise<AiProposal[]> {
        const { instructions, prompt } = buildRewritePrompt(input, mode);
        const result = streamText({
          model,
          output: outputFor(mode),
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
        try {
          return readAiAnswer(text);
        } catch (error) {
          if (error instanceof AiRewriteError && finishReason === 'length')
            throw new AiRewriteError('invalid_output', `${error.message} (cut off at the token limit)`);
          throw error;
        }
      }
    },
  };
}

const PROGRESS_EVERY_MS = 1_000;
