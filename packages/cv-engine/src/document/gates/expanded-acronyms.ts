import { fold } from '../../text/fold';

/**
 * The words of an acronym spelt out in brackets, beside it: 'RGAA (Référentiel général d'amélioration de
 * l'accessibilité)' or 'Amazon Web Services (AWS)'. A translation often adds the expansion; its words are not new
 * names when the acronym is in the evidence and the expansion's initials spell it (small words aside).
 */
const SMALL = new Set(
  'of and for the to in on a an de du des la le les l d et pour en van voor het een der und'.split(' '),
);
const AFTER = /\b(\p{Lu}[\p{Lu}\p{N}&]{1,9})s?\s*\(([^()]{3,120})\)/gu;
const BEFORE = /([^()]{3,120})\(\s*(\p{Lu}[\p{Lu}\p{N}&]{1,9})s?\s*\)/gu;

export function expandedAcronyms(text: string, evidenceWords: ReadonlySet<string>): Set<string> {
  const allowed = new Set<string>();
  const consider = (acronym: string, phrase: string, fromEnd: boolean) => {
    if (!evidenceWords.has(fold(acronym))) return;
    const words = phrase.split(/[\s'’-]+/).filter((w) => w && !SMALL.has(fold(w)));
    const letters = fold(acronym).replace(/[^a-z]/g, '');
    const span = fromEnd ? words.slice(-letters.length) : words.slice(0, letters.length);
    // the initials of the expansion's words spell the acronym, in order ('Web' 'Services' → 'WS' of 'AWS')
    let at = 0;
    for (const word of span) if (fold(word)[0] === letters[at]) at += 1;
    if (at >= Math.min(letters.length, span.length) && at >= 2) for (const w of span) allowed.add(fold(w));
  };
  for (const m of text.matchAll(AFTER)) consider(m[1]!, m[2]!, false);
  for (const m of text.matchAll(BEFORE)) consider(m[2]!, m[1]!, true);
  return allowed;
}

/**
 * Whether `name` is an acronym of consecutive words of `original` that `after` no longer writes out ('VM' of
 * 'virtual machines', 'KPI' of 'key performance indicators'): a translation that shortens the block's own words
 * ('30 Ubuntu-VM's' for '30 Ubuntu virtual machines') names nothing new. Only for a translation (gate-changes.ts).
 */
export function abbreviates(name: string, original: string, after: string): boolean {
  if (!/^\p{Lu}{2,5}$/u.test(name)) return false;
  const words = original
    .split(/[\s'’-]+/)
    .map((w) => fold(w).replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((w) => /^\p{L}/u.test(w) && !SMALL.has(w));
  const letters = fold(name);
  const kept = new Set(fold(after).split(/[^\p{L}\p{N}]+/u));
  for (let at = 0; at + letters.length <= words.length; at++) {
    const span = words.slice(at, at + letters.length);
    if (span.every((w, i) => w[0] === letters[i]) && span.every((w) => !kept.has(w))) return true;
  }
  return false;
}
