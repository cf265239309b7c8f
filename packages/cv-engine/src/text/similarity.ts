/**
 * String similarity of two folded words: 1 − Levenshtein distance / length of the longer word (normalised
 * Levenshtein, 0 to 1). The spec counts a keyword as present above 0.7: 'developpeur' ~ 'developpeuse' (0.83),
 * 'react' ~ 'reactjs' (0.71), but not 'java' ~ 'javascript' (0.4). Three-letter words need an exact match
 * (one edit gives 0.67), which keeps 'sql' from matching 'sq1'.
 */
export const SIMILARITY_THRESHOLD = 0.7;

export function similarity(a: string, b: string): number {
  if (a === b) return 1;
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 1;
  return 1 - levenshtein(a, b, longest) / longest;
}

/** True when a and b are similar enough. Computes the distance only up to the most it may be. */
// Longer tokens are not words but glued text ('a.a.a.…'); comparing them would cost length² for nothing.
const MAX_WORD_LENGTH = 40;

export function isSimilar(a: string, b: string): boolean {
  if (a === b) return true;
  const longest = Math.max(a.length, b.length);
  if (longest > MAX_WORD_LENGTH) return false;
  // similarity > 0.7 ⇔ distance < 0.3 × longest
  const limit = Math.ceil((1 - SIMILARITY_THRESHOLD) * longest) - 1;
  if (limit < 1 || Math.abs(a.length - b.length) > limit) return false;
  if (!sharesAPiece(a, b, limit)) return false;
  return levenshtein(a, b, limit) <= limit && similarity(a, b) > SIMILARITY_THRESHOLD;
}

/**
 * A necessary condition for a distance of at most `limit`, far cheaper than the distance itself: cut `a` into
 * limit + 1 pieces; each edit touches at most one piece, so at least one piece is left whole and appears in `b`.
 * Most words of a CV fail it at once, which spares their comparison with every keyword.
 */
function sharesAPiece(a: string, b: string, limit: number): boolean {
  const pieces = limit + 1;
  for (let i = 0; i < pieces; i++) {
    const start = Math.floor((i * a.length) / pieces);
    const end = Math.floor(((i + 1) * a.length) / pieces);
    if (end === start || b.includes(a.slice(start, end))) return true; // an empty piece proves nothing
  }
  return false;
}

/** True when some word of the set is similar to `word` (exact hit first: a Set lookup). */
export function hasSimilar(word: string, words: Iterable<string>): boolean {
  if (words instanceof Set && words.has(word)) return true;
  for (const candidate of words) if (isSimilar(word, candidate)) return true;
  return false;
}

// Two rows reused across calls: the engine is synchronous, and this avoids an allocation per comparison.
let previous = new Int32Array(64);
let current = new Int32Array(64);

/** Levenshtein distance, or a value above `limit` as soon as the distance must exceed it. */
function levenshtein(a: string, b: string, limit: number): number {
  if (previous.length <= b.length) {
    previous = new Int32Array(b.length * 2 + 1);
    current = new Int32Array(b.length * 2 + 1);
  }
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [previous, current] = [current, previous];
  }
  return previous[b.length]!;
}
