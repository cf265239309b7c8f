import { ACRONYM_TRANSLATIONS } from '../../data/acronym-translations';
import { COMMON_CAPITALS } from '../../data/common-capitals';
import { MONTH_NUMBERS } from '../../data/month-numbers';
import { fold } from '../../text/fold';

/**
 * The names a change would add: words written with a capital that the original CV never has — an employer,
 * a school, a degree, a certification the model made up or took from the offer. A capital that only opens a
 * sentence proves nothing ('Led', 'Piloté'), unless the word has another capital inside (an acronym: 'AWS',
 * 'GmbH'). A word some text writes in lower case is a common word, not a name: the offer's 'project', or the
 * change's own; so is a language, a month or a day (data/common-capitals.ts).
 */
// month names and their short forms ('Jan', 'Mar'): the dates gate checks the dates they are part of
const MONTHS = new Set(MONTH_NUMBERS.flat());
const WORD = /\p{L}[\p{L}\p{M}\p{N}]*/gu;
// after these, a capital opens a sentence or an item, not a name
const OPENERS = /[.!?:;•·|/(«"“–—-]\s*$/u;

export type NameEvidence = {
  /** Every word of the original CV, folded. */
  cvWords: ReadonlySet<string>;
  /** Words some text (the offer) writes in lower case, folded. */
  lowercase: ReadonlySet<string>;
};

export function wordsOf(text: string): Set<string> {
  return new Set(Array.from(text.matchAll(WORD), (m) => fold(m[0])));
}

export function lowercaseWordsOf(text: string): Set<string> {
  return new Set(
    Array.from(text.matchAll(WORD), (m) => m[0])
      .filter((w) => !/^\p{Lu}/u.test(w))
      .map(fold),
  );
}

/** The new names of `after`, as written; `allowed` are folded words this change may bring (a job title's). */
export function newNames(after: string, evidence: NameEvidence, allowed: ReadonlySet<string>): string[] {
  const own = lowercaseWordsOf(after);
  const names: string[] = [];
  for (const match of after.matchAll(WORD)) {
    const word = match[0];
    if (word.length < 2 || !/^\p{Lu}/u.test(word)) continue;
    const folded = fold(word);
    if (evidence.cvWords.has(folded) || allowed.has(folded) || COMMON_CAPITALS.has(folded)) continue;
    if (MONTHS.has(folded) || translatesAcronym(folded, evidence.cvWords)) continue;
    if (evidence.lowercase.has(folded) || own.has(folded)) continue;
    const preceding = after.slice(0, match.index);
    const opensSentence = preceding.trim() === '' || OPENERS.test(preceding);
    if (opensSentence && !/\p{Lu}/u.test(word.slice(1))) continue;
    names.push(word);
  }
  return names;
}

const ACRONYM_GROUP = new Map(ACRONYM_TRANSLATIONS.flatMap((group) => group.map((a) => [a, group] as const)));

/** 'SMEs' for the CV's 'PME': the same acronym in another language (data/acronym-translations.ts). */
function translatesAcronym(folded: string, cvWords: ReadonlySet<string>): boolean {
  const group = ACRONYM_GROUP.get(folded) ?? ACRONYM_GROUP.get(folded.replace(/s$/, ''));
  return group !== undefined && group.some((acronym) => cvWords.has(acronym) || cvWords.has(`${acronym}s`));
}
