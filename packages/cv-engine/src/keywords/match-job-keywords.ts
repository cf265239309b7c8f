import type { TargetLanguage } from '@cv/contracts';
import { ACCESS_PARTS, WORKPLACE_HEADS } from '../data/compound-heads';
import { ORDINAL_FIGURE, ORDINAL_WORDS } from '../data/ordinal-words';
import { REQUIREMENT_WORDS } from '../data/requirement-words';
import { clearLanguageOfTokens, detectLanguage } from '../language/detect-language';
import { cvScoreText } from '../score/index-cv-text';
import { isSimilar } from '../text/similarity';
import { tokenize } from '../text/tokenize';
import type { JobTerm } from './extract-job-terms';
import { initialsOf, positionsOfAcronym, positionsOfSpelledOut, spelledOut } from './find-acronym';
import { otherForms } from './other-forms';
import { genericStems } from './read-clause';
import { compilePhrase, findPhrase, phraseIndex, type SkillRow } from './skill-terms';
import { stemWord } from './stem-word';
import { positionsOfStem, spellingAt, type WordStream, wordStream } from './word-stream';

/**
 * Step 4a — which of the job's keywords a CV has, and under which of its own spellings (D11: "matched with
 * stemming and an alias table"). A skill of the table is found under the offer's own spelling first (`exact`),
 * then under any other of its names, in any of the three languages ('intégration continue' for CI/CD, 'AVG' for
 * RGPD), then under a narrower name that proves it ('GitLab CI' for CI/CD). Another word is found by its stem
 * ('tests' for 'testing'), else by the spec's similarity above 0.7 ('développeuse' for 'développeur').
 * The CV's own words only: its section headings and the rewriter's lead lines are left out (index-cv-text.ts).
 * Words are stemmed in the CV's language, the offer's spellings too, so both sides are cut alike.
 */
export type KeywordPresence = {
  readonly keyword: string;
  readonly mustHave: boolean;
  readonly found: boolean;
  /** The CV's own words for it ('intégration continue'), or null when the CV lacks it. */
  readonly cvSpelling: string | null;
  /** Found under the offer's own spelling (accents, case, plural aside), not through another name. */
  readonly exact: boolean;
};

/** A CV read once for every keyword look-up. */
export type CvWords = {
  readonly stream: WordStream;
  readonly language: TargetLanguage;
  readonly folded: ReadonlySet<string>;
};

/**
 * The words the score reads (cvScoreText), stemmed in their own language. A generation reads the same CV for the
 * rewrite's spellings and for its score, and its rewrite often leaves those words as they were (a heading
 * translated, a footer gone): the last reading is kept, keyed by the words themselves, not the whole text.
 */
export function readCvWords(cvText: string): CvWords {
  const scored = cvScoreText(cvText);
  // a short CV's own words may hold too few of its language's marker words ('Opticiën-verkoper – Brillen Nova');
  // then its headings tell ('Ervaring', 'Opleiding', 'Talen')
  const language =
    clearLanguageOfTokens(tokenize(scored.slice(0, LANGUAGE_SAMPLE))) ??
    detectLanguage(cvText.slice(0, LANGUAGE_SAMPLE));
  if (lastRead?.scored === scored && lastRead.words.language === language) return lastRead.words;
  const stream = wordStream(scored, language);
  const words = { stream, language, folded: new Set(stream.words.map((w) => w.folded)) };
  lastRead = { scored, words };
  return words;
}

// The language the CV's words are stemmed in: its first pages tell it (a 50 000-character text need not be read).
const LANGUAGE_SAMPLE = 10_000;

let lastRead: { scored: string; words: CvWords } | null = null;

export function matchJobKeywords(
  job: { readonly keywords: readonly JobTerm[] },
  cvText: string,
): KeywordPresence[] {
  const cv = readCvWords(cvText);
  return settleAlternatives(
    job.keywords,
    job.keywords.map((term) => presenceOf(term, cv)),
  );
}

/**
 * A must-have asked for among others ('React, Vue.js or Angular') is no longer one once the CV has one of its
 * alternatives: the CV with React is not told that Angular is a missing must-have.
 */
export function settleAlternatives(
  terms: readonly JobTerm[],
  presence: readonly KeywordPresence[],
): KeywordPresence[] {
  const met = new Set<number>();
  terms.forEach((term, i) => {
    if (presence[i]!.found) for (const choice of term.alternatives) met.add(choice);
  });
  return presence.map((p, i) => {
    const term = terms[i]!;
    const settled = term.eitherOnly && term.alternatives.some((c) => met.has(c));
    return p.mustHave && !p.found && settled ? { ...p, mustHave: false } : p;
  });
}

const LANGUAGE_OF_SKILL: Readonly<Record<string, TargetLanguage>> = {
  English: 'english',
  French: 'french',
  Dutch: 'dutch',
};

export function presenceOf(term: JobTerm, cv: CvWords): KeywordPresence {
  const found = (cvSpelling: string | null, exact: boolean): KeywordPresence => ({
    keyword: term.word,
    mustHave: term.mustHave,
    found: cvSpelling !== null,
    cvSpelling,
    exact: cvSpelling !== null && exact,
  });
  if (term.skill) {
    // a CV written in the language asked for proves it ('anglais courant' for a CV in English)
    if (LANGUAGE_OF_SKILL[term.skill.term] === cv.language) return found('', false);
    const own = compilePhrase(term.skill, term.word, false);
    const exact = own ? findPhrase(cv.stream, own) : null;
    if (exact) return found(exact, true);
    for (const phrase of phraseIndex().ofRow.get(term.skill) ?? []) {
      const spelling = findPhrase(cv.stream, phrase);
      if (spelling) return found(spelling, false);
    }
    return found(null, false);
  }
  if (term.parts.length > 0 || term.phrase) {
    // a requirement read from its clause: each skill it holds under any of its names, its other words near
    const spellings = term.parts.map((row) => findSkill(row, cv));
    if (spellings.some((s) => s === null)) return found(null, false);
    const near = term.phrase ? (findNear(term.phrase, cv) ?? findAcronym(term.phrase, cv)) : '';
    return found(near === null ? null : [...spellings, near].filter(Boolean).join(' … '), true);
  }
  const glued = term.folded.replace(/[./+#&-]+/g, '');
  const at =
    cv.stream.byGlued.get(glued)?.[0] ??
    positionsOfStem(cv.stream, stemWord(term.folded, cv.language))[0] ??
    positionsOfOtherForms(term.folded, cv)[0];
  if (at !== undefined) {
    const w = cv.stream.words[at]!;
    return found(cv.stream.text.slice(w.start, cv.stream.words[w.tokenEnd]!.end), true);
  }
  const similar = term.folded.length >= 4 ? findSimilar(term.folded, cv) : null;
  return found(
    similar ??
      findCompound(term.folded, cv) ??
      findHyphenHead(term.folded, cv) ??
      findSplitCompound(term.folded, cv) ??
      findWrittenOut(term.word, cv),
    false,
  );
}

/** An acronym of the ad ('ERK', 'EYFS') the CV writes out as a name, each word with its capital ('Europees
 *  Referentiekader', 'Early Years Foundation Stage'), as the CV writes it; words in small letters are a sentence
 *  whose initials happen to spell it ('werkgevers over re-integratie' is no WOR). */
function findWrittenOut(word: string, cv: CvWords): string | null {
  if (!/^\p{Lu}{3,5}$/u.test(word)) return null;
  const words = cv.stream.words;
  const place = spelledOut(cv.stream, word.toLowerCase()).find(({ from, to }) =>
    words.slice(from, to + 1).every((w) => w.capital || w.folded.length <= SMALL_WORD),
  );
  return place ? spellingAt(cv.stream, place.from, place.to) : null;
}
// the small words between the named ones ('op', 'de', 'van') are written in small letters
const SMALL_WORD = 3;

const MAX_SPLIT_ANCHORS = 20;

/** A Dutch compound of the ad the CV writes as its two parts near each other ('inburgeringsexamens' for
 *  'Examentraining inburgering', 'kwartaalrapportages' for 'rapportages per kwartaal'): each part a word of its
 *  own (at least MIN_COMPOUND_PART letters, the linking 's' aside), the second also as the start of a CV compound. */
function findSplitCompound(folded: string, cv: CvWords): string | null {
  if (cv.language !== 'dutch' || !/^\p{L}+$/u.test(folded)) return null;
  const stream = cv.stream;
  for (let cut = MIN_COMPOUND_PART; cut <= folded.length - MIN_COMPOUND_PART; cut++) {
    const head = folded.slice(0, cut);
    const tail = folded.slice(cut).replace(/^s(?=[^aeiou])/, '');
    if (tail.length < MIN_COMPOUND_PART) continue;
    const heads = positionsOfStem(stream, stemWord(head, 'dutch'));
    if (heads.length === 0) continue;
    const tailStem = stemWord(tail, 'dutch');
    // the first places only: a long CV repeating the word must not make the look-up grow with it
    for (const at of heads.slice(0, MAX_SPLIT_ANCHORS))
      for (let k = Math.max(0, at - NEAR); k <= Math.min(stream.words.length - 1, at + NEAR); k++) {
        const w = stream.words[k]!.folded;
        if (k !== at && (w.startsWith(tailStem) || stemWord(w, 'dutch') === tailStem))
          return spellingAt(stream, Math.min(at, k), Math.max(at, k));
      }
  }
  return null;
}

/** A hyphenated word of the ad whose other parts are generic, tool or access words ('Kadaster-online', 'SAP-omgeving')
 *  asks for its one specific part: the CV's word for it, as the CV writes it. */
function findHyphenHead(folded: string, cv: CvWords): string | null {
  const parts = folded.split('-').filter(Boolean);
  if (parts.length < 2) return null;
  const generic = genericStems(cv.language);
  const tools = REQUIREMENT_WORDS[cv.language].tools;
  const specific = parts.filter(
    (p) => !(tools.has(p) || ACCESS_PARTS.has(p) || generic.has(stemWord(p, cv.language))),
  );
  if (specific.length !== 1 || specific[0]!.length < MIN_COMPOUND_PART) return null;
  const head = specific[0]!;
  const at = cv.stream.byFolded.get(head)?.[0];
  if (at !== undefined) return spellingAt(cv.stream, at, at);
  // a Dutch CV's compound opening with it ('Kadasterrecherches' for 'Kadaster-online')
  if (cv.language !== 'dutch') return null;
  for (const word of cv.folded)
    if (word.startsWith(head) && word.length >= head.length + MIN_COMPOUND_REST) {
      const first = cv.stream.byFolded.get(word)![0]!;
      return spellingAt(cv.stream, first, first);
    }
  return null;
}
// what follows the ad's word in a CV's compound: a word of its own ('recherches'), not an ending ('excel-lent')
const MIN_COMPOUND_REST = 6;

// A Dutch compound names its kind last: 'voedingsretail' is retail; and an ad's compound of a thing and a word any
// ad uses ('calculatiepakket', 'arbeidsrechtpraktijk') asks for the thing ('Calculatie', 'arbeidsrecht').
const MIN_COMPOUND_PART = 5;

/** A Dutch CV's compound ending on the word ('voedingsretail' for 'retail'), or the CV's word a compound of the
 *  ad opens with before a generic or tool word ('Calculatie' for 'calculatiepakket'), as the CV writes it. */
function findCompound(folded: string, cv: CvWords): string | null {
  if (cv.language !== 'dutch' || folded.length < MIN_COMPOUND_PART || !/^\p{L}+$/u.test(folded)) return null;
  const surface = (word: string) => {
    const w = cv.stream.words[cv.stream.byFolded.get(word)![0]!]!;
    return cv.stream.text.slice(w.start, w.end);
  };
  for (const word of cv.folded)
    if (word.length >= folded.length + 3 && word.endsWith(folded)) return surface(word);
  const generic = genericStems('dutch');
  const tools = REQUIREMENT_WORDS.dutch.tools;
  for (let cut = MIN_COMPOUND_PART; cut <= folded.length - 4; cut++) {
    const head = folded.slice(0, cut);
    const tail = folded.slice(cut).replace(/^s(?=[^aeiou])/, '');
    if (!(tools.has(tail) || WORKPLACE_HEADS.has(tail) || generic.has(stemWord(tail, 'dutch')))) continue;
    if (cv.folded.has(head)) return surface(head);
    // the CV writes the compound's first part in two words ('onroerend goed' for 'onroerendgoedpraktijk')
    const pair = pairsOf(cv.stream).get(head);
    if (pair !== undefined) return spellingAt(cv.stream, pair, pair + 1);
  }
  return null;
}

const PAIRS = new WeakMap<WordStream, Map<string, number>>();

/** Two words of the text glued ('onroerend goed' → 'onroerendgoed'), each to where it stands first. */
function pairsOf(stream: WordStream): ReadonlyMap<string, number> {
  let pairs = PAIRS.get(stream);
  if (!pairs) {
    pairs = new Map();
    for (let at = 0; at + 1 < stream.words.length; at++) {
      const glued = stream.words[at]!.folded + stream.words[at + 1]!.folded;
      if (!pairs.has(glued)) pairs.set(glued, at);
    }
    PAIRS.set(stream, pairs);
  }
  return pairs;
}

function findSkill(row: SkillRow, cv: CvWords): string | null {
  for (const phrase of phraseIndex().ofRow.get(row) ?? []) {
    const spelling = findPhrase(cv.stream, phrase);
    if (spelling) return spelling;
  }
  return null;
}

function findSimilar(folded: string, cv: CvWords): string | null {
  for (const word of cv.folded) {
    if (!isSimilar(folded, word)) continue;
    const at = cv.stream.byFolded.get(word)![0]!;
    const w = cv.stream.words[at]!;
    return cv.stream.text.slice(w.start, w.end);
  }
  return null;
}

// A requirement of several words is met when most of its words stand near each other in the CV: in one line of
// skills ('Diplôme d'État de docteur en pharmacie'), one sentence ('inscrit à l'Ordre des pharmaciens'), in any
// order. Its words that every ad uses ('services', 'environment') are not asked for; of the others, two of three
// are enough ('cloud data services on AWS' is met by 'AWS data platform'), every one of two.
const NEAR = 12;
const MOST = 2 / 3;
const YEAR = /^(?:19|20)\d\d$/;

/** Where the CV names most words of a requirement within NEAR words of each other, as the CV writes it. */
function findNear(words: readonly string[], cv: CvWords): string | null {
  // a year is a law's or a standard's edition ('Mental Capacity Act 2005', 'Care Act 2014'): a CV names the law
  // by its subject and seldom writes the year
  const undated = words.filter((w) => !YEAR.test(w));
  const all = undated.length > 0 ? undated : words;
  const stream = cv.stream;
  const generic = genericStems(cv.language);
  const isSpecific = all.map((w) => !generic.has(stemWord(w, cv.language)));
  const specific = isSpecific.filter(Boolean).length;
  // the generic words found count too (they stand in for a specific one), but one specific word must be there
  const needed =
    specific === 0 ? Math.min(all.length, 2) : specific <= 2 ? specific : Math.ceil(MOST * specific);
  const places = all.map((word) => positionsOfWord(word, cv));
  const kept = places.map((_, i) => i).filter((i) => places[i]!.length > 0);
  if (kept.length < needed || (specific > 0 && !kept.some((i) => isSpecific[i]))) return null;
  // anchored on a specific word, the rarest first
  const order = kept.sort(
    (a, b) => Number(isSpecific[b]) - Number(isSpecific[a]) || places[a]!.length - places[b]!.length,
  );
  const anchors = specific > 0 ? order.filter((i) => isSpecific[i]) : order;
  for (const anchor of anchors) {
    for (const at of places[anchor]!) {
      let from = at;
      let to = at;
      let met = 1;
      for (const i of order) {
        if (i === anchor) continue;
        const closest = nearest(places[i]!, at);
        if (closest < 0 || Math.abs(closest - at) > NEAR) continue;
        met++;
        [from, to] = [Math.min(from, closest), Math.max(to, closest)];
      }
      if (met >= needed)
        return stream.text.slice(stream.words[from]!.start, stream.words[stream.words[to]!.tokenEnd]!.end);
    }
  }
  return null;
}

/** The CV's acronym of a requirement's words ('TCD' for 'tableaux croisés dynamiques'), as the CV writes it. */
function findAcronym(words: readonly string[], cv: CvWords): string | null {
  const initials = initialsOf(words);
  const at = initials === null ? undefined : positionsOfAcronym(cv.stream, initials)[0];
  return at === undefined ? null : spellingAt(cv.stream, at, at);
}

/** The position of a sorted list nearest `at`, or -1 for an empty list (binary search: a long CV names a
 *  common word hundreds of times). */
function nearest(sorted: readonly number[], at: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  if (hi < 0) return -1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < at) lo = mid + 1;
    else hi = mid;
  }
  const after = sorted[lo]!;
  const before = lo > 0 ? sorted[lo - 1]! : after;
  return Math.abs(before - at) <= Math.abs(after - at) ? before : after;
}

/** The CV's positions of one word of a requirement: its token glued ('ECS/JIB'), its stem, or, for a letter or a
 *  number, itself as written ('permis D' needs a capital D; '7671'). */
function positionsOfWord(word: string, cv: CvWords): readonly number[] {
  const own = positionsOfWrittenWord(word, cv);
  if (own.length > 0) return own;
  const ordinal = positionsOfOrdinal(word, cv.stream);
  // 'HDS' met by 'hébergeurs de données de santé' (find-acronym.ts)
  return ordinal.length > 0 ? ordinal : positionsOfSpelledOut(cv.stream, word);
}

/** An ordinal in its other writing: the offer's 'tweede' where the CV writes '2e', its '2nd' where the CV writes
 *  'second' (data/ordinal-words.ts). */
function positionsOfOrdinal(word: string, stream: WordStream): number[] {
  const figure = ORDINAL_FIGURE.exec(word);
  const n = figure ? Number(figure[1]) : ORDINAL_WORDS.get(word);
  if (n === undefined) return [];
  const out: number[] = [];
  for (const [form, at] of ordinalsOf(stream)) if (form === n) out.push(...at);
  return out.sort((a, b) => a - b);
}

const ORDINALS = new WeakMap<WordStream, Map<number, number[]>>();

/** The text's ordinals, in words or figures, by their number. */
function ordinalsOf(stream: WordStream): ReadonlyMap<number, number[]> {
  let found = ORDINALS.get(stream);
  if (!found) {
    found = new Map();
    stream.words.forEach((w, at) => {
      const figure = ORDINAL_FIGURE.exec(w.glued || w.folded);
      const n = figure ? Number(figure[1]) : ORDINAL_WORDS.get(w.folded);
      if (n !== undefined) found!.set(n, [...(found!.get(n) ?? []), at]);
    });
    ORDINALS.set(stream, found);
  }
  return found;
}

function positionsOfWrittenWord(word: string, cv: CvWords): readonly number[] {
  const stream = cv.stream;
  // 'BS/MS', 'IPAF/PASMA': either
  if (word.includes('/') && stream.byGlued.get(word.replace(/[./+#&-]+/g, '')) === undefined)
    return word
      .split('/')
      .filter(Boolean)
      .flatMap((part) => positionsOfWrittenWord(part, cv))
      .sort((a, b) => a - b);
  const glued = word.replace(/[./+#&-]+/g, '');
  if (glued.length <= 1 || /^\d+$/.test(glued))
    return (stream.byGlued.get(glued) ?? stream.byFolded.get(glued) ?? []).filter(
      (at) => glued.length > 1 || stream.words[at]!.capital,
    );
  const byToken = stream.byGlued.get(glued) ?? [];
  if (glued !== word || byToken.length > 0) return byToken;
  const own = positionsOfStem(stream, stemWord(word, cv.language));
  return own.length > 0 ? own : positionsOfOtherForms(word, cv);
}

/** Where the CV writes the word's agent noun or noun of action ('formation' for 'formateur';
 *  keywords/other-forms.ts). */
function positionsOfOtherForms(word: string, cv: CvWords): number[] {
  return otherForms(word, cv.language)
    .flatMap((form) => positionsOfStem(cv.stream, stemWord(form, cv.language)))
    .sort((a, b) => a - b);
}
