import type { TargetLanguage } from '@cv/contracts';
import { AI_CHANGE_KINDS, type AiProposal, type CvDocument } from '@cv/cv-engine';
import { generateText, Output, zodSchema } from 'ai';
import { z } from 'zod';
import { AiRewriteError } from './ai-rewrite-error';
import { buildRewritePrompt, type OutputMode } from './build-rewrite-prompt';
import { classifyAiError } from './classify-ai-error';
import { type AiProviderSettings, createLanguageModel } from './create-language-model';
import { readAiAnswer } from './read-ai-answer';

export type AiRewriterSettings = AiProviderSettings & { timeoutMs: number };

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
  ): Promise<{ proposals: AiProposal[]; mode: OutputMode }>;
};

/**
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
  let firstMode = 0;

  return {
    async rewrite(input, signal) {
      if (signal?.aborted) throw new AiRewriteError('aborted', 'cancelled by the caller');
      const timeout = AbortSignal.timeout(timeoutMs);
      const abortSignal = signal ? AbortSignal.any([timeout, signal]) : timeout;
      for (let at = firstMode; ; at++) {
        const mode = MODES[at]!;
        try {
          return { proposals: await ask(mode), mode };
        } catch (caught) {
          const error = classifyAiError(caught, { timeout, caller: signal, timeoutMs });
          const last = at === MODES.length - 1;
          if (last || !(rejectsFormat(error) || error.reason === 'invalid_output')) throw error;
          if (rejectsFormat(error)) firstMode = at + 1;
        }
      }

      async function ask(mode: OutputMode): Promise<AiProposal[]> {
        const { instructions, prompt } = buildRewritePrompt(input, mode);
        const result = await generateText({
          model,
          output: outputFor(mode),
          instructions,
          prompt,
          abortSignal,
          maxRetries: MAX_RETRIES,
        });
        if (result.finishReason === 'content-filter')
          throw new AiRewriteError('refused', 'the model declined to answer');
        try {
          return readAiAnswer(result.text);
        } catch (error) {
          if (error instanceof AiRewriteError && result.finishReason === 'length')
            throw new AiRewriteError('invalid_output', `${error.message} (cut off at the token limit)`);
          throw error;
        }
      }
    },
  };
}
