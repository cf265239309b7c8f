import type { AtsBreakdown, ParsedCv, TargetLanguage } from '@cv/contracts';
import { POOR_MATCH_KEYWORD_PERCENT, POOR_MATCH_MUST_HAVE_SHARE } from '../data/match-thresholds';
import { extractJobTitle } from '../job/extract-job-title';
import { extractJobTerms, type JobTerm } from '../keywords/extract-job-terms';
import { type KeywordPresence, readCvWords } from '../keywords/match-job-keywords';
import { detectLanguage } from '../language/detect-language';
import { parseCv } from '../parse/parse-cv';
import { indexText, type TextIndex } from '../text/text-index';
import { cvHasSkill, findKnownSkills, findSoftSkills } from './find-skills';
import { cvOwnText, indexCvText } from './index-cv-text';
import { matchKeywords } from './match-keywords';
import { structurePoints } from './structure-points';
import { titleAppears } from './title-appears';

/**
 * Step 4 — the ATS score of a CV for a job (spec §9, decision D11):
 *   raw   = 60 % × min(100, 1.2 × keyword match %) + 40 % × min(50, structure points)   (at most 80)
 *   score = round(raw / 0.8), clamped to 0–100 — no random floor: a CV meeting every criterion shows 100.
 * Callers that already parsed the CV or ranked the job's keywords pass them in (optimizeCv does).
 *
 * The score measures what the CV says: the lines the rewriter adds on top of the summary ('Poste visé : …',
 * 'Atouts pour ce poste : …', text/summary-leads.ts) are not read, so naming the job's title in a CV does not
 * raise its score, and a skill counts from where the CV really names it; nor are section headings, which the
 * rewriter translates into the job's language (index-cv-text.ts). The job title matches, and keywords are
 * found, only in the CV's own content.
 */
export type ScoreOptions = {
  parsed?: ParsedCv;
  keywords?: readonly JobTerm[];
  jobTitle?: string;
  jobIndex?: TextIndex;
  language?: TargetLanguage;
  /** Known hard and soft skills of the job (JobAnalysis). */
  jobSkills?: readonly string[];
  jobSoftSkills?: readonly string[];
  /** The index of the CV's own text (indexCvText), when the caller already built it. */
  cvIndex?: TextIndex;
};

const KEYWORD_SHARE = 0.6;
const STRUCTURE_SHARE = 0.4;
const KEYWORD_BOOST = 1.2;
const STRUCTURE_CAP = 50;
const FORMULA_MAX = 0.8; // 60 + 40 % of 50 = 80 out of 100

export function scoreCv(cvText: string, jobText: string, options: ScoreOptions = {}): AtsBreakdown {
  const own = cvOwnText(cvText);
  const cv = options.parsed ?? parseCv(cvText);
  const cvIndex = options.cvIndex ?? indexCvText(cvText);
  const jobIndex = options.jobIndex ?? indexText(jobText);
  const language = options.language ?? detectLanguage(jobText);
  const keywords = options.keywords ?? extractJobTerms(jobText);
  const jobTitle = options.jobTitle ?? extractJobTitle(jobText);

  const match = matchKeywords(keywords, readCvWords(cvText));
  const cvSkills = findKnownSkills(cvIndex);
  const structure = structurePoints({ cv, text: own, index: cvIndex, knownSkills: cvSkills.length });

  const rawScore =
    KEYWORD_SHARE * Math.min(100, KEYWORD_BOOST * match.percent) +
    STRUCTURE_SHARE * Math.min(STRUCTURE_CAP, structure.points);
  const score = Math.max(0, Math.min(100, Math.round(rawScore / FORMULA_MAX)));

  const jobSkills = options.jobSkills ?? findKnownSkills(jobIndex);
  const jobSoft = options.jobSoftSkills ?? findSoftSkills(jobIndex, language);
  const cvSoft = new Set(findSoftSkills(cvIndex, language));
  return {
    score,
    rawScore: Math.round(rawScore * 100) / 100,
    keywordMatchPercent: Math.round(match.percent * 10) / 10,
    // on the formula's scale: what enters it is min(50, points)
    structurePoints: Math.min(STRUCTURE_CAP, structure.points),
    matchedKeywords: match.matched,
    missingKeywords: match.missing,
    mustHave: splitPresence(match.presence, true),
    niceToHave: splitPresence(match.presence, false),
    poorMatch: isPoorMatch(keywords, match.presence, match.percent),
    hardSkills: split(jobSkills, (skill) => cvHasSkill(cvIndex, skill)),
    softSkills: split(jobSoft, (skill) => cvSoft.has(skill)),
    jobTitle,
    titleMatch: titleAppears(jobTitle, cvIndex),
    sections: structure.sections,
  };
}

function splitPresence(presence: readonly KeywordPresence[], mustHave: boolean) {
  const rows = presence.filter((p) => p.mustHave === mustHave);
  return {
    matched: rows.filter((p) => p.found).map((p) => p.keyword),
    missing: rows.filter((p) => !p.found).map((p) => p.keyword),
  };
}

/**
 * data/match-thresholds.ts: fewer than half of the must-haves, or a third of the keywords when there are none. A
 * choice ('React, Vue.js or Angular') is one must-have, met by any of its options.
 */
export function isPoorMatch(
  terms: readonly JobTerm[],
  presence: readonly KeywordPresence[],
  keywordPercent: number,
): boolean {
  const met = new Map<string, boolean>();
  terms.forEach((term, i) => {
    if (!term.mustHave) return;
    const key =
      term.eitherOnly && term.alternatives.length > 0 ? `choice ${term.alternatives[0]}` : `term ${i}`;
    met.set(key, (met.get(key) ?? false) || presence[i]!.found);
  });
  if (met.size === 0) return keywordPercent < POOR_MATCH_KEYWORD_PERCENT;
  return [...met.values()].filter(Boolean).length < POOR_MATCH_MUST_HAVE_SHARE * met.size;
}

function split(items: readonly string[], has: (item: string) => boolean) {
  const matched: string[] = [];
  const missing: string[] = [];
  for (const item of items) (has(item) ? matched : missing).push(item);
  return { matched, missing };
}
