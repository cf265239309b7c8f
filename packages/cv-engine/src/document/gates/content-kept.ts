import { STOP_WORDS } from '../../keywords/stop-words';
import { fold } from '../../text/fold';

/**
 * Whether a change keeps its block's content, and only its block's (issue 23): the words that carry meaning
 * survive — in the same language, or as their cognates and translations, which a count cannot tell apart, so
 * that what is measured is how much meaning is left — and no other block's words come into it (two bullets
 * merged into one). Meaning words: three letters or more, not a stop word, not a figure; compared by their
 * first five letters, which most FR / EN / NL cognates share ('développement', 'development', 'ontwikkeling'
 * aside).
 */
const WORD = /\p{L}[\p{L}\p{M}'’-]*/gu;
const STEM = 5;

/** A change may leave out this share of its block's meaning words at most (a translation says it shorter)… */
const MIN_KEPT = 0.6;
/** …unless it loses fewer words than this (a bullet of five words reworded into three). */
const MIN_LOST = 3;
/** Another block's words found in the change and not in its own block: a merge, from this many on. */
const MERGED_WORDS = 3;
const MERGED_SHARE = 0.5;

export function meaningWords(text: string): string[] {
  return Array.from(text.matchAll(WORD), (m) => fold(m[0]).replace(/^(?:[ldjnsmtc]|qu)['’]/, ''))
    .map((w) => w.replace(/['’-]/g, ''))
    .filter((w) => w.length >= 3 && !STOP_WORDS.has(w));
}

const stems = (words: readonly string[]) => new Set(words.map((w) => w.slice(0, STEM)));

export function keepsContent(before: string, after: string): boolean {
  const was = meaningWords(before);
  const is = meaningWords(after);
  const lost = was.length - is.length;
  return !(lost >= MIN_LOST && is.length < was.length * MIN_KEPT);
}

/** Whether `after` brings in the meaning words of one of `others` (another block) that its own block lacks. */
export function mergesAnother(before: string, after: string, others: readonly string[]): boolean {
  const own = stems(meaningWords(before));
  const added = new Set([...stems(meaningWords(after))].filter((s) => !own.has(s)));
  if (added.size < MERGED_WORDS) return false;
  return others.some((other) => {
    const theirs = [...stems(meaningWords(other))].filter((s) => !own.has(s));
    const shared = theirs.filter((s) => added.has(s)).length;
    return shared >= MERGED_WORDS && shared >= theirs.length * MERGED_SHARE;
  });
}
