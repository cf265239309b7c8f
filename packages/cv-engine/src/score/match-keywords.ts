import type { Keyword } from '../keywords/extract-keywords';
import { hasSimilar } from '../text/similarity';
import type { TextIndex } from '../text/text-index';

/**
 * Score part 1 — how many of the job's keywords the CV holds, weighted by rank (spec §9). The keyword at rank r
 * (0-based) of n weighs n − r: the most frequent word of the offer counts 20 times more than the 20th. A keyword
 * is present when the CV has a word similar to it above 0.7 (text/similarity.ts), accents and case folded.
 * Returns a percentage (0–100).
 */
export type KeywordMatch = { percent: number; matched: string[]; missing: string[] };

export function matchKeywords(keywords: readonly Keyword[], cv: TextIndex): KeywordMatch {
  const n = keywords.length;
  let total = 0;
  let hit = 0;
  const matched: string[] = [];
  const missing: string[] = [];
  keywords.forEach((keyword, rank) => {
    const weight = n - rank;
    total += weight;
    if (isPresent(keyword.folded, cv)) {
      hit += weight;
      matched.push(keyword.word);
    } else missing.push(keyword.word);
  });
  return { percent: total === 0 ? 0 : (100 * hit) / total, matched, missing };
}

export function isPresent(folded: string, cv: TextIndex): boolean {
  if (cv.words.has(folded)) return true;
  // 'ci/cd' or 'node.js' written otherwise: compare the glued form too
  const glued = folded.replace(/[./+#&-]+/g, '');
  if (glued !== folded && cv.words.has(glued)) return true;
  return hasSimilar(folded, cv.words);
}
