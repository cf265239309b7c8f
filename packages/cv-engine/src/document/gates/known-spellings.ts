import { ACRONYM_TRANSLATIONS } from '../../data/acronym-translations';
import { NATIONALITIES, PLACES } from '../../data/known-spellings';
import { fold } from '../../text/fold';

/**
 * One thing's names across French, English and Dutch (issue 23: translations are not new names): the rows of
 * data/known-spellings.ts and data/acronym-translations.ts, and every country and common language as the
 * runtime names them in the three languages (Intl.DisplayNames). Words are compared folded and without a
 * final 'e' or 's' (gender and plural: 'belges', 'française').
 */
const LOCALES = ['fr', 'en', 'nl'];
// languages a CV names; the runtime knows their names in each locale
const LANGUAGES =
  'en fr nl de es it pt ar zh ja ru pl tr el sv da no fi cs hu ro bg uk he hi ko vi th id fa ur'.split(' ');

export const stemOf = (word: string): string => {
  let out = fold(word);
  while (out.length > 4 && /[es]$/.test(out)) out = out.slice(0, -1);
  return out;
};

let groups: Map<string, Set<number>> | undefined;
/** The groups that name a language or a nationality: French and Dutch write them in lower case. */
const LANGUAGE_GROUPS = new Set<number>();
/** Their one-word names ('japonais', 'frans'), stemmed: the part of 'Grande-Bretagne' is no nationality. */
const LANGUAGE_WORDS = new Set<string>();

function build(): Map<string, Set<number>> {
  const map = new Map<string, Set<number>>();
  let id = 0;
  const add = (names: Iterable<string>, language = false) => {
    id += 1;
    if (language) LANGUAGE_GROUPS.add(id);
    if (language)
      for (const name of names) if (!/[\s-]/.test(name.trim())) LANGUAGE_WORDS.add(stemOf(name.trim()));
    for (const name of names)
      for (const word of fold(name)
        .split(/[^\p{L}]+/u)
        .filter((w) => w.length > 2 || name.length <= 3)) {
        const key = stemOf(word);
        map.set(key, (map.get(key) ?? new Set()).add(id));
      }
  };
  for (const row of NATIONALITIES) add(row, true);
  for (const row of [...PLACES, ...ACRONYM_TRANSLATIONS]) add(row);
  const regions = LOCALES.map((l) => new Intl.DisplayNames([l], { type: 'region', fallback: 'none' }));
  for (let a = 65; a <= 90; a++)
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const names = regions.map((r) => safely(() => r.of(code))).filter((n): n is string => !!n);
      if (names.length) add(names);
    }
  const languages = LOCALES.map((l) => new Intl.DisplayNames([l], { type: 'language', fallback: 'none' }));
  for (const code of LANGUAGES)
    add(languages.map((l) => safely(() => l.of(code)) ?? '').filter(Boolean), true);
  return map;
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

// words of many names ('United Kingdom', 'République de Corée'): a translation may write them, but finding
// one in the CV proves no particular thing
const GENERIC = new Set(
  'us vs eu saint sainte island iland ile eilanden republic republique republiek north south nord sud noord zuid new nouvelle nieuw united uni verenigd democratic democratique territories territoire state etat staten'
    .split(' ')
    .map(stemOf),
);

/** The groups of things a word names (none for most words). */
export function spellingGroupsOf(word: string): ReadonlySet<number> | undefined {
  groups ??= build();
  return groups.get(stemOf(word));
}

const LANGUAGE_SPEAKING = /^(\p{L}{4,}?)(?:talig|talige|sprekend|sprekende)$/u;

/** The groups a text's words prove: the things it names, in any of the three languages. */
export function spellingGroupsIn(words: Iterable<string>): Set<number> {
  const proven = new Set<number>();
  for (const word of words) {
    if (word.length < 2 || GENERIC.has(stemOf(word))) continue;
    for (const group of spellingGroupsOf(word) ?? []) proven.add(group);
    // 'Franstalige klanten', 'Engelstalig': the language a Dutch compound speaks ('French-speaking clients')
    const speaking = LANGUAGE_SPEAKING.exec(word);
    if (speaking) for (const group of languageGroupsOf(speaking[1]!)) proven.add(group);
  }
  return proven;
}

// lower-case words that are also a nationality in another language ('pools' is Dutch for Polish), or that
// share its stem ('je suis' is not 'suisse')
const AMBIGUOUS = new Set(['pool', 'polish', 'turk', 'chin', 'thai', 'suis']);

/** The language or nationality a word names, written in lower case as French and Dutch do ('japonais'). */
export function languageGroupsOf(word: string): number[] {
  groups ??= build();
  if (AMBIGUOUS.has(stemOf(word)) || !LANGUAGE_WORDS.has(stemOf(word))) return [];
  return [...(spellingGroupsOf(word) ?? [])].filter((group) => LANGUAGE_GROUPS.has(group));
}
