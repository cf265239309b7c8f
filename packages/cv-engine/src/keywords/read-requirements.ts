import type { TargetLanguage } from '@cv/contracts';
import { LIGHT_VERBS, PEOPLE_OBJECTS } from '../data/light-verbs';
import { NOT_REQUIRED_WORDS, OFFER_NOISE_WORDS, PERK_OBJECTS } from '../data/offer-noise-words';
import { PEOPLE_WORDS } from '../data/people-words';
import { REQUIREMENT_WORDS, type RequirementWords } from '../data/requirement-words';
import { fold } from '../text/fold';
import { STOP_WORDS } from './stop-words';
import type { WordStream } from './word-stream';

/**
 * Step 2c — the requirements a clause names, found by the clause, not by a table (issue 24). A clause of the
 * offer's profile ("Permis D en cours de validité, FIMO ou FCO voyageurs à jour"; "Je beschikt over een diploma
 * zorgkundige"; "Proven experience as Head Chef or Senior Sous Chef in a quality restaurant") is read as a
 * recruiter reads it:
 * 1. cut into chunks at its list marks — commas, semicolons, brackets, a slash or dash between spaces, the
 *    language's 'and'/'or' — and at a context that is a requirement of its own ("… dans l'agroalimentaire");
 *    a purpose or a relative clause ends the chunk ("… pour nos clients", "… om te …");
 * 2. each chunk read past its lead-in (subject, verb of having, "maîtrise de", "ervaring met", "5 ans d'",
 *    "strong", an article) and its tail ("appréciée", "is een pluspunt", "required", "skills", a language
 *    level), and past an employer's or a place's name at either end (data/requirement-words.ts);
 * 3. what remains is a requirement when it is a noun phrase of one to four words of substance, holds no word of
 *    a sentence (a pronoun, an auxiliary), no contract or perk word, no name inside, and is not only the ad's
 *    generic words ("related field", "professionnel").
 * Each requirement says whether its own tail made it optional ("…, orthopédie appréciée").
 */
export type Requirement = {
  readonly start: number;
  readonly end: number;
  /** The stream's word indexes of its first and last word. */
  readonly from: number;
  readonly to: number;
  /** Its tail said it is optional ("appréciée", "desirable", "is een pluspunt"). */
  readonly nice: boolean;
  /** The folded words that must be in a CV for it to be met (its frame words aside: "diplôme", "certificate"). */
  readonly core: readonly string[];
  /** Offered as another choice of the one before it ("industrieel ingenieur of master in de bouwkunde"). */
  readonly or: boolean;
};

type Token = {
  readonly folded: string;
  readonly surface: string;
  readonly start: number;
  readonly end: number;
  readonly from: number;
  readonly to: number;
};

const MAX_TOKENS = 7;
const NUMBERS = new Set(
  'zero one two three four five six seven eight nine ten un une deux trois quatre cinq six sept huit neuf dix een twee drie vier vijf zes zeven acht negen tien'.split(
    ' ',
  ),
);
const MAX_CORE = 4;
const OR_WORDS: ReadonlySet<string> = new Set(['or', 'ou', 'of', 'and/or', 'et/ou', 'en/of']);
// between two tokens: a list mark (a slash or a dash only between spaces: 'FI/CO' and 'ADL-ondersteuning' are one)
const LIST_MARK = /[,;:()[\]•·|]|\s[/–—-]\s|\s\+\s/;
// a tail that makes the requirement optional ("appréciée", "an advantage", "is een pluspunt", "un plus")
const NICE_TAIL =
  /(?:^|\s)(?:appreci\w*|souhait\w*|bienvenu\w*|desirable|preferred|advantage|atout|pluspunt|meerwaarde|pre|gewenst|beneficial|welcome|bonus|voordeel|aanbeveling|ideally|preferably|(?:un|a|een) plus)$/;

export function readRequirements(
  stream: WordStream,
  language: TargetLanguage,
  names: ReadonlySet<string>,
  isGeneric: (folded: string) => boolean,
  /** A clause of the missions: its chunks open (or, in Dutch, end) with the duty's verb, and only requirements of
   *  several words are read from it (its single words are the tables' and the codes'). */
  duties = false,
): Requirement[] {
  const words = REQUIREMENT_WORDS[language];
  const tokens = tokensOf(stream);
  const out: Requirement[] = [];
  const chunks = chunksOf(stream.text, tokens, words, duties);
  let listedBefore = false;
  // the duty's verb of the chunk before, shared by the one 'and' joins to it ('Piloter le processus budgétaire et
  // les reprévisions', 'Je beheert de marketplaces (Bol.com, Amazon) en de productfeeds'): the object 'and' adds
  // is acted on as much as the first
  let verbBefore = false;
  // the verbs of a duty's chunks that are verbs only ('Clean,', 'Sensibiliser et'), read with the next one's
  let verbsBefore: Token[] = [];
  const gapAfter = (chunk: readonly Token[], next: Chunk) =>
    stream.text
      .slice(chunk[chunk.length - 1]!.end, next.tokens[0]!.start)
      .replace(/\b(?:and|et|en|ou|or|of)\b/g, '');
  for (const [i, { tokens: chunk, joined, or, listed }] of chunks.entries()) {
    const shared: boolean = duties && joined && !or && verbBefore;
    // …through the examples in brackets after its object, not past a comma's list ('de spil tussen medewerker,
    // leidinggevende, bedrijfsarts en arbodienst' lists whom the job stands between)
    const bracketed =
      stream.text.lastIndexOf('(', chunk[0]!.start) > stream.text.lastIndexOf(')', chunk[0]!.start);
    const verb = chunk.some((t) => words.dutyVerb(t.folded) || words.subjects.has(t.folded));
    verbBefore = duties && (verb || shared || (bracketed && verbBefore));
    // 'written and verbal communication': the lone adjective shares the next requirement's noun
    const next = chunks[i + 1];
    const own = chunk.filter((t) => !words.lead.has(t.folded));
    if (
      own.length === 1 &&
      next?.joined &&
      next.tokens.length >= 2 &&
      isAdjective(own[0]!, words) &&
      !afterArticle(chunk, own[0]!)
    )
      continue;
    const requirement = readChunk(chunk, words, names, isGeneric, duties, listed || shared);
    if (!requirement && duties) {
      // a duty whose object says nothing of the trade: its verbs are what it asks
      const action = actionOf(chunk, words);
      if (
        action &&
        action.object.length === 0 &&
        next &&
        !next.or &&
        /^[\s,]*$/.test(gapAfter(chunk, next))
      ) {
        // 'Clean, join and validate data', 'Sensibiliser et former …': the verbs share the last one's object
        verbsBefore.push(...action.verbs);
        continue;
      }
      const verbs = [...verbsBefore, ...(action?.verbs ?? [])];
      // one verb and its setting ('Préparer le chantier') is the setting; a verb any job does asks nothing
      if (action && verbs.length >= 2 && !verbs.every((v) => LIGHT_VERBS.has(v.folded)))
        out.push(actionRequirement(verbs, action.object));
      verbsBefore = [];
      continue;
    }
    verbsBefore = [];
    if (!requirement || isReference(stream.text, requirement)) continue;
    // 'Basic Life Support (BLS) certificate': the proof of the requirement before the brackets, not one of its own
    const lone = chunk.length === 1 && words.frame.has(chunk[0]!.folded);
    if (lone && /\)\s*$/.test(stream.text.slice(0, requirement.start))) continue;
    // a duty naming a place, a site or a project by its name ('the upgrade in County Cork', 'Ward 14'): the
    // employer's world — a name written with a capital inside the sentence, not a code
    if (
      duties &&
      chunk.some(
        (t) => t.start >= requirement.start && t.end <= requirement.end && isNameInside(stream.text, t),
      )
    )
      continue;
    // "X, Y or Z is a plus": a tail after a list closed by 'or' speaks of the whole list; after a comma
    // ("…, orthopédie appréciée") only of its own requirement
    if (requirement.nice && joined) for (let i = 0; i < out.length; i++) out[i] = { ...out[i]!, nice: true };
    // a duty's list after a colon details one duty ('the full sales cycle: prospecting, quotations, closing'):
    // a CV naming one of its parts proves it, so the parts are read as choices of one another
    const detail = duties && listed && listedBefore;
    listedBefore = duties && listed;
    out.push({ ...requirement, or: (or || detail) && out.length > 0 });
  }
  return out;
}

// the objects a duty's verb lists after a colon are what it acts on, as much as the one right after the verb
type Chunk = { tokens: Token[]; joined: boolean; or: boolean; listed: boolean };

function tokensOf(stream: WordStream): Token[] {
  const tokens: Token[] = [];
  for (let at = 0; at < stream.words.length; ) {
    const w = stream.words[at]!;
    const last = stream.words[w.tokenEnd]!;
    const surface = stream.text.slice(w.start, last.end);
    tokens.push({ folded: fold(surface), surface, start: w.start, end: last.end, from: at, to: w.tokenEnd });
    at = w.tokenEnd + 1;
  }
  return tokens;
}

/** Step 1: the clause's chunks, each a run of tokens between list marks, conjunctions and contexts;
 *  `joined`: the chunk follows a conjunction ('and', 'ou', 'of'); `or`: that conjunction is an 'or'; `listed`: the
 *  chunk is one of a list after a colon ('… de volledige cyclus: intake, sourcing, selectiegesprekken'). */
function chunksOf(text: string, tokens: readonly Token[], words: RequirementWords, duties: boolean): Chunk[] {
  const chunks: Chunk[] = [];
  let current: Token[] = [];
  let joined = false;
  let or = false;
  let skipping = false;
  let listed = false;
  const close = (next = false, nextOr = false) => {
    if (current.length > 0) chunks.push({ tokens: current, joined, or, listed });
    current = [];
    joined = next;
    or = nextOr;
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const gap = i === 0 ? '' : text.slice(tokens[i - 1]!.end, token.start);
    if (LIST_MARK.test(gap)) {
      close();
      skipping = false;
      if (gap.includes(':')) listed = true;
    }
    if (/[.!?]/.test(gap)) listed = false;
    if (skipping) continue;
    if (words.conjunctions.has(token.folded) || isSequenceAt(tokens, i, ['ainsi', 'que'])) {
      close(true, OR_WORDS.has(token.folded));
      if (token.folded === 'ainsi') i++;
      continue;
    }
    if (isSequenceAt(tokens, i, ['as', 'well', 'as'])) {
      close(true);
      i += 2;
      continue;
    }
    const context = words.context.find((seq) => isSequenceAt(tokens, i, seq));
    // a cut, a context or a pivot only once the chunk holds a word of substance ("Experience with …" is a
    // lead-in, "leader with energy" a requirement and its attribute)
    const begun = current.some((t) => !words.lead.has(t.folded) && !/^\d/.test(t.folded));
    // a version or a level ('Next.js 14+ App Router', 'Level 3 Food Safety'): not part of a requirement's
    // name, and ends it (a code's number is longer: 'BS 7671', '2391'); in a duty, a figure measures the job
    // ('target GP 70 %'), and what it measures is no requirement
    if (/^\d{1,2}(?:\.\d+)*\+?$/.test(token.folded) && current.length > 0) {
      if (duties) current = [];
      close();
      continue;
    }
    if (words.pivots.has(token.folded) && begun) {
      close();
      continue;
    }
    if (context && begun) {
      close();
      i += context.length - 1;
      continue;
    }
    if (words.cut.has(token.folded) && (begun || duties)) {
      // a duty opening with 'pour', 'for', 'voor' names whom it serves, not what it asks
      close();
      skipping = true;
      continue;
    }
    current.push(token);
  }
  close();
  return chunks;
}

function isSequenceAt(tokens: readonly Token[], at: number, seq: readonly string[]): boolean {
  return seq.every((word, k) => tokens[at + k]?.folded === word);
}

/** Steps 2 and 3: one chunk read past its lead-in and tail, then judged. */
function readChunk(
  chunk: readonly Token[],
  words: RequirementWords,
  names: ReadonlySet<string>,
  isGeneric: (folded: string) => boolean,
  duties: boolean,
  listed: boolean,
): Requirement | null {
  let from = 0;
  let to = chunk.length; // exclusive
  let nice = false;
  // a short name is written with its capital ('la' is no place, 'La Rochelle' is); a longer one is the
  // employer's or the place's word however written ('… experience in consulting' at EfficiencyFirst Consulting)
  const isName = (t: Token) =>
    (/^\p{Lu}/u.test(t.surface) || t.folded.length >= 4) &&
    (names.has(t.folded) || names.has(t.folded.replace(/['’.]+$/, '')));
  // a subject and its verb, whatever the verb ("Je schrijft", "You will", "Vous maîtrisez")
  if (to - from > 2 && words.subjects.has(chunk[0]!.folded)) from = 2;
  for (let changed = true; changed && from < to; ) {
    changed = false;
    const isDuty = (t: Token) => duties && words.dutyVerb(t.folded);
    while (from < to && (isLead(chunk, from, to, words) || isName(chunk[from]!) || isDuty(chunk[from]!)))
      [from, changed] = [from + 1, true];
    while (to > from && isDuty(chunk[to - 1]!)) [to, changed] = [to - 1, true];
    const tail = words.trail.find((seq) => seq.length <= to - from && endsWith(chunk, to, seq));
    if (tail) {
      if (NICE_TAIL.test(tail.join(' '))) nice = true;
      to -= tail.length;
      changed = true;
    }
    while (to > from && (isDangling(chunk[to - 1]!, words) || isName(chunk[to - 1]!)))
      [to, changed] = [to - 1, true];
    // a level after the requirement ('NVQ Level 3', 'AFGSU niveau 2'): its name is what precedes
    if (to - from > 2 && /^\d+$/.test(chunk[to - 1]!.folded) && words.frame.has(chunk[to - 2]!.folded))
      [to, changed] = [to - 2, true];
  }
  const kept = chunk.slice(from, to);
  if (kept.length === 0 || kept.length > MAX_TOKENS) return null;
  // a perk word opening a longer phrase names the task's object ('pension auto-enrolment'), not the perk
  const perk = (t: Token, i: number) =>
    NOT_REQUIRED_WORDS.has(t.folded) && !(i === 0 && kept.length > 1 && PERK_OBJECTS.has(t.folded));
  if (kept.some((t, i) => words.clause.has(t.folded) || perk(t, i) || isName(t))) return null;
  const substance = kept.filter((t) => isSubstance(t, words));
  // the frame ('certificate', 'diplôme') adds no length to the name it frames ('G3 unvented hot water certificate')
  const named = substance.filter((t) => !words.frame.has(t.folded));
  if (substance.length === 0 || named.length > MAX_CORE) return null;
  // only generic words, numbers and letters ('related field', 'section D') say nothing
  if (substance.every((t) => isGeneric(t.folded) || /^\d+$/.test(t.folded) || t.folded.length === 1))
    return null;
  if (kept.length === 1 && !isLoneTerm(kept[0]!)) return null;
  if (
    duties &&
    substance.filter((t) => !isGeneric(t.folded)).length + substance.length < 3 &&
    !(
      kept.length === 1 &&
      (listed || actedOn(chunk, from, words)) &&
      isDutyObject(kept[0]!, words, isGeneric)
    )
  )
    return null;
  // a duty naming the employer's world ('choix techniques', 'clients', 'trois EHPAD', '30 postes') is no
  // requirement: the missions speak of the job's setting as much as of what it asks
  if (
    duties &&
    kept.some(
      (t, i) =>
        (OFFER_NOISE_WORDS.has(t.folded) && !(i === 0 && kept.length > 1 && PERK_OBJECTS.has(t.folded))) ||
        /^\d/.test(t.folded) ||
        NUMBERS.has(t.folded.split('-')[0]!),
    )
  )
    return null;
  // …nor the people a duty works with or reports to ('directeur régional', 'product owners')
  if (duties && kept.some((t) => PEOPLE_WORDS.has(t.folded))) return null;
  // …nor a duty naming a person or a place ('Natasha's Law', 'Brighton seafront'): capitals and no code
  if (duties && kept.every((t) => /^\p{Lu}\p{Ll}/u.test(t.surface) || t.folded.length <= 2)) return null;
  // what a CV must say: not the frame ('diplôme', 'Level'), nor a level's number ('Level 3'); a code's is
  // ('BS 7671', '2391')
  const framed = substance.filter((t) => !words.frame.has(t.folded) && !/^\d{1,2}$/.test(t.folded));
  const core = (framed.length > 0 ? framed : substance).map((t) => t.folded);
  const first = kept[0]!;
  const last = kept[kept.length - 1]!;
  return { start: first.start, end: last.end, from: first.from, to: last.to, nice, core, or: false };
}

/**
 * A duty that is its verbs ('Sensibiliser et former les collaborateurs', 'Clean, join and validate data'): the
 * chunk's leading duty verbs (past a subject), and what follows them: a short object readChunk left as the setting
 * ('data', 'orders'), or the people it serves ('les collaborateurs', 'citizens'), which is left out. Read with the verbs of the chunks before it that are verbs
 * only, it is a requirement when they are two or more, not all of them verbs any job does (data/light-verbs.ts:
 * 'gérer', 'ensure', 'zorgen'): a list of verbs on one object names a technique, one verb and its object the
 * setting ('Préparer le chantier').
 */
function actionOf(
  chunk: readonly Token[],
  words: RequirementWords,
): { verbs: Token[]; object: Token[] } | null {
  let at = 0;
  while (at < chunk.length && words.subjects.has(chunk[at]!.folded)) at++;
  const verbs: Token[] = [];
  while (at < chunk.length && words.dutyVerb(chunk[at]!.folded)) verbs.push(chunk[at++]!);
  if (verbs.length === 0) return null;
  const rest = chunk.slice(at).filter((t) => !words.lead.has(t.folded) && !STOP_WORDS.has(t.folded));
  const people = (t: Token) => PEOPLE_WORDS.has(t.folded) || PEOPLE_OBJECTS.has(t.folded);
  // the employer's world and figures are no object ('trois EHPAD', 'clients'), as in readChunk
  const setting = (t: Token) =>
    OFFER_NOISE_WORDS.has(t.folded) || /\d/.test(t.folded) || NUMBERS.has(t.folded);
  if (rest.length > MAX_ACTION_OBJECT || rest.some(setting)) return null;
  return { verbs, object: rest.filter((t) => !people(t)) };
}
// a short object ('data', 'orders') readChunk leaves as the setting; a longer one is a requirement of its own
const MAX_ACTION_OBJECT = 2;

/** The verbs of a duty and its generic object, as one requirement ('Clean, join and validate data'). */
function actionRequirement(verbs: readonly Token[], object: readonly Token[]): Requirement {
  const first = verbs[0]!;
  const last = object.at(-1) ?? verbs.at(-1)!;
  const core = [...verbs, ...object].map((t) => t.folded);
  return { start: first.start, end: last.end, from: first.from, to: last.to, nice: false, core, or: false };
}

/** The ad's own reference or address, never a requirement: a code after 'réf.', 'Ref:', 'vacaturenummer'
 *  ('réf. DPO-2026'), a code glued to a year ('DPO-2026', 'REF_2025'), or the domain of an e-mail address
 *  ('careers@atlantique-sante.example.fr'). A standard's number stands apart from its name ('ISO 9001', 'NEN 3140')
 *  and is no year of this century's postings. */
function isReference(text: string, r: { start: number; end: number }): boolean {
  const surface = text.slice(r.start, r.end);
  const before = text.slice(Math.max(0, r.start - REFERENCE_REACH), r.start);
  if (/^\p{L}{2,}[-_/](?:19|20)\d\d$/u.test(surface) || /@\S*$/.test(before)) return true;
  return REFERENCE_BEFORE.test(fold(before));
}
const REFERENCE_BEFORE =
  /(?:^|[^\p{L}])(?:ref|reference|referentie|referentienummer|vacaturenummer|vacature-id|job id|job ref|n°)\.?\s*[:#°]?\s*$/u;
const REFERENCE_REACH = 24;

/** The one noun a duty acts on ('Je voert oogmetingen uit', 'raadpleegt … via de kwaliteitsrekening',
 *  'supervise and coach trainees'): a long word of the language, no adjective nor generic word — a trade's
 *  object, where a short or common one ('orders', 'stock') names the setting. */
function isDutyObject(t: Token, words: RequirementWords, isGeneric: (folded: string) => boolean): boolean {
  return (
    /^\p{Ll}+(?:-\p{Ll}+)*$/u.test(t.surface) && // 'buis-koppelingsteigers' too
    t.folded.length >= MIN_DUTY_OBJECT &&
    !isGeneric(t.folded) &&
    !words.adjective.test(t.folded)
  );
}
const MIN_DUTY_OBJECT = 7;

/** The chunk opens with the duty's verb or its subject and verb, read past: what follows is what it acts on, not
 *  one of a list of the people or places it serves ('to women and newborns', 'cliënten, huisartsen'). */
const actedOn = (chunk: readonly Token[], from: number, words: RequirementWords) =>
  chunk.slice(0, from).some((t) => words.dutyVerb(t.folded) || words.subjects.has(t.folded));

/** A Title-case word inside a sentence ('Cork', 'Galway'), not its first word nor a code ('NEWS2', 'PostGIS'). */
function isNameInside(text: string, t: Token): boolean {
  if (!/^\p{Lu}\p{Ll}+$/u.test(t.surface)) return false;
  return /\p{L}[^.!?:;•\n]*$/u.test(text.slice(0, t.start));
}

/** A lead-in word at the chunk's start; a number only before a lead-in word ("5 ans d'", "3+ years of"). */
function isLead(chunk: readonly Token[], at: number, to: number, words: RequirementWords): boolean {
  const t = chunk[at]!;
  if (at + 1 >= to) return false;
  // a letter as a code ('Permis D') follows a word; at the start it is a sentence's 'A'
  if (words.lead.has(t.folded) && !(isCapitalCode(t) && (t.surface.length > 1 || at > 0))) return true;
  if (words.verbForm?.test(t.folded)) return true;
  return /^\d+(?:[-–]\d+)?\+?$/.test(t.folded) && words.lead.has(chunk[at + 1]!.folded);
}

/** A word that cannot end a noun phrase: an article, a preposition, a qualifier left behind. */
function isDangling(t: Token, words: RequirementWords): boolean {
  if (isCapitalCode(t)) return false;
  return words.lead.has(t.folded) || STOP_WORDS.has(t.folded) || words.conjunctions.has(t.folded);
}

function endsWith(chunk: readonly Token[], to: number, seq: readonly string[]): boolean {
  const start = to - seq.length;
  return seq.every((word, k) => chunk[start + k]?.folded === word);
}

/** A word that says what is required: not an article, a preposition or a lead-in word, unless written as a code
 *  ('Permis D', 'rijbewijs C', 'CE'). */
function isSubstance(t: Token, words: RequirementWords): boolean {
  if (isCapitalCode(t)) return true;
  if (!/\p{L}|\d/u.test(t.folded)) return false;
  return !words.lead.has(t.folded) && !STOP_WORDS.has(t.folded) && t.folded.length > 1;
}

// An article opens a noun ('le coffrage et le ferraillage', 'du coffrage et du ferraillage'): a French noun often ends
// like an adjective ('-e', '-age'), and is no qualifier shared with the next requirement
const ARTICLES: ReadonlySet<string> = new Set([
  'le',
  'la',
  'les',
  'l',
  'du',
  'des',
  'un',
  'une',
  'the',
  'het',
  'een',
]);
const afterArticle = (chunk: readonly Token[], t: Token) => {
  const at = chunk.indexOf(t);
  return at > 0 && ARTICLES.has(chunk[at - 1]!.folded);
};

const isAdjective = (t: Token, words: RequirementWords) =>
  /^\p{Ll}+$/u.test(t.surface) && t.folded.length > 4 && words.adjective.test(t.folded);

const isCapitalCode = (t: Token) => /^\p{Lu}[\p{Lu}\d]*$/u.test(t.surface) && t.surface.length <= 6;

/** A requirement of one word: a code ('FIMO', 'AM2', 'PRINCE2', 'B2') or a word of at least four letters. */
function isLoneTerm(t: Token): boolean {
  if (/^\d+$/.test(t.folded)) return false;
  if (/\p{Lu}.*\p{Lu}|\p{Ll}\p{Lu}|\d/u.test(t.surface))
    return t.surface.replace(/[^\p{L}\d]/gu, '').length >= 2;
  return t.folded.replace(/[^\p{L}]/gu, '').length >= 4;
}
