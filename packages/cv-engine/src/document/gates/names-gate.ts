import { COMMON_CAPITALS } from '../../data/common-capitals';
import { MONTH_NUMBERS } from '../../data/month-numbers';
import { fold } from '../../text/fold';
import { expandedAcronyms } from './expanded-acronyms';
import { languageGroupsOf, spellingGroupsOf } from './known-spellings';

/**
 * The names a change would add: words written with a capital that its evidence (its block and entry, or the
 * whole CV for the summary and the title: scope-of.ts) never has — an employer, a school, a town, a
 * certification the model made up, took from the offer or moved from another job. Not names:
 * - a capital that opens a sentence ('Led', 'Piloté'; after a dash, a bar, a bullet or a bracket it does not:
 *   '— Google', '| Google'), unless the word has another capital inside (an acronym: 'AWS', 'GmbH');
 * - a word the CV or the change itself writes in lower case somewhere (a common word: 'Marketing');
 * - a language, a nationality, a country or a city the evidence names in another language
 *   (known-spellings.ts), a month, a day (data/common-capitals.ts);
 * - the words of an acronym of the evidence spelt out in brackets ('RGAA (Référentiel Général…)').
 */
const MONTHS = new Set(MONTH_NUMBERS.flat());
const WORD = /\p{L}[\p{L}\p{M}\p{N}]*/gu;
// after these, a capital opens a sentence or an item, not a name
const OPENERS = /(?:^|[.!?:;])\s*$/u;

export type NameEvidence = {
  /** Every word of the evidence, folded. */
  words: ReadonlySet<string>;
  /** The things the evidence names, in any language (known-spellings.ts: spellingGroupsIn). */
  groups: ReadonlySet<number>;
  /** Words the CV writes in lower case somewhere, folded. */
  commonWords: ReadonlySet<string>;
  /** Folded words any text may write with a capital (a language's common vocabulary). */
  isCommon?: (folded: string) => boolean;
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

/** The new names of `after`, as written. */
export function newNames(after: string, evidence: NameEvidence): string[] {
  const own = lowercaseWordsOf(after);
  const spelt = expandedAcronyms(after, evidence.words);
  const names: string[] = [];
  for (const match of after.matchAll(WORD)) {
    const word = match[0];
    if (word.length < 2) continue;
    if (!/^\p{Lu}/u.test(word)) {
      // a language or a nationality in lower case ('clients japonais') is a fact all the same
      const groups = languageGroupsOf(word);
      if (groups.length && !groups.some((g) => evidence.groups.has(g))) names.push(word);
      continue;
    }
    const folded = fold(word);
    // 'API’s' (Dutch plural) for the evidence's 'APIs', and the other way round
    const plural = [folded, `${folded}s`, folded.replace(/s$/, '')];
    if (plural.some((w) => evidence.words.has(w)) || spelt.has(folded)) continue;
    // a language or a nationality with a capital ('Duits', 'in Dutch and French') is a fact as in lower case:
    // one the evidence never names is a language added
    const language = languageGroupsOf(word);
    if (language.length) {
      if (!language.some((g) => evidence.groups.has(g))) names.push(word);
      continue;
    }
    if (MONTHS.has(folded) || COMMON_CAPITALS.has(folded)) continue;
    const groups = [
      ...(spellingGroupsOf(folded) ?? []),
      ...(spellingGroupsOf(folded.replace(/s$/, '')) ?? []),
    ];
    if (groups.some((group) => evidence.groups.has(group))) continue;
    const acronym = /\p{Lu}/u.test(word.slice(1));
    if (!acronym && (evidence.commonWords.has(folded) || own.has(folded) || evidence.isCommon?.(folded)))
      continue;
    if (!acronym && OPENERS.test(after.slice(0, match.index))) continue;
    names.push(word);
  }
  return names;
}

/**
 * A translation writes a capitalised common word of its block ('BTS Maintenance des systèmes') as a capitalised
 * word of its own language ('BTS Onderhoud van systemen') that no evidence holds: of the new names, as many as
 * the block's common capitalised words it no longer writes are their translations. A lost name makes no room
 * ('— Acme' → '— Google': 'Acme' is no common word), and a rewording in the block's language gets none.
 */
export function translatedCapitals(
  original: string,
  after: string,
  names: readonly string[],
  isCommon: (folded: string) => boolean,
): string[] {
  const kept = wordsOf(after);
  const lost = Array.from(original.matchAll(WORD)).filter(
    (m) =>
      /^\p{Lu}\p{Ll}/u.test(m[0]) &&
      !OPENERS.test(original.slice(0, m.index)) &&
      !kept.has(fold(m[0])) &&
      isCommon(fold(m[0])),
  ).length;
  // the acronyms and names are never a translation's
  const plain = names.filter((name) => /^\p{Lu}\p{Ll}+$/u.test(name));
  return plain.length <= lost ? names.filter((name) => !plain.includes(name)) : [...names];
}
