import type { TargetLanguage } from '@cv/contracts';
import { AI_CHANGE_KINDS, type AiProposal, type CvDocument } from '@cv/cv-engine';
import type { LetterBrief } from '@cv/cv-engine/letter';
import { z } from 'zod';
import { type AiProgress, createModelAsker, type ModelSettings } from './ask-model';
import { buildLetterPrompt } from './build-letter-prompt';
import { buildRewritePrompt, type OutputMode } from './build-rewrite-prompt';
import { readAiAnswer } from './read-ai-answer';
import { readLetterAnswer } from './read-letter-answer';

export type AiRewriterSettings = ModelSettings;
export type { AiProgress };

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
  /**
   * A cover letter's paragraphs (issue 26), not yet gated (cv-engine `gateModelLetter`). Rejects with an
   * `AiRewriteError`, nothing else.
   */
  writeLetter(
    input: LetterBrief & { jobDescription: string },
    signal?: AbortSignal,
    onProgress?: (progress: AiProgress) => void,
  ): Promise<{ paragraphs: unknown[]; mode: OutputMode }>;
};

const answerSchema = z.object({
  changes: z.array(
    z.object({ block: z.string(), kind: z.enum(AI_CHANGE_KINDS), before: z.string(), after: z.string() }),
  ),
});

/** A cover letter's paragraphs (issue 26): the frame — date, greeting, closing, name — is the engine's. */
const letterSchema = z.object({ paragraphs: z.array(z.string()) });

/** The two things the server asks its model, on one connection whose output mode it learns (ask-model.ts). */
export function createAiRewriter(settings: AiRewriterSettings): AiRewriter {
  const asker = createModelAsker(settings);
  return {
    async rewrite(input, signal, onProgress) {
      const question = {
        schema: answerSchema,
        name: 'cv_changes',
        prompt: (mode: OutputMode) => buildRewritePrompt(input, mode),
        read: readAiAnswer,
      };
      const { value, mode } = await asker.ask(question, signal, onProgress);
      return { proposals: value, mode };
    },
    async writeLetter(input, signal, onProgress) {
      const question = {
        schema: letterSchema,
        name: 'cover_letter',
        prompt: (mode: OutputMode) => buildLetterPrompt(input, mode),
        read: readLetterAnswer,
      };
      const { value, mode } = await asker.ask(question, signal, onProgress);
      return { paragraphs: value, mode };
    },
  };
}
