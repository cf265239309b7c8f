import type { TargetLanguage } from '@cv/contracts';
import { analyzeJob, cvLanguageOf, scoreCv, scoreSettings } from '@cv/cv-engine';

/**
 * The free check before paying (issue 14): the engine's own score of the CV for the offer, computed in the
 * browser — the same rule the server applies (D11), with no request and no credit. What the card shows: the
 * score, the must-haves found and missing, the poor-match verdict, and whether the CV is in another language
 * than the one the CV will be written in (D21: the built-in engine does not translate the CV's content).
 */
export interface MatchRequest {
  cvText: string;
  jobText: string;
  /** The output language the user chose; null: the offer's own. */
  language: TargetLanguage | null;
}

export interface MatchReport {
  score: number;
  mustHave: { matched: string[]; missing: string[] };
  niceToHave: { matched: string[]; missing: string[] };
  poorMatch: boolean;
  cvLanguage: TargetLanguage;
  targetLanguage: TargetLanguage;
}

export function checkMatch({ cvText, jobText, language }: MatchRequest): MatchReport {
  // as the server does: a terse offer whose words do not tell their language takes the CV's
  const cvLanguage = cvLanguageOf(cvText);
  const job = analyzeJob(jobText, language ?? undefined, cvLanguage);
  const score = scoreCv(cvText, jobText, scoreSettings(job));
  return {
    score: score.score,
    mustHave: score.mustHave ?? { matched: [], missing: [] },
    niceToHave: score.niceToHave ?? { matched: [], missing: [] },
    poorMatch: score.poorMatch ?? false,
    cvLanguage,
    targetLanguage: job.language,
  };
}
