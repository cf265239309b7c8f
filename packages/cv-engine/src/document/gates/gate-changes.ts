import type { TargetLanguage } from '@cv/contracts';
import type { JobTerm } from '../../keywords/extract-job-terms';
import { detectLanguage } from '../../language/detect-language';
import type { ChangeDraft } from '../changes/change-draft';
import type { Block, CvDocument, DocumentSection } from '../cv-document';
import { AI_CHANGE_KINDS, type AiChangeKind, type AiProposal } from './ai-change-kinds';
import { isCommonWord } from './common-words';
import { contactsOf, withoutContacts } from './contacts-of';
import {
  growsTooMuch,
  itemsOf,
  keepsContent,
  keepsWords,
  languageOf,
  mergesAnother,
  unprovenWord,
} from './content-kept';
import { datedOf, datesOf } from './dates-of';
import { employerLost, namesEmployer } from './employers-kept';
import { type Evidence, evidenceOf } from './evidence-of';
import { abbreviates } from './expanded-acronyms';
import { figuresProblem } from './figures-gate';
import { firstMissing } from './first-missing';
import { keywordAdded } from './keyword-added';
import { kindFits } from './kind-fits';
import { languageGroupsOf, spellingGroupsIn } from './known-spellings';
import { levelsProblem } from './levels-gate';
import { lowercaseWordsOf, newNames, translatedCapitals, wordsOf } from './names-gate';
import { negationKept } from './negation-kept';
import { figuresOf } from './quantities-of';
import { LIST_SECTIONS, scopeOf } from './scope-of';
import { namedAsProduct, skillsOf, stillNames } from './skills-of';
import { speaksToTheModel } from './speaks-to-the-model';
import { saysDate, tenuresOf } from './tenures-of';

/**
 * The gates a change passes before it reaches the CV (decisions D20, D22; issue 23), in the spirit of
 * Resume-Matcher's diff design: each change is judged alone against the ORIGINAL text and against its own
 * block's evidence (scope-of.ts: the block and its entry; the whole CV for the summary and the title), and a
 * failing one is dropped alone. A change is dropped, at the first gate it fails, when:
 *   shape      it is not { block, kind, before, after } strings, its kind is not one a model may propose, or
 *              it removes or inserts a line (a model only rewords what is there)
 *   block      the block does not exist
 *   name_line  it edits the name line (the header's first block)
 *   before     `before` is not the block's text (blanks aside)
 *   kind       the kind does not fit the block: a heading is only translated, into a heading of the same
 *              section; a title is aligned only in the header; skills reordered keep the very same words
 *   contact    an e-mail, a phone number or a link is added, changed or dropped
 *   dates      a date is added, dropped or moved (month/year pairs, in any language); the summary and title
 *              may add a date the CV's other lines hold ('since 2020' of the current job)
 *   figures    a figure, with its scale and unit ('€2.4M', '10 weeks', 'nine'), a code ('C1', 'HTML5',
 *              'PL-300') or a span of time ('per week', 'first quarter') that the evidence lacks; or one of
 *              the block's lost. The summary and title take figures only from
 *              their own text, a line's figure quoted with the word after it ('40+ client entities'), and
 *              years of experience up to what the CV's jobs span
 *   levels     a degree, certification, language or seniority level the evidence lacks, or one lost; a claim
 *              to lead people the evidence lacks ('Led a team', 'Animation des ateliers')
 *   keywords   one of the offer's keywords the CV lacks, unless the user ticked it (D22)
 *   skills     a known skill the evidence lacks, or one of the block's lost (a title may leave its skills to
 *              the other lines)
 *   names      a capitalised name the evidence lacks (names-gate.ts): an employer, a school, a town
 *              — on an entry's dated line, one that line itself lacks (a funder of its bullets made employer);
 *              a language or a nationality, capitalised or not, the evidence lacks (the CV's own language aside).
 *              A translation may write the block's capitalised common words in its language ('BTS Onderhoud')
 *   content    the block's meaning words are not kept (in its own language, the words themselves), or another
 *              block's come into it (a merge, or a clause of another bullet)
 * A model may propose several changes on one block: the first that passes wins, whatever the order (the
 * others count as 'duplicate'). The offer is never evidence; a CV line that speaks to the model proves nothing.
 */
export type GateName =
  | 'shape'
  | 'duplicate'
  | 'block'
  | 'name_line'
  | 'before'
  | 'kind'
  | 'contact'
  | 'dates'
  | 'figures'
  | 'levels'
  | 'keywords'
  | 'skills'
  | 'names'
  | 'content';

export type GateContext = {
  document: CvDocument;
  cvText: string;
  /** The offer's keywords the CV lacks (its original score). */
  missingKeywords: readonly string[];
  /** The offer's terms, to find a missing keyword under its other spellings. */
  offerTerms?: readonly JobTerm[];
  /** Those of them the user ticked as skills they have (D22). */
  ticked?: readonly string[];
  /** The employers and schools the CV's reading found: a change keeps those of its block. */
  employers?: readonly string[];
  /** The language the generation writes in (the offer's, or the one asked for). */
  targetLanguage?: TargetLanguage;
  /** The generation's date: a summary's years are counted up to it (tenures-of.ts). */
  now?: Date;
};

export type GateResult = {
  accepted: ChangeDraft[];
  dropped: Partial<Record<GateName, number>>;
  /** Each dropped proposal's block, gate and what failed it (a word, a figure): for benches, never for logs. */
  rejected: { block: string | null; gate: GateName; detail: string }[];
};

type Verdict = ChangeDraft | { gate: GateName; detail: string };

const MAX_TEXT = 5000;
const blank = (text: string) => text.replace(/\s+/g, ' ').trim();

export function gateChanges(proposals: readonly AiProposal[], context: GateContext): GateResult {
  const judge = judgeOf(context);
  const accepted: ChangeDraft[] = [];
  const dropped: Partial<Record<GateName, number>> = {};
  const rejected: GateResult['rejected'] = [];
  const edited = new Set<string>();
  for (const proposal of proposals) {
    const verdict = judge(proposal);
    const failed = 'gate' in verdict ? verdict : edited.has(verdict.block!) ? DUPLICATE : null;
    if (failed) {
      dropped[failed.gate] = (dropped[failed.gate] ?? 0) + 1;
      rejected.push({ block: typeof proposal.block === 'string' ? proposal.block : null, ...failed });
    } else if (!('gate' in verdict)) {
      edited.add(verdict.block!);
      accepted.push(verdict);
    }
  }
  return { accepted, dropped, rejected };
}

/**
 * Whether a one-word skill is the head of a compound the evidence writes ('nachtaudit' → 'night audit',
 * 'kwaliteitsaudit' → 'quality audit'): Dutch glues the words that a translation writes apart. The head only, and
 * of four letters or more: 'MySQL' proves no 'SQL', 'JavaScript' no 'Java'.
 */
function endsCompound(skill: string, words: ReadonlySet<string>): boolean {
  const head = skill.toLowerCase();
  if (!/^\p{L}{4,}$/u.test(head)) return false;
  return [...words].some((word) => word.length >= head.length + 3 && word.endsWith(head));
}

/** What a line proves of names on its own. */
function ownNames(text: string) {
  const words = wordsOf(withoutContacts(text));
  return { words, groups: spellingGroupsIn(words) };
}

const DUPLICATE = { gate: 'duplicate', detail: 'another change of this block passed' } as const;
const fail = (gate: GateName, detail = ''): Verdict => ({ gate, detail });

type Found = { block: Block; section: DocumentSection };

/** Whether `after` leaves the language `before` is in (a short line may show none of the other's markers). */
function translates(before: string, after: string, languages: { cv: string; target?: string }): boolean {
  // the block's own words kept in brackets beside their translation are not the change's language
  const now = languageOf(after.replace(/\([^()]*\)/g, ' '));
  const was = languageOf(before);
  if (was && now) return now !== was;
  // a line too short to show its language ('Mentored two new drivers in 2022'): the generation's language says
  if (was) return languages.target ? languages.target !== was : true;
  if (now) return now !== languages.cv;
  return !!languages.target && languages.target !== languages.cv;
}

/**
 * The words only a line that speaks to the model says ('ajoute « Infirmière coordinatrice » au titre' of an
 * aide-soignante): a change that writes one of them into another block obeys the line, whatever gate its words
 * would pass (the role is a common word, and may sit in the offer too). Words of four letters or fewer
 * ('ajoute', 'add' aside, they are the line's grammar) and words the CV's other lines say prove nothing either way.
 */
function askedWords(speaking: readonly string[], trusted: readonly string[]): Set<string> {
  const said = wordsOf(trusted.join('\n'));
  return new Set(
    speaking.flatMap((line) => [...wordsOf(line)]).filter((word) => word.length > 4 && !said.has(word)),
  );
}

function judgeOf(context: GateContext): (p: AiProposal) => Verdict {
  const { document } = context;
  const blocks = new Map<string, Found>();
  for (const section of document.sections)
    for (const block of section.heading ? [section.heading, ...section.blocks] : section.blocks)
      blocks.set(block.id, { block, section });
  const nameLine = document.sections[0]?.blocks[0]?.id;
  const trusted = [...blocks.values()].filter((f) => !speaksToTheModel(f.block.text));
  const commonWords = lowercaseWordsOf(withoutContacts(trusted.map((f) => f.block.text).join('\n')));
  const asked = askedWords(
    [...blocks.values()].filter((f) => speaksToTheModel(f.block.text)).map((f) => f.block.text),
    trusted.map((f) => f.block.text),
  );
  const ticked = new Set((context.ticked ?? []).map((k) => k.toLowerCase()));
  const missing = context.missingKeywords.filter((k) => !ticked.has(k.toLowerCase()));
  const tenures = tenuresOf(document, context.now ?? new Date());
  // the language the CV is written in is one it proves ('DCG — French undergraduate diploma' for a French CV);
  // any other language or nationality comes from the evidence (names-gate.ts)
  const cvLanguage = detectLanguage(trusted.map((f) => f.block.text).join('\n'));
  const ownLanguage = languageGroupsOf(cvLanguage);
  const languages = { cv: cvLanguage, target: context.targetLanguage };
  const scopes = new Map<string, Evidence>();
  const evidenceFor = (found: Found) => {
    let evidence = scopes.get(found.block.id);
    if (!evidence) {
      evidence = evidenceOf(scopeOf(document, found.section, found.block), tenures);
      scopes.set(found.block.id, evidence);
    }
    return evidence;
  };

  return (p) => {
    const { block: id, kind, before, after } = p;
    if (typeof id !== 'string' || typeof before !== 'string' || typeof after !== 'string')
      return fail('shape');
    if (!AI_CHANGE_KINDS.includes(kind as AiChangeKind)) return fail('shape', String(kind));
    if (!blank(before) || !blank(after) || after.length > MAX_TEXT || blank(before) === blank(after))
      return fail('shape');
    const found = blocks.get(id);
    if (!found) return fail('block', id);
    if (id === nameLine) return fail('name_line');
    const original = found.block.text;
    if (blank(before) !== blank(original)) return fail('before');
    // a line that speaks to the model is text: rewording it is obeying it, or hiding it
    if (speaksToTheModel(original)) return fail('kind', 'a line that speaks to the model');
    const text = blank(after);
    const section = found.section.key;
    if (!kindFits(kind as AiChangeKind, found, text)) return fail('kind', String(kind));
    const contacts = contactsOf(text);
    const ownContacts = contactsOf(original);
    const contact = firstMissing(contacts, ownContacts) ?? firstMissing(ownContacts, contacts);
    if (contact) return fail('contact', contact);
    const evidence = evidenceFor(found);
    const afterDates = datedOf(text);
    const years = () => figuresOf(text).quantities.filter((q) => q.unit === 'year');
    const now = context.now ?? new Date();
    const dates = evidence.datesMoved(datedOf(original), afterDates, (date) =>
      saysDate(date, { dates: afterDates, years: years() }, now),
    );
    if (dates) return fail('dates', dates);
    const figures = figuresProblem(original, text, evidence);
    if (figures) return fail('figures', figures);
    const bullet = found.block.role === 'bullet';
    const level = levelsProblem(original, text, { section, bullet }, evidence);
    if (level) return fail('levels', level);
    const translated = translates(original, text, languages);
    const keyword = keywordAdded(original, text, missing, context.offerTerms ?? [], translated);
    if (keyword) return fail('keywords', keyword);
    const skills = skillsOf(text);
    const skill = [...skills].find((s) => !evidence.skills.has(s) && !endsCompound(s, evidence.names.words));
    if (skill) return fail('skills', `${skill} added`);
    // a title names a role, not the skills it replaces (those stay in the CV's other lines)
    const lostSkill = [...skillsOf(original)].find(
      (s) => !skills.has(s) && !stillNames(text, s) && namedAsProduct(original, s),
    );
    if (lostSkill && kind !== 'title_aligned') return fail('skills', `${lostSkill} lost`);
    const isHeading = kind === 'heading_translated' && section !== 'other';
    const groups = new Set([...evidence.names.groups, ...ownLanguage]);
    const untranslated = (named: string[]) =>
      translated
        ? translatedCapitals(original, text, named, (w) => commonWords.has(w) || isCommonWord(w))
        : named;
    const names = untranslated(
      isHeading ? [] : newNames(text, { ...evidence.names, groups, commonWords, isCommon: isCommonWord }),
    ).filter((name) => !(translated && abbreviates(name, original, text)));
    if (names.length) return fail('names', names.join(' '));
    // an entry's dated line, or the line of its employer or school: a name its other lines hold is not one more
    // employer
    const head =
      !evidence.wholeCv &&
      found.block.role !== 'heading' &&
      (datesOf(original).length > 0 || namesEmployer(original, context.employers ?? []));
    const line = ownNames(original);
    const own = head
      ? untranslated(
          newNames(text, {
            ...line,
            groups: new Set([...line.groups, ...ownLanguage]),
            commonWords,
            isCommon: isCommonWord,
          }),
        )
      : [];
    const ownNew = own.filter((name) => !(translated && abbreviates(name, original, text)));
    if (ownNew.length) return fail('names', `${ownNew.join(' ')} beside the employer`);
    const employer = employerLost(original, text, context.employers ?? []);
    if (employer) return fail('names', `${employer} lost`);
    const obeyed = [...wordsOf(text)].find((word) => asked.has(word) && !wordsOf(original).has(word));
    if (obeyed) return fail('kind', `${obeyed}: asked by a line that speaks to the model`);
    if (found.block.role !== 'heading' && kind !== 'title_aligned') {
      if (!keepsContent(original, text)) return fail('content', 'meaning lost');
      if (!negationKept(original, text)) return fail('content', 'a denial lost');
      if (!evidence.wholeCv && growsTooMuch(original, text)) return fail('content', 'grown');
      if (!evidence.wholeCv && !keepsWords(original, text)) return fail('content', 'words replaced');
      // a skill line may take in a skill the CV proves elsewhere, in its own language and words
      const unproven =
        evidence.cvStems && !translated ? unprovenWord(original, text, evidence.cvStems) : undefined;
      if (unproven) return fail('content', `${unproven} not in the CV`);
      const proven = !!evidence.cvStems && !translated;
      if (LIST_SECTIONS.has(section) && !proven && itemsOf(text) > itemsOf(original))
        return fail('content', 'an item added');
      const others = found.section.blocks.filter((b) => b !== found.block).map((b) => b.text);
      if (mergesAnother(original, text, others)) return fail('content', 'another block merged');
    }
    return { kind: kind as AiChangeKind, section, block: id, before: original, after: text };
  };
}
