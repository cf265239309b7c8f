import { foldForCompare } from './fold-for-compare';
import { lineHas } from './job-window';
import type { OutputLine } from './output-lines';

/**
 * Whether a recorded bullet survives the rewrite whole (issue 13): its text, its first two words aside (the
 * rewrite may open a bullet with another verb), inside one line of the output. A bullet of four words or
 * fewer keeps its last two words as the key, so the key is never empty.
 */

export function bulletKey(bullet: string): string {
  const words = foldForCompare(bullet).split(' ');
  return words.slice(Math.min(2, Math.max(0, words.length - 2))).join(' ');
}

export function findBulletLine(lines: OutputLine[], bullet: string): number {
  const key = bulletKey(bullet);
  return lines.findIndex((l) => lineHas(l.folded, key));
}

export type BulletFailure =
  /** In one line but for a word cut at a line end that kept its hyphen ('devel-oping'). */
  | 'with a line-end hyphen kept'
  /** Whole, but over two or three consecutive lines (a wrap or a merge left as separate lines). */
  | 'split over lines'
  /** The line holding its opening stops early: the rest of the bullet is missing or elsewhere. */
  | 'cut short'
  /** Fewer than half of its words are anywhere in the output. */
  | 'missing'
  /** Its words are there, reworded or reordered. */
  | 'altered';

export interface BulletDiagnosis {
  kind: BulletFailure;
  /** The line closest to the bullet (most of its words), or -1. */
  closest: number;
  /** How many words of the key's opening the closest line holds in a row. */
  prefixWords: number;
  /** Where the closest line and the bullet part (folded), when the line holds the key's opening. */
  divergence: { matched: string; bulletGoesOn: string; lineGoesOn: string } | null;
}

/** The longest opening of `key` found in `line`, and what follows it on each side. */
export function divergenceOf(line: string, key: string): BulletDiagnosis['divergence'] {
  let low = 0;
  let high = key.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (line.includes(key.slice(0, mid))) low = mid;
    else high = mid - 1;
  }
  if (low < 8) return null;
  const at = line.indexOf(key.slice(0, low)) + low;
  return { matched: key.slice(0, low), bulletGoesOn: key.slice(low), lineGoesOn: line.slice(at) };
}

const wordsOf = (s: string) => s.split(/[^\p{L}\p{N}%$€+]+/u).filter((w) => w.length > 1);

/** Why a bullet was not found in one line, for the report. */
export function diagnoseBullet(lines: OutputLine[], bullet: string): BulletDiagnosis {
  const key = bulletKey(bullet);
  const keyWords = key.split(' ');
  let closest = -1;
  let best = 0;
  const wanted = new Set(wordsOf(key));
  lines.forEach((l, i) => {
    const have = new Set(wordsOf(l.folded));
    const shared = [...wanted].filter((w) => have.has(w)).length;
    if (shared > best) [best, closest] = [shared, i];
  });
  let prefixWords = 0;
  if (closest >= 0)
    while (
      prefixWords < keyWords.length &&
      lines[closest]!.folded.includes(keyWords.slice(0, prefixWords + 1).join(' '))
    )
      prefixWords++;
  const divergence = closest < 0 ? null : divergenceOf(lines[closest]!.folded, key);
  const diagnosis = (kind: BulletFailure): BulletDiagnosis => ({ kind, closest, prefixWords, divergence });
  const unhyphen = (s: string) => s.replace(/(\p{L})- ?(\p{Ll})/gu, '$1$2');
  if (lines.some((l) => unhyphen(l.folded).includes(unhyphen(key))))
    return diagnosis('with a line-end hyphen kept');
  // compared on words alone: a split often drops or adds the punctuation at the cut
  const bare = (s: string) => s.replace(/[^\p{L}\p{N}%$€]+/gu, ' ').trim();
  const bareKey = bare(key);
  for (let i = 0; i < lines.length; i++) {
    const joined = (n: number) =>
      bare(
        lines
          .slice(i, i + n)
          .map((l) => l.folded)
          .join(' '),
      );
    if (joined(2).includes(bareKey) || joined(3).includes(bareKey)) return diagnosis('split over lines');
  }
  const everywhere = new Set(lines.flatMap((l) => wordsOf(l.folded)));
  if ([...wanted].filter((w) => everywhere.has(w)).length * 2 < wanted.size) return diagnosis('missing');
  if (prefixWords >= Math.max(3, keyWords.length / 3)) return diagnosis('cut short');
  return diagnosis('altered');
}
