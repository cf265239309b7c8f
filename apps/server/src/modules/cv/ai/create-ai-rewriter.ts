import { type ParsedCv, parsedCvSchema, type TargetLanguage } from '@cv/contracts';
import { generateText, Output } from 'ai';
import { AiRewriteError } from './ai-rewrite-error';
import { buildRewritePrompt } from './build-rewrite-prompt';
import { classifyAiError } from './classify-ai-error';
import { type AiProviderSettings, createLanguageModel } from './create-language-model';

export type AiRewriterSettings = AiProviderSettings & { timeoutMs: number };

export type AiRewriteInput = {
  /** The parsed CV: the only facts given to the model, and what the verifier checks the answer against. */
  original: ParsedCv;
  /**
   * The CV's text. Not sent: anything the model took from it that the parser missed would be judged invented
   * by the verifier, which compares with `original`, so it would cost tokens for nothing kept.
   */
  cvText: string;
  jobDescription: string;
  language: TargetLanguage;
  jobTitle: string | null;
  /** Keywords of the job the CV lacks; listed so the model knows not to claim them. */
  missingKeywords: string[];
};

export type AiRewriter = {
  /**
   * One model call. Resolves with a CV that matches the schema — not yet checked against the original, which
   * is the caller's job (`verifyAgainstOriginal`). Rejects with an `AiRewriteError`, nothing else.
   */
  rewrite(input: AiRewriteInput, signal?: AbortSignal): Promise<ParsedCv>;
};

/**
 * No retry: the timeout is the whole budget of a user watching a progress bar, and the fallback (D12) is a real
 * result in milliseconds. Retrying a 429 or a 5xx after the SDK's 2 s back-off seldom wins, and retrying after a
 * timeout would double the wait.
 */
const MAX_RETRIES = 0;

export function createAiRewriter(settings: AiRewriterSettings): AiRewriter {
  const model = createLanguageModel(settings);
  const { timeoutMs } = settings;

  return {
    async rewrite(input, signal) {
      if (signal?.aborted) throw new AiRewriteError('aborted', 'cancelled by the caller');
      const timeout = AbortSignal.timeout(timeoutMs);
      const abortSignal = signal ? AbortSignal.any([timeout, signal]) : timeout;
      const { instructions, prompt } = buildRewritePrompt(input);
      try {
        const result = await generateText({
          model,
          output: Output.object({ schema: parsedCvSchema, name: 'parsed_cv' }),
          instructions,
          prompt,
          abortSignal,
          maxRetries: MAX_RETRIES,
        });
        return result.output;
      } catch (error) {
        throw classifyAiError(error, { timeout, caller: signal, timeoutMs });
      }
    },
  };
}
