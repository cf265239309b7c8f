import type { AiOutcome, CoverLetterRequest, TargetLanguage } from '@cv/contracts';
import { aiFailureOutcome } from './ai/ai-failure-outcome';
import { runEngine } from './engine/run-engine';
import type { Engine, GenerateDeps } from './generate-cv';

/**
 * One cover letter (issue 26), its engine's steps off the server's thread like a CV's (issue 17): the built-in
 * letter; or, with an AI provider, the built-in letter and the model's brief, one call, and the model's paragraphs
 * through the gates (cv-engine letter/gate-letter.ts) — the built-in letter standing, free, when the model fails
 * or one paragraph does not pass (D12, D25), said plainly in `ai`.
 */
export type WrittenLetter = {
  text: string;
  language: TargetLanguage;
  jobTitle: string;
  engine: Engine;
  ai: AiOutcome | null;
};

// The letter is dated where the product's users are (France, Belgium, the Netherlands), whatever the server's zone.
const LETTER_TIME_ZONE = 'Europe/Paris';
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: LETTER_TIME_ZONE }).format(new Date());

export async function writeLetter(
  request: CoverLetterRequest,
  deps: GenerateDeps,
  signal?: AbortSignal,
): Promise<WrittenLetter> {
  const input = {
    cvText: request.cv_content,
    jobDescription: request.job_description,
    date: today(),
    ...(request.target_language ? { targetLanguage: request.target_language } : {}),
    ...(request.cv_layout ? { cvLayout: request.cv_layout } : {}),
    ...(request.cv_corrections ? { cvCorrections: request.cv_corrections } : {}),
  };
  if (!deps.aiRewriter) {
    const letter = await runEngine('letter', input, undefined, signal);
    return { ...letter, engine: 'local', ai: null };
  }
  const draft = await runEngine('letterDraft', input, undefined, signal);
  const builtIn = { text: draft.text, language: draft.language, jobTitle: draft.jobTitle };
  try {
    const answer = await deps.aiRewriter.writeLetter(
      { ...draft.brief, jobDescription: input.jobDescription },
      signal,
    );
    const gated = await runEngine(
      'letterWithAi',
      { input, paragraphs: answer.paragraphs },
      undefined,
      signal,
    );
    deps.log.info({ mode: answer.mode, passed: gated.passed, dropped: gated.dropped }, 'AI letter gated');
    const ai: AiOutcome = {
      outcome: gated.passed ? 'used' : 'nothing_passed',
      reason: null,
      proposed: 1,
      kept: gated.passed ? 1 : 0,
      dropped: gated.dropped,
    };
    return { ...builtIn, text: gated.text, engine: gated.passed ? 'ai' : 'local', ai };
  } catch (error) {
    return {
      ...builtIn,
      engine: 'local',
      ai: aiFailureOutcome(error, { log: deps.log, signal, what: 'letter' }),
    };
  }
}
