import type { TargetLanguage } from '@cv/contracts';
import { PARTNER_PHRASES } from '../data/partner-phrases';
import { PEOPLE_WORDS } from '../data/people-words';
import { REQUIREMENT_WORDS } from '../data/requirement-words';
import { DEGREES } from '../data/skill-aliases';
import { fold } from '../text/fold';
import type { OfferClause } from './offer-clauses';
import { genericStems, isShapedLikeAName, readClause } from './read-clause';
import { readRequirements } from './read-requirements';
import type { SkillRow } from './skill-terms';
import { stemWord } from './stem-word';
import { stemAt, type WordStream, wordStream } from './word-stream';

/**
 * What one clause of an offer names, in the order it names them (keywords/extract-job-terms.ts tallies them):
 * - the skills of the tables (keywords/read-clause.ts), in the table's name, longest phrase first;
 * - in a clause that states requirements (the profile, a "required" or "un plus" clause), each requirement the
 *   clause gives (keywords/read-requirements.ts), known to a table or not: 'docteur en pharmacie', 'permis D',
 *   'ECS/JIB Gold Card'. A requirement wholly made of skills the tables know is left to them (their names
 *   carry the spellings and translations); a skill inside a larger one is read as well;
 * - the other single words worth a keyword (read-clause.ts), unless they stand inside a requirement read whole.
 */
export type ClauseTerm = {
  readonly key: string;
  readonly word: string;
  readonly folded: string;
  readonly skill: SkillRow | null;
  /** The stem of a one-word term that is not a skill. */
  readonly stem: string | null;
  /** The words of a requirement of several words (folded), each to be found in a CV near the others. */
  readonly phrase: readonly string[] | null;
  /** The skills of the tables a requirement holds ('PhD' in 'PhD in marine ecology'): each met under any of
   *  its names. */
  readonly parts: readonly SkillRow[];
  /** Shaped like a name or a code ('PostGIS', 'FIMO'): a keyword even when named once. */
  readonly shaped: boolean;
  /** Read from a requirement clause (or is a skill of the tables). */
  readonly required: boolean;
  /** A word of the missions or the title that is neither a skill, a code nor a requirement: a keyword only for
   *  an ad whose requirements say too little (keywords/extract-job-terms.ts). */
  readonly loose: boolean;
  readonly surface: string;
  readonly start: number;
  readonly end: number;
  /** The clause's kind for this term, when its own tail says otherwise ("…, orthopédie appréciée"). */
  readonly kind: OfferClause['kind'];
  /** Read from one of several requirements offered by 'or' ("industrieel ingenieur of master in de bouwkunde, of
   *  een professionele bachelor bouw"): the number of the first of them in the clause. */
  readonly alternative?: number;
};

const LANGUAGE_SKILLS: ReadonlySet<string> = new Set(['English', 'French', 'Dutch', 'German']);
// skills an ad often follows with what they are for, in brackets (data/trades/logistics.ts)
const USED_SKILLS: ReadonlySet<string> = new Set(['driving licence']);
const REQUIREMENT_KINDS: ReadonlySet<OfferClause['kind']> = new Set(['must', 'nice']);

export function readClauseTerms(
  clause: OfferClause,
  language: TargetLanguage,
  names: ReadonlySet<string>,
): { stream: WordStream; terms: ClauseTerm[] } {
  const stream = wordStream(clause.text, language);
  const found: ClauseTerm[] = [];
  readClause(
    stream,
    names,
    language,
    (phrase, surface, start, end) =>
      found.push({
        key: `skill:${phrase.row.term}`,
        word: phrase.row.term,
        folded: phrase.row.term.toLowerCase(),
        skill: phrase.row,
        stem: null,
        phrase: null,
        parts: [],
        shaped: true,
        required: true,
        loose: false,
        surface,
        start,
        end,
        kind: clause.kind,
      }),
    (at, surface, start, end) => {
      const stem = stemAt(stream, at);
      found.push({
        key: `word:${stem}`,
        word: surface,
        folded: stream.words[at]!.folded,
        skill: null,
        stem,
        phrase: null,
        parts: [],
        shaped: isShapedLikeAName(surface, at),
        required: false,
        loose: false,
        surface,
        start,
        end,
        kind: clause.kind,
      });
    },
  );
  const duties = !REQUIREMENT_KINDS.has(clause.kind);
  // the title's words are the score's trade (score/title-share.ts), not keywords of their own
  if (clause.kind === 'title') return { stream, terms: found.map((t) => ({ ...t, loose: true })) };
  // the duties are read under the missions' heading, not in the employer's opening paragraph (there, a code is
  // the employer's own: 'HIQA-registered', 'HSE-funded') nor where the employer speaks of itself ('We care for
  // patients with…', 'Notre équipe aide…')
  const opener = stream.words[0]?.folded ?? '';
  const describes = duties && REQUIREMENT_WORDS[language].employer.has(opener);
  if (duties && (clause.kind !== 'role' || clause.opening || describes))
    return {
      stream,
      // …and a skill naming people there ('samen met leidinggevenden') is whom the employer works with
      terms: found
        .filter((t) => !(t.skill && namesPeople(t.surface)))
        .map((t) =>
          // where the employer speaks of itself ('Our service supports … older people'), a skill of the tables
          // is its world, not what it asks
          (clause.opening && !t.skill) || (describes && t.skill)
            ? { ...t, loose: true }
            : looseUnlessNamed(stream, t, language),
        ),
    };

  const generic = genericStems(language);
  const isGeneric = (folded: string) => generic.has(stemWord(folded, language));
  const adjective = REQUIREMENT_WORDS[language].adjective;
  const requirements = readRequirements(stream, language, names, isGeneric, duties);
  // a clause made optional by one requirement's own tail: the others keep the profile's must
  const ownTails = clause.kind === 'nice' && clause.inProfile && requirements.some((r) => r.nice);
  const kindOf = (nice: boolean) => (nice ? 'nice' : ownTails ? 'must' : clause.kind);
  const out: ClauseTerm[] = [];
  const read = new Set<number>(); // the found terms a requirement overlaps
  const pushed = new Set<number>();
  let first = 0; // requirements and found terms are both in reading order, neither overlapping its own kind
  // requirements offered by 'or': each is a whole alternative to the others
  const chains = requirements.map((r, i) => (r.or ? -1 : i));
  for (let i = 1; i < chains.length; i++) if (chains[i] === -1) chains[i] = chains[i - 1]!;
  const chained = (i: number) => chains.filter((c) => c === chains[i]).length > 1;
  for (const [index, r] of requirements.entries()) {
    const alternative = chained(index) ? { alternative: chains[index]! } : {};
    while (first < found.length && found[first]!.end <= r.start) first++;
    const within: number[] = [];
    for (let i = first; i < found.length && found[i]!.start < r.end; i++) within.push(i);
    for (const i of within) read.add(i);
    const skills = within.filter((i) => found[i]!.skill);
    // beside skills, the ad's generic words ('Respect du RGPD') and adjectives ('verbal communication') only
    // qualify them: a CV need not repeat them
    const uncoveredWords = uncovered(
      stream,
      r,
      skills.map((i) => found[i]!),
      isGeneric,
    ).filter((w) => skills.length === 0 || !(isGeneric(w) || (w.length > 4 && adjective.test(w))));
    // one word beside the skills only qualifies them ('written English', 'SAP experience'); a language asked for is
    // the language, however it is asked ('schrijfvaardigheid in het Nederlands')
    const qualifies =
      skills.length > 0 &&
      ((uncoveredWords.length === 1 && !isCodeWord(stream, r, uncoveredWords[0]!)) ||
        skills.some((i) => LANGUAGE_SKILLS.has(found[i]!.skill!.term)));
    const rest = qualifies ? [] : uncoveredWords;
    // wholly skills of the tables: their names carry the spellings and translations
    if (uncoveredWords.length === 0) {
      for (const i of skills)
        if (!pushed.has(i)) {
          pushed.add(i);
          out.push({ ...found[i]!, kind: kindOf(r.nice), ...alternative });
        }
      continue;
    }
    const surface = stream.text.slice(r.start, r.end);
    const stems = r.core.map((w) => stemWord(w, language));
    const lone = r.core.length === 1 && skills.length === 0;
    out.push({
      // one word: the same term as that word read elsewhere in the ad ('vaccinations' in the missions)
      key: lone ? `word:${stems[0]}` : `phrase:${stems.join(' ')}`,
      word: surface,
      folded: r.core.join(' '),
      skill: null,
      stem: lone ? stems[0]! : null,
      phrase: lone || rest.length === 0 ? null : rest,
      parts: skills.map((i) => found[i]!.skill!),
      shaped: true,
      required: true,
      loose: false,
      surface,
      start: r.start,
      end: r.end,
      kind: kindOf(r.nice),
      ...alternative,
    });
  }
  // the clause's skills and codes outside its requirements (a word inside one is read with it; the words read
  // past — "sens de", "appréciée" — are no requirement)
  found.forEach((t, i) => {
    // a skill naming the people a duty works with ('data scientists', 'product owners') is no requirement
    if (duties && t.skill && namesPeople(t.surface)) return;
    if (!read.has(i) && (t.skill || isCode(t.surface)))
      out.push(t.skill || !ownTails ? t : { ...t, kind: kindOf(false) });
    // the missions' other words: keywords of an ad whose requirements say too little
    else if (duties && !read.has(i)) out.push(looseUnlessNamed(stream, t, language));
  });
  // 'Bac+2 (BTS CG) ou expérience équivalente': the degree is one of two choices, the experience is asked
  const words = REQUIREMENT_WORDS[language];
  const terms = words.orExperience.test(fold(clause.text))
    ? withoutDegrees(clause.text, out, words.degrees)
    : out;
  const kept = duties ? terms.filter((t) => !namesPartner(clause.text, t, language)) : terms;
  return {
    stream,
    terms: withoutLanguageUses(clause.text, kept).sort((a, b) => a.start - b.start || b.end - a.end),
  };
}

/** In a duty, a term naming the team, service or rota the job belongs to or hands its work to ('au sein d'une
 *  équipe pluridisciplinaire', 'part of the on-call rota', 'vrijgeeft aan de receptie'): the setting, not a
 *  requirement — even when a table knows it as a skill. */
function namesPartner(text: string, t: ClauseTerm, language: TargetLanguage): boolean {
  const phrases = PARTNER_PHRASES[language];
  const flat = (s: string) => fold(s).replace(/[’]/g, "'").replace(/\s+/g, ' ');
  const before = flat(text.slice(Math.max(0, t.start - PARTNER_REACH), t.start));
  if (phrases.before.test(before)) return true;
  // the requirement read with the phrase at its start ('part of the on-call rota')
  const words = flat(t.surface).split(' ');
  for (let k = 1; k < Math.min(words.length, 4); k++)
    if (phrases.before.test(` ${words.slice(0, k).join(' ')}`)) return true;
  const ends = /^\s*(?:[.;!?\n]|$)/.test(text.slice(t.end));
  return ends && (phrases.recipient?.test(before) ?? false);
}
// a partner phrase and the first partner before an 'et'/'and' ('collaborer avec la zone de police et les …')
const PARTNER_REACH = 80;

/** A language's or a driving licence's uses in brackets ('Anglais technique (lecture de documentation)', 'English
 *  (some international roles)', 'Permis B indispensable (tournées de signification)') say what it is for, not
 *  another requirement: only the skills and codes there are kept. */
function withoutLanguageUses(text: string, terms: readonly ClauseTerm[]): ClauseTerm[] {
  const dropped = new Set<ClauseTerm>();
  for (const t of terms) {
    // the language read with its qualifiers ('Anglais lu et écrit', 'English (written)') holds it as its one part
    const skill = t.skill ?? (t.parts.length === 1 ? t.parts[0]! : null);
    if (!skill || !(LANGUAGE_SKILLS.has(skill.term) || USED_SKILLS.has(skill.term))) continue;
    const open = /^[^()]{0,30}\(/.exec(text.slice(t.end));
    const close = open ? text.indexOf(')', t.end) : -1;
    if (close > 0)
      for (const u of terms)
        if (u.start > t.end && u.end <= close && !u.skill && !isCode(u.surface)) dropped.add(u);
  }
  return terms.filter((t) => !dropped.has(t));
}

/** The clause's terms but its degrees and the examples in brackets after them ('Bac+2 (BTS NDRC, TC, CRSA)'). */
function withoutDegrees(
  text: string,
  terms: readonly ClauseTerm[],
  degrees: ReadonlySet<string>,
): ClauseTerm[] {
  const dropped = new Set<ClauseTerm>();
  for (const t of terms) {
    if (!isDegree(t, degrees)) continue;
    dropped.add(t);
    const open = /^[^()]{0,30}\(/.exec(text.slice(t.end));
    const close = open ? text.indexOf(')', t.end) : -1;
    if (close > 0) for (const u of terms) if (u.start > t.end && u.end <= close) dropped.add(u);
  }
  return terms.filter((t) => !dropped.has(t));
}

function isDegree(t: ClauseTerm, degrees: ReadonlySet<string>): boolean {
  if (t.skill && DEGREES.has(t.skill.term)) return true;
  if (t.parts.some((row) => DEGREES.has(row.term))) return true;
  return fold(t.surface)
    .split(/[\s'’]+/)
    .some((w) => degrees.has(w) || /^bac\+?\d/.test(w));
}

/** A word of the missions or the title that is no skill, code nor product is a keyword only for an ad whose
 *  requirements say too little (`loose`). */
function looseUnlessNamed(stream: WordStream, t: ClauseTerm, language: TargetLanguage): ClauseTerm {
  if (t.skill || isCode(t.surface)) return t;
  const at = stream.words.findIndex((w) => w.start === t.start);
  return afterToolWord(stream, at, t, language) || inProductBrackets(stream.text, t)
    ? t
    : { ...t, loose: true };
}

const namesPeople = (surface: string) =>
  PEOPLE_WORDS.has(
    fold(surface)
      .split(/[^\p{L}]+/u)
      .filter(Boolean)
      .at(-1) ?? '',
  );

/** A word of the requirement written as a code ('ZILL', 'S/4HANA', 'B2'): never a mere qualifier. */
function isCodeWord(stream: WordStream, r: { from: number; to: number }, folded: string): boolean {
  for (let at = r.from; at <= r.to; at++) {
    const w = stream.words[at]!;
    if (w.glued !== '' && fold(stream.text.slice(w.start, stream.words[w.tokenEnd]!.end)) === folded)
      return isCode(stream.text.slice(w.start, stream.words[w.tokenEnd]!.end));
  }
  return /\d/.test(folded);
}

/** Written as a code or a product's name: 'FIMO', 'AM2', 'PostGIS', 'ECS/JIB' — not a sentence's capital. */
const isCode = (surface: string) =>
  /\p{Lu}.*\p{Lu}|\p{Ll}\p{Lu}|\p{L}\d|\d\p{L}/u.test(surface) &&
  surface.replace(/[^\p{L}\d]/gu, '').length >= 2 &&
  !isPlaceShaped(surface);

/** A name joined by hyphens ('Saint-Quentin-Fallavier', 'Oost-Vlaanderen', 'Val-de-Marne') or a Dutch 'IJ'
 *  ('IJmuiden') is a place's or a person's, not a code. */
const isPlaceShaped = (surface: string) =>
  /^IJ\p{Ll}/u.test(surface) ||
  (/-/.test(surface) && surface.split('-').every((p) => /^(?:\p{Lu}\p{Ll}+|\p{Ll}+)$/u.test(p)));

/** A capitalised word in brackets after a duty's noun, alone or listed ('le stockage (Ceph)', 'serveurs Linux
 *  (Debian, Red Hat)', 'reservaties (Zenchef)'): the products the duty is done with, as a tool's name after
 *  'logiciel' is. The offer's places are its names, left out before (find-offer-names.ts). */
function inProductBrackets(text: string, t: ClauseTerm): boolean {
  if (!/^\p{Lu}\p{Ll}/u.test(t.surface)) return false;
  const open = text.lastIndexOf('(', t.start);
  if (open < 0 || text.lastIndexOf(')', t.start) > open || !/\p{Ll}\s*$/u.test(text.slice(0, open)))
    return false;
  const close = text.indexOf(')', t.end);
  return (
    close > 0 &&
    /^[\p{L}\d\s,./&+-]*$/u.test(text.slice(open + 1, close)) &&
    text.slice(open + 1, close).length <= 60
  );
}

/** A capitalised word right after a word naming a tool ('logiciel Winpharma', 'software Exact'): a product. */
function afterToolWord(stream: WordStream, at: number, t: ClauseTerm, language: TargetLanguage): boolean {
  if (!/^\p{Lu}/u.test(t.surface)) return false;
  const before = at > 0 ? stream.words[at - 1]!.folded : '';
  return REQUIREMENT_WORDS[language].tools.has(before);
}

/** The requirement's words of substance that no skill of the tables it holds stands for ('marine ecology' in
 *  'PhD in marine ecology'). */
function uncovered(
  stream: WordStream,
  r: { from: number; to: number; core: readonly string[] },
  skills: readonly ClauseTerm[],
  isGeneric: (folded: string) => boolean,
): string[] {
  const covered = new Set<string>();
  for (let at = r.from; at <= r.to; at++) {
    const w = stream.words[at]!;
    if (skills.some((t) => w.start >= t.start && w.end <= t.end)) covered.add(w.folded);
  }
  // 'BS/MS' is covered by either; 'ECS/JIB' would be too (a slash offers a choice), 'full-stack' by both parts,
  // 'GDPR-regels' by the skill and a generic word
  return r.core.filter((word) => {
    const parts = word.split(/[./+#&-]+/).filter(Boolean);
    if (word.includes('/')) return !parts.some((p) => covered.has(p));
    return !(parts.every((p) => covered.has(p) || isGeneric(p)) && parts.some((p) => covered.has(p)));
  });
}
