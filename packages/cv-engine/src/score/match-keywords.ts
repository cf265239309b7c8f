import {
  MUST_HAVE_WEIGHT,
  NICE_TO_HAVE_WEIGHT,
  SHARED_REQUIREMENT_FACTOR,
  SHARED_REQUIREMENTS,
  TITLE_SHARE,
} from '../data/match-weights';
import type { JobTerm } from '../keywords/extract-job-terms';
import {
  type CvWords,
  type KeywordPresence,
  presenceOf,
  settleAlternatives,
} from '../keywords/match-job-keywords';
import { hasSimilar } from '../text/similarity';
import type { TextIndex } from '../text/text-index';

/**
 * Score part 1 — how much of the job's requirements the CV holds (D11's keyword match; ADR 017): each
 * requirement weighs by what it is (data/match-weights.ts) — a must-have three times a nice-to-have, a skill
 * most ads share less — and a choice ('React, Vue.js or Angular') counts once, met by any of its options. The
 * job title's share of the CV (title-share.ts) weighs a quarter of the whole. Returns a percentage (0–100), the
 * lists shown to the user, each keyword's presence, and the weight of the must-haves still missing (the score
 * stays below 100 while one is).
 */
export type KeywordMatch = {
  percent: number;
  matched: string[];
  missing: string[];
  presence: KeywordPresence[];
  /** The share (0–1) of the requirements' weight that missing must-haves hold: 0 when none is missing. */
  missingMustShare: number;
};

export function matchKeywords(
  keywords: readonly JobTerm[],
  cv: CvWords,
  titleShare: number | null = null,
): KeywordMatch {
  const matched: string[] = [];
  const missing: string[] = [];
  const raw = keywords.map((keyword) => {
    const found = presenceOf(keyword, cv);
    (found.found ? matched : missing).push(keyword.word);
    return found;
  });
  const presence = settleAlternatives(keywords, raw);
  // one unit per requirement, one per choice (any option meets it)
  const units = new Map<string, { weight: number; found: boolean; must: boolean }>();
  keywords.forEach((term, i) => {
    const key =
      term.eitherOnly && term.alternatives.length > 0 ? `choice ${term.alternatives[0]}` : `term ${i}`;
    const weight = weightOf(term);
    const unit = units.get(key) ?? { weight: 0, found: false, must: false };
    units.set(key, {
      weight: Math.max(unit.weight, weight),
      found: unit.found || raw[i]!.found,
      must: unit.must || term.mustHave,
    });
  });
  const requirements = [...units.values()].reduce((sum, u) => sum + u.weight, 0);
  const title =
    titleShare === null || requirements === 0 ? 0 : (TITLE_SHARE / (1 - TITLE_SHARE)) * requirements;
  const total = requirements + title;
  const hit =
    [...units.values()].reduce((sum, u) => sum + (u.found ? u.weight : 0), 0) + title * (titleShare ?? 0);
  const missingMust = [...units.values()].reduce((sum, u) => sum + (u.must && !u.found ? u.weight : 0), 0);
  return {
    percent: total === 0 ? 0 : (100 * hit) / total,
    matched,
    missing,
    presence,
    missingMustShare: total === 0 ? 0 : missingMust / total,
  };
}

function weightOf(term: JobTerm): number {
  const base = term.mustHave ? MUST_HAVE_WEIGHT : NICE_TO_HAVE_WEIGHT;
  return term.skill && SHARED_REQUIREMENTS.has(term.skill.term) ? base * SHARED_REQUIREMENT_FACTOR : base;
}

/** A single folded word in a text index, exactly, glued ('ci/cd' as 'cicd') or similar above 0.7. */
export function isPresent(folded: string, cv: TextIndex): boolean {
  if (cv.words.has(folded)) return true;
  const glued = folded.replace(/[./+#&-]+/g, '');
  if (glued !== folded && cv.words.has(glued)) return true;
  return hasSimilar(folded, cv.words);
}
