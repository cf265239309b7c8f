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
  return 1 - levenshtein(a, b) / longest;
}

/** True when a and b are similar enough; the length test skips the distance when it cannot pass. */
export function isSimilar(a: string, b: string): boolean {
  if (a === b) return true;
  const longest = Math.max(a.length, b.length);
  if (Math.abs(a.length - b.length) / longest >= 1 - SIMILARITY_THRESHOLD) return false;
  return similarity(a, b) > SIMILARITY_THRESHOLD;
}

/** True when some word of the set is similar to `word` (exact hit first: a Set lookup). */
export function hasSimilar(word: string, words: Iterable<string>): boolean {
  if (words instanceof Set && words.has(word)) return true;
  for (const candidate of words) if (isSimilar(word, candidate)) return true;
  return false;
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length]!;
}
