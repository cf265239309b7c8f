import type { AtsBreakdown, ParsedCv, TargetLanguage } from '@cv/contracts';
import { POOR_MATCH_KEYWORD_PERCENT, POOR_MATCH_MUST_HAVE_SHARE } from '../data/match-thresholds';
import { extractJobTitle } from '../job/extract-job-title';
import { extractJobTerms, type JobTerm } from '../keywords/extract-job-terms';
import { type CvWords, type KeywordPresence, readCvWords } from '../keywords/match-job-keywords';
import { wordStream } from '../keywords/word-stream';
import { detectLanguage } from '../language/detect-language';
import { parseCv } from '../parse/parse-cv';
import { ownSummary } from '../text/summary-leads';
import { indexText, type TextIndex } from '../text/text-index';
import { cvHasSkill, findKnownSkills, findSoftSkills } from './find-skills';
import { cvOwnText, indexCvText } from './index-cv-text';
import { matchKeywords } from './match-keywords';
import { structurePoints } from './structure-points';
import { titleAppears } from './title-appears';
import { titleShare } from './title-share';

/**
 * Step 4 — the ATS score of a CV for a job (spec §9, decision D11, ADR 017):
 *   raw   = 60 % × min(cap, 1.2 × requirement match %) + 40 % × min(50, structure points)   (at most 80)
 *   score = round(raw / 0.8), clamped to 0–100 — no random floor: a CV meeting every criterion shows 100.
 * The match weighs must-haves over nice-to-haves and the job title's trade over skills every ad shares
 * (match-keywords.ts); `cap` is 100 less the must-haves' missing share, and a CV lacking a must-have shows at most
 * 99: the 1.2 boost forgives a missing nice-to-have, never a missing must-have.
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
const MISSING_MUST_MAX = 99; // a CV lacking a must-have never shows 100, however small its weight

export function scoreCv(cvText: string, jobText: string, options: ScoreOptions = {}): AtsBreakdown {
  const own = cvOwnText(cvText);
  const cv = options.parsed ?? parseCv(cvText);
  const cvIndex = options.cvIndex ?? indexCvText(cvText);
  const jobIndex = options.jobIndex ?? indexText(jobText);
  const language = options.language ?? detectLanguage(jobText);
  const keywords = options.keywords ?? extractJobTerms(jobText);
  const jobTitle = options.jobTitle ?? extractJobTitle(jobText);

  const cvWords = readCvWords(cvText);
  const match = matchKeywords(keywords, cvWords, titleShare(jobTitle, language, cvTitleWords(cv, cvWords)));
  const cvSkills = findKnownSkills(cvIndex);
  const structure = structurePoints({ cv, text: own, index: cvIndex, knownSkills: cvSkills.length });

  // the boost forgives missing nice-to-haves, never a missing must-have (ADR 017)
  const keywordCap = 100 * (1 - match.missingMustShare);
  const rawScore =
    KEYWORD_SHARE * Math.min(keywordCap, KEYWORD_BOOST * match.percent) +
    STRUCTURE_SHARE * Math.min(STRUCTURE_CAP, structure.points);
  const rounded = Math.max(0, Math.min(100, Math.round(rawScore / FORMULA_MAX)));
  const score = match.missingMustShare > 0 ? Math.min(MISSING_MUST_MAX, rounded) : rounded;

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

const MAX_POSITIONS = 30;
const SUMMARY_OPENING = 300;

/**
 * The words a CV says of its own trade: its title line, its positions and its summary — not every word of it
 * (a developer "working with product managers" is no product manager). The whole CV when none was read.
 */
function cvTitleWords(cv: ParsedCv, words: CvWords): CvWords {
  // a title line, the positions, the summary's opening: a few lines, however long the CV
  const positions = cv.experience.slice(0, MAX_POSITIONS).map((e) => e.position.slice(0, 120));
  const own = [cv.title.slice(0, 200), ...positions, ownSummary(cv.summary).slice(0, SUMMARY_OPENING)].join(
    '\n',
  );
  if (!own.trim()) return words;
  const stream = wordStream(own, words.language);
  return { stream, language: words.language, folded: new Set(stream.words.map((w) => w.folded)) };
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
