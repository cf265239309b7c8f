import type { InterfaceLanguage, TargetLanguage } from '@cv/contracts';
import {
  addSkillChange,
  analyzeJob,
  applyChanges,
  cvLanguageOf,
  markRequirements,
  type RequirementMark,
  scoreCv,
  scoreSettings,
} from '@cv/cv-engine/browser';

/**
 * The free check before paying (issues 14 and 24): the engine's own score of the CV for the offer, computed in
 * the browser — the same rule the server applies (D11), with no request and no credit. What the card shows: the
 * score, the must-haves found and missing, the CV's words that meet a requirement (to mark them where they
 * stand), the poor-match verdict, and whether the CV is in another language than the one the CV will be written
 * in (D21: the built-in engine does not translate the CV's content).
 *
 * Skills the user ticks ("I have this skill", D22) are added to the CV's skills exactly as the result's ticks are
 * (addSkillChange), and the check is made on that text: the score and the text follow the tick. Nothing here
 * knows of a session: a visitor's check is the same check.
 */
export interface MatchRequest {
  cvText: string;
  jobText: string;
  /** The output language the user chose; null: the offer's own. */
  language: TargetLanguage | null;
  /** Skills the user says they have, added to the CV's skills before the check. */
  ticked?: readonly string[];
  interfaceLanguage?: InterfaceLanguage;
}

export interface MatchReport {
  score: number;
  mustHave: { matched: string[]; missing: string[] };
  niceToHave: { matched: string[]; missing: string[] };
  poorMatch: boolean;
  cvLanguage: TargetLanguage;
  targetLanguage: TargetLanguage;
  /** The CV as checked: the text sent, with the ticked skills added. */
  text: string;
  /** The CV's words that meet a requirement, to be marked wherever they stand in `text`. */
  marks: RequirementMark[];
}

export function checkMatch({
  cvText,
  jobText,
  language,
  ticked = [],
  interfaceLanguage = 'fr',
}: MatchRequest): MatchReport {
  // as the server does: a terse offer whose words do not tell their language takes the CV's
  const cvLanguage = cvLanguageOf(cvText);
  const job = analyzeJob(jobText, language ?? undefined, cvLanguage);
  const text =
    ticked.length === 0
      ? cvText
      : applyChanges(
          cvText,
          ticked.map((skill) => addSkillChange(cvText, skill, interfaceLanguage, jobText)),
        );
  const score = scoreCv(text, jobText, scoreSettings(job));
  return {
    score: score.score,
    mustHave: score.mustHave ?? { matched: [], missing: [] },
    niceToHave: score.niceToHave ?? { matched: [], missing: [] },
    poorMatch: score.poorMatch ?? false,
    cvLanguage,
    targetLanguage: job.language,
    text,
    marks: [...markRequirements(text, job).marks],
  };
}
