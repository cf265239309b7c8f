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
 * Score part 1 — how many of the job's keywords the CV holds, weighted by rank (spec §9). The keyword at rank r
 * (0-based) of n weighs n − r: the first keyword counts n times more than the last. A keyword is present when the
 * CV names it under one of its spellings or stems, or a word similar to it above 0.7 (keywords/
 * match-job-keywords.ts). Returns a percentage (0–100), the lists shown to the user, and each keyword's presence.
 */
export type KeywordMatch = {
  percent: number;
  matched: string[];
  missing: string[];
  presence: KeywordPresence[];
};

export function matchKeywords(keywords: readonly JobTerm[], cv: CvWords): KeywordMatch {
  const n = keywords.length;
  let total = 0;
  let hit = 0;
  const matched: string[] = [];
  const missing: string[] = [];
  const presence = keywords.map((keyword, rank) => {
    const weight = n - rank;
    total += weight;
    const found = presenceOf(keyword, cv);
    if (found.found) {
      hit += weight;
      matched.push(keyword.word);
    } else missing.push(keyword.word);
    return found;
  });
  return {
    percent: total === 0 ? 0 : (100 * hit) / total,
    matched,
    missing,
    presence: settleAlternatives(keywords, presence),
  };
}

/** A single folded word in a text index, exactly, glued ('ci/cd' as 'cicd') or similar above 0.7. */
export function isPresent(folded: string, cv: TextIndex): boolean {
  if (cv.words.has(folded)) return true;
  const glued = folded.replace(/[./+#&-]+/g, '');
  if (glued !== folded && cv.words.has(glued)) return true;
  return hasSimilar(folded, cv.words);
}
