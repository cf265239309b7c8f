import { CASE_SENSITIVE_SPELLINGS } from '../data/case-sensitive-spellings';
import { KNOWN_SKILLS } from '../data/known-skills';
import { SKILL_ALIASES, TECHNICAL_SENSES } from '../data/skill-aliases';
import { TRADE_VOCABULARIES } from '../data/trades';
import { fold } from '../text/fold';
import { stemWord } from './stem-word';
import { prefixOf, spellingAt, stemAt, type WordStream, wordStream } from './word-stream';

/**
 * The skill table the keywords are read with: data/skill-aliases.ts, then the rows of data/known-skills.ts not
 * already named there. A spelling belongs to the first row naming it. Each spelling is compiled once into its
 * folded words and its glued form (word-stream.ts); a word is compared by stem in the text's language.
 */
export type SkillRow = {
  readonly term: string;
  /** The term and its spellings, as written in the table. */
  readonly spellings: readonly string[];
  /** Narrower names that prove the skill in a CV. */
  readonly by: readonly string[];
  /** Words after which the term is in its technical sense in a CV (data/skill-aliases.ts TECHNICAL_SENSES). */
  readonly notBefore: readonly string[];
  /** Its short names written in capitals count only in capitals ('ALS', not Dutch 'als'). */
  readonly capsOnly: boolean;
};

export type Phrase = {
  readonly row: SkillRow;
  /** The spelling's words, folded. */
  readonly words: readonly string[];
  /** Per word: compared as written, not by stem — a name written with a capital in the table ('Excel' must not
   *  meet 'excellent', whose English stem is 'excel'). */
  readonly exact: readonly boolean[];
  readonly glued: string;
  /** Only a capitalised token counts ('Excel', not "to excel"). */
  readonly capital: boolean;
  /** A narrower name (row.by), read in a CV only. */
  readonly narrower: boolean;
  /** Counts only written in capitals, as the table writes it ('ALS', 'SEN'). */
  readonly upper: boolean;
};

function buildRows(): SkillRow[] {
  const claimed = new Set<string>();
  const rows: SkillRow[] = [];
  const add = (term: string, spellings: readonly string[], by: readonly string[], capsOnly = false) => {
    const own = [term, ...spellings].filter((s) => !claimed.has(fold(s)));
    if (own.length === 0 || claimed.has(fold(term))) return;
    for (const s of own) claimed.add(fold(s));
    rows.push({ term, spellings: own, by, notBefore: TECHNICAL_SENSES[term] ?? [], capsOnly });
  };
  for (const row of SKILL_ALIASES) add(row.term, row.spellings, row.by ?? []);
  for (const row of TRADE_VOCABULARIES) add(row.term, row.spellings, row.by ?? [], row.capsOnly);
  for (const [display, ...aliases] of KNOWN_SKILLS) add(display, aliases, []);
  return rows;
}

export const SKILL_ROWS: readonly SkillRow[] = buildRows();
const SPELLINGS = new Set(SKILL_ROWS.flatMap((row) => row.spellings.map((s) => fold(s))));

/** Whether a folded word is itself the spelling of a skill ('english', 'python'). */
export function isSkillSpelling(folded: string): boolean {
  return SPELLINGS.has(folded);
}

export type PhraseIndex = {
  /** Phrases by the first letters of their first word (word-stream.ts prefixOf) and by their glued form. */
  readonly byPrefix: ReadonlyMap<string, readonly Phrase[]>;
  readonly byGlued: ReadonlyMap<string, readonly Phrase[]>;
  /** Each row's phrases (its spellings, then its narrower names). */
  readonly ofRow: ReadonlyMap<SkillRow, readonly Phrase[]>;
};

let compiledIndex: PhraseIndex | undefined;

/** The table's phrases, compiled once (no stemming: stems are computed per language when first compared). */
export function phraseIndex(): PhraseIndex {
  if (compiledIndex) return compiledIndex;
  const byPrefix = new Map<string, Phrase[]>();
  const byGlued = new Map<string, Phrase[]>();
  const ofRow = new Map<SkillRow, Phrase[]>();
  const push = (map: Map<string, Phrase[]>, key: string, phrase: Phrase) => {
    const list = map.get(key);
    if (list) list.push(phrase);
    else map.set(key, [phrase]);
  };
  for (const row of SKILL_ROWS) {
    const phrases = [
      ...row.spellings.map((s) => compilePhrase(row, s, false)),
      ...row.by.map((s) => compilePhrase(row, s, true)),
    ].filter((p): p is Phrase => p !== undefined);
    ofRow.set(row, phrases);
    for (const phrase of phrases) {
      push(byPrefix, prefixOf(phrase.words[0]!), phrase);
      push(byGlued, phrase.glued, phrase);
    }
  }
  compiledIndex = { byPrefix, byGlued, ofRow };
  return compiledIndex;
}

export function compilePhrase(row: SkillRow, spelling: string, narrower: boolean): Phrase | undefined {
  const stream = wordStream(spelling, 'english'); // no stem is read here: the language does not matter
  if (stream.words.length === 0) return undefined;
  return {
    row,
    words: stream.words.map((w) => w.folded),
    exact: stream.words.map((w) => /\p{Lu}/u.test(spelling.slice(w.start, w.end))),
    glued: stream.words.map((w) => w.folded).join(''),
    capital: CASE_SENSITIVE_SPELLINGS.has(fold(spelling)),
    narrower,
    upper: row.capsOnly && /^[\p{Lu}\d][\p{Lu}\d&+/.-]{1,5}$/u.test(spelling),
  };
}

/** Whether `phrase` stands at word `at` of the stream; the index of its last word, or -1. */
export function phraseAt(stream: WordStream, at: number, phrase: Phrase): number {
  const first = stream.words[at]!;
  if (phrase.capital && !first.capital) return -1;
  if (phrase.upper && !isUpper(stream, at)) return -1;
  const n = phrase.words.length;
  let i = 0;
  // a phrase's words stand on one line: 'trade marketing' at a line's end and 'Digital' opening the next are
  // not 'marketing digital'
  while (i < n && wordIs(stream, at + i, phrase, i) && (i === 0 || sameLine(stream, at + i))) i++;
  if (i === n) return at + n - 1;
  // glued forms: 'fullstack' for 'full-stack', 'nodejs' for 'node.js', and the other way round
  if (first.glued === phrase.glued) return first.tokenEnd;
  return -1;
}

/** The word in capitals, as the table writes it ('VCA' in 'VCA-attest' too; 'als' is Dutch for 'as'). */
function isUpper(stream: WordStream, at: number): boolean {
  const w = stream.words[at]!;
  const word = stream.text.slice(w.start, w.end);
  return word === word.toUpperCase();
}

function sameLine(stream: WordStream, at: number): boolean {
  return !stream.text.slice(stream.words[at - 1]!.end, stream.words[at]!.start).includes('\n');
}

function wordIs(stream: WordStream, at: number, phrase: Phrase, i: number): boolean {
  const word = stream.words[at];
  if (!word) return false;
  const own = phrase.words[i]!;
  if (word.folded === own) return true;
  if (phrase.exact[i] || prefixOf(word.folded) !== prefixOf(own)) return false;
  return stemAt(stream, at) === stemWord(own, stream.language);
}

/** A phrase's occurrence in the stream, as the stream's own spelling, or null. */
export function findPhrase(stream: WordStream, phrase: Phrase): string | null {
  const starts = new Set([
    ...(stream.byPrefix.get(prefixOf(phrase.words[0]!)) ?? []),
    ...(stream.byGlued.get(phrase.glued) ?? []),
  ]);
  const notBefore = phrase.row.notBefore;
  for (const at of starts) {
    const end = phraseAt(stream, at, phrase);
    if (end < 0 || (phrase.words.length === 1 && insideLonger(stream, at, end, phrase.row))) continue;
    const next = stream.words[end + 1]?.folded;
    if (next === undefined || !notBefore.includes(next)) return spellingAt(stream, at, end);
  }
  return null;
}

// how far back a longer name may open: the skills' names are of one to four words
const LONGER_REACH = 3;

/** A one-word name read as the last words of another skill's longer name ('controller' in 'Credit Controller',
 *  a name of accounts receivable; 'control' in 'credit control'): there the text names that other skill, as the
 *  offer's reading takes the longest phrase first (read-clause.ts). */
function insideLonger(stream: WordStream, at: number, end: number, row: SkillRow): boolean {
  const index = phraseIndex();
  for (let from = Math.max(0, at - LONGER_REACH); from < at; from++)
    for (const other of index.byPrefix.get(prefixOf(stream.words[from]!.folded)) ?? [])
      if (
        !other.narrower &&
        other.row !== row &&
        other.words.length > 1 &&
        phraseAt(stream, from, other) >= end
      )
        return true;
  return false;
}
