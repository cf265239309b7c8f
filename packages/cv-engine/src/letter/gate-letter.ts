import { allBlocks, type CvDocument } from '../document/cv-document';
import { isCommonWord } from '../document/gates/common-words';
import { contactsOf, withoutContacts } from '../document/gates/contacts-of';
import { datesOf } from '../document/gates/dates-of';
import { evidenceOf } from '../document/gates/evidence-of';
import { experienceYears } from '../document/gates/experience-years';
import { figuresProblem } from '../document/gates/figures-gate';
import { firstMissing } from '../document/gates/first-missing';
import type { GateName } from '../document/gates/gate-changes';
import { keywordAdded } from '../document/gates/keyword-added';
import { levelsProblem } from '../document/gates/levels-gate';
import { lowercaseWordsOf, newNames } from '../document/gates/names-gate';
import { skillsOf } from '../document/gates/skills-of';
import { speaksToTheModel } from '../document/gates/speaks-to-the-model';
import { withoutWishes } from '../document/gates/without-wishes';
import type { JobTerm } from '../keywords/extract-job-terms';

/**
 * A model's letter through the gates of a CV rewrite (ADR 010, issue 26): its paragraphs are new text, so each is
 * judged as a summary is — against the whole CV — with figures from any of the CV's lines too, as a letter cites
 * each job's results. A paragraph fails, at the first gate, when it holds:
 *   shape     no text, too long, or the letter has too few or too many paragraphs
 *   contact   an e-mail, a phone number or a link the CV does not give
 *   dates     a date no line of the CV holds
 *   figures   a figure, a span of time or a code the CV does not say (years of experience up to the CV's jobs)
 *   levels    a degree, certification, language or seniority level the CV lacks, or a claim to lead people
 *   keywords  one of the offer's keywords the CV lacks (D22): the letter claims what the CV proves
 *   skills    a known skill the CV does not name
 *   names     a capitalised name the CV does not have: an employer, a school, a town, a product
 * The offer is no evidence, but for what a letter must name: the employer, the role and the contact person, blanked
 * out before the checks. The letter's frame (date, greeting, closing, name) is ours, never the model's: the name
 * and the contact details cannot change. One failing paragraph fails the letter: a letter with a hole is no
 * letter, and the built-in one is given instead.
 */
export type LetterGateContext = {
  readonly document: CvDocument;
  readonly cvText: string;
  /** The offer's keywords the CV lacks, and its terms to find them under their other spellings. */
  readonly missingKeywords: readonly string[];
  readonly offerTerms: readonly JobTerm[];
  /** What the letter may name from the offer: its employer, its title, its contact person. */
  readonly offerNames: readonly string[];
  /** The letter's date: the years a paragraph may claim are counted to it. */
  readonly now: Date;
};

export type LetterGateResult = {
  readonly passed: boolean;
  readonly paragraphs: readonly string[];
  readonly dropped: Partial<Record<GateName, number>>;
  readonly rejected: readonly { paragraph: number; gate: GateName; detail: string }[];
};

export const LETTER_PARAGRAPHS = { min: 2, max: 6 } as const;
/** What any letter may name, whatever the CV says: the document it comes with. */
const LETTER_WORDS = ['CV', 'curriculum vitae', 'résumé', 'resume'];
const MAX_PARAGRAPH = 1500;

export function gateLetter(paragraphs: unknown, context: LetterGateContext): LetterGateResult {
  const list = Array.isArray(paragraphs) ? paragraphs : [];
  const texts = list.map((p) => (typeof p === 'string' ? p.replace(/\s+/g, ' ').trim() : ''));
  const rejected: { paragraph: number; gate: GateName; detail: string }[] = [];
  if (texts.length < LETTER_PARAGRAPHS.min || texts.length > LETTER_PARAGRAPHS.max)
    rejected.push({ paragraph: -1, gate: 'shape', detail: `${texts.length} paragraphs` });
  const judge = judgeOf(context);
  texts.forEach((text, paragraph) => {
    const failed = judge(text);
    if (failed) rejected.push({ paragraph, ...failed });
  });
  const dropped: Partial<Record<GateName, number>> = {};
  for (const { gate } of rejected) dropped[gate] = (dropped[gate] ?? 0) + 1;
  return { passed: rejected.length === 0, paragraphs: texts, dropped, rejected };
}

type Failure = { gate: GateName; detail: string } | null;

function judgeOf(context: LetterGateContext): (text: string) => Failure {
  const { document } = context;
  const blocks = allBlocks(document).filter((block) => !speaksToTheModel(block.text));
  const own = blocks.map((block) => ({ ...block, text: withoutWishes(block.text) }));
  const sectionOf = new Map(
    document.sections.flatMap((s) => allBlocksOf(s).map((b) => [b.id, s.key] as const)),
  );
  const evidence = evidenceOf(
    {
      blocks: own.map((block) => ({ block, section: sectionOf.get(block.id) ?? 'other' })),
      wholeCv: true,
      figureBlocks: own,
    },
    experienceYears(document, context.now),
  );
  const cvContacts = contactsOf(context.cvText);
  const cvDates = new Set(blocks.flatMap((block) => datesOf(block.text)));
  const commonWords = lowercaseWordsOf(withoutContacts(own.map((block) => block.text).join('\n')));
  const withoutOffer = blankOut([...context.offerNames, ...LETTER_WORDS]);
  return (raw) => {
    if (!raw || raw.length > MAX_PARAGRAPH) return { gate: 'shape', detail: `${raw.length} characters` };
    const contact = firstMissing(contactsOf(raw), cvContacts);
    if (contact) return { gate: 'contact', detail: contact };
    const text = withoutOffer(raw);
    const date = datesOf(text).find((d) => !cvDates.has(d));
    if (date) return { gate: 'dates', detail: `${date} added` };
    const figures = figuresProblem('', text, evidence);
    if (figures) return { gate: 'figures', detail: figures };
    const level = levelsProblem('', text, { section: 'summary', bullet: false }, evidence);
    if (level) return { gate: 'levels', detail: level };
    const keyword = keywordAdded('', text, context.missingKeywords, context.offerTerms);
    if (keyword) return { gate: 'keywords', detail: keyword };
    const skill = firstMissing(skillsOf(text), evidence.skills);
    if (skill) return { gate: 'skills', detail: `${skill} added` };
    const names = newNames(text, { ...evidence.names, commonWords, isCommon: isCommonWord });
    if (names.length) return { gate: 'names', detail: names.join(' ') };
    return null;
  };
}

const allBlocksOf = (section: CvDocument['sections'][number]) =>
  section.heading ? [section.heading, ...section.blocks] : section.blocks;

/** The text with the offer's names it may use blanked out, whatever their case ('ROUTALIS', 'routalis'). */
function blankOut(names: readonly string[]): (text: string) => string {
  const kept = names.map((n) => n.trim()).filter((n) => n.length >= 2);
  if (kept.length === 0) return (text) => text;
  const escaped = kept
    .sort((a, b) => b.length - a.length)
    .map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'));
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  return (text) => text.replace(pattern, (match) => ' '.repeat(match.length));
}
