import { fold } from '../text/fold';
import { tokenizeSurface } from '../text/tokenize';
import { STOP_WORDS } from './stop-words';

/**
 * Step 2 — the keywords of a job offer (spec §9): words of at least 3 letters that are not stop words, ranked by
 * how often they occur; ties keep the order of first appearance. Words are counted on their folded form, so
 * 'Développeur' and 'developpeur' are one keyword, shown in the lower-case spelling first met.
 * Tokens made only of digits ('2024', '40') are not keywords; technical tokens keep their shape (tokenize.ts).
 */
export type Keyword = { readonly word: string; readonly folded: string; readonly count: number };

const MIN_LETTERS = 3;
// Short technical names that the 3-letter rule would otherwise lose. Not 'ai' (French "j'ai") nor 'go' or 'r',
// which are far more often something else.
const SHORT_TECH = new Set(['c#', 'c++', 'f#', 'ux', 'ui', 'qa', 'bi']);

export function rankKeywords(text: string, limit = 20): Keyword[] {
  const counts = new Map<string, { word: string; count: number }>();
  // An offer repeats its words: each spelling is folded, and each folded word judged, once.
  const foldedOf = new Map<string, string>();
  const rejected = new Set<string>();
  for (const surface of tokenizeSurface(text)) {
    let folded = foldedOf.get(surface);
    if (folded === undefined) {
      folded = fold(surface);
      foldedOf.set(surface, folded);
    }
    const entry = counts.get(folded);
    if (entry) entry.count++;
    else if (rejected.has(folded)) continue;
    else if (!isCandidate(folded)) rejected.add(folded);
    else counts.set(folded, { word: surface.toLowerCase(), count: 1 });
  }
  // Map keeps insertion order and Array#sort is stable: equal counts stay in order of first appearance.
  return [...counts.entries()]
    .map(([folded, { word, count }]) => ({ word, folded, count }))
    .sort((a, b) => b.count - a.count)
    .slice(0, Math.max(0, limit));
}

export function extractKeywords(text: string, limit = 20): string[] {
  return rankKeywords(text, limit).map((keyword) => keyword.word);
}

function isCandidate(folded: string): boolean {
  if (SHORT_TECH.has(folded)) return true;
  const letters = folded.replace(/[^\p{L}]/gu, '').length;
  if (letters === 0 || folded.length < MIN_LETTERS) return false;
  return !STOP_WORDS.has(folded);
}
