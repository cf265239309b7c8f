import type { ChangeKind } from '@cv/contracts';
import { sectionOfHeading } from '../../parse/section-headings';
import type { ChangeDraft } from '../changes/change-draft';
import { allBlocks, type Block, type CvDocument } from '../cv-document';
import { sameDates } from './dates-of';
import { figureSet, figuresOf } from './figures-of';
import { lowercaseWordsOf, newNames, wordsOf } from './names-gate';
import { skillsOf } from './skills-of';

/**
 * The gates an AI provider's change passes before it reaches the CV (decisions D20, D22), in the spirit of
 * Resume-Matcher's diff design: each change is judged alone against the ORIGINAL text, and a failing one is
 * dropped alone — the rest of the answer is kept. A change is dropped, at the first gate it fails, when:
 *   shape      it is not { block, kind, before, after } strings, its kind is not one a model may propose, or
 *              it removes or inserts a line (a model only rewords what is there)
 *   duplicate  an earlier change of the answer already edits that block
 *   block      the block does not exist
 *   name_line  it edits the name line (the header's first block)
 *   before     `before` is not the block's text (blanks aside)
 *   kind       the kind does not fit the block: a heading is only translated, into a heading of the same
 *              section; a title is aligned only in the header; skills reordered keep the very same words
 *   dates      a date is added, dropped or moved (month/year pairs, in any language)
 *   figures    a figure is added that the CV lacks, or one of the block's is lost
 *   skills     a skill the CV does not name, or one of the block's lost (a title may leave its skills to
 *              the other lines)
 *   names      a capitalised name the CV never has (employer, school, degree, certification); the words of
 *              the offer's job title are allowed, as a translated position may read like it
 */
export type GateName =
  | 'shape'
  | 'duplicate'
  | 'block'
  | 'name_line'
  | 'before'
  | 'kind'
  | 'dates'
  | 'figures'
  | 'names'
  | 'skills';

/** What a model may propose; removals, moves and added skills stay the built-in engine's or the user's. */
export const AI_CHANGE_KINDS = [
  'reworded',
  'bullet_opening',
  'skills_reordered',
  'title_aligned',
  'heading_translated',
] as const satisfies readonly ChangeKind[];
export type AiChangeKind = (typeof AI_CHANGE_KINDS)[number];

/** A change as a model answers it, before the gates: nothing about it is trusted. */
export type AiProposal = { block: unknown; kind: unknown; before: unknown; after: unknown };

export type GateContext = {
  document: CvDocument;
  cvText: string;
  offerText: string;
  jobTitle: string;
};

export type GateResult = { accepted: ChangeDraft[]; dropped: Partial<Record<GateName, number>> };

const MAX_TEXT = 5000;
const blank = (text: string) => text.replace(/\s+/g, ' ').trim();

export function gateChanges(proposals: readonly AiProposal[], context: GateContext): GateResult {
  const blocks = new Map<string, { block: Block; section: string }>();
  for (const section of context.document.sections)
    for (const block of section.heading ? [section.heading, ...section.blocks] : section.blocks)
      blocks.set(block.id, { block, section: section.key });
  const nameLine = context.document.sections[0]?.blocks[0]?.id ?? allBlocks(context.document)[0]?.id;
  const cv = {
    figures: figureSet(context.cvText),
    words: wordsOf(context.cvText),
    lowercase: lowercaseWordsOf(context.offerText),
    skills: skillsOf(context.cvText),
  };
  const titleWords = wordsOf(context.jobTitle);
  const edited = new Set<string>();
  const accepted: ChangeDraft[] = [];
  const dropped: Partial<Record<GateName, number>> = {};

  for (const proposal of proposals) {
    const verdict = judge(proposal);
    if (typeof verdict === 'string') dropped[verdict] = (dropped[verdict] ?? 0) + 1;
    else {
      edited.add(verdict.block!);
      accepted.push(verdict);
    }
  }
  return { accepted, dropped };

  function judge(p: AiProposal): ChangeDraft | GateName {
    const { block: id, kind, before, after } = p;
    if (typeof id !== 'string' || typeof before !== 'string' || typeof after !== 'string') return 'shape';
    if (!AI_CHANGE_KINDS.includes(kind as AiChangeKind)) return 'shape';
    if (!blank(before) || !blank(after) || after.length > MAX_TEXT || blank(before) === blank(after))
      return 'shape';
    if (edited.has(id)) return 'duplicate';
    const found = blocks.get(id);
    if (!found) return 'block';
    if (id === nameLine) return 'name_line';
    const original = found.block.text;
    if (blank(before) !== blank(original)) return 'before';
    const text = blank(after);
    if (!fits(kind as AiChangeKind, found, text)) return 'kind';
    if (!sameDates(original, text)) return 'dates';
    const figures = figureSet(text);
    if (figuresOf(text).some((f) => !cv.figures.has(f) && !original.includes(f))) return 'figures';
    if (figuresOf(original).some((f) => !figures.has(f))) return 'figures';
    const skills = skillsOf(text);
    if ([...skills].some((skill) => !cv.skills.has(skill))) return 'skills';
    // a title names a role, not the skills it replaces (those stay in the CV's other lines)
    const lost = [...skillsOf(original)].some((skill) => !skills.has(skill));
    if (lost && kind !== 'title_aligned') return 'skills';
    const isHeading = kind === 'heading_translated' && found.section !== 'other';
    if (!isHeading && newNames(text, { cvWords: cv.words, lowercase: cv.lowercase }, titleWords).length)
      return 'names';
    return { kind: kind as AiChangeKind, section: found.section, block: id, before: original, after: text };
  }
}

function fits(kind: AiChangeKind, found: { block: Block; section: string }, after: string): boolean {
  const isHeading = found.block.role === 'heading';
  if (kind === 'heading_translated') {
    if (!isHeading) return false;
    return found.section === 'other' || sectionOfHeading(after) === found.section;
  }
  if (isHeading) return false;
  if (kind === 'title_aligned') return found.section === 'header';
  if (kind === 'skills_reordered') return sortedWords(after) === sortedWords(found.block.text);
  return true;
}

const sortedWords = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}#+.]+/gu) ?? [])
    .map((w) => w.replace(/\.$/, ''))
    .sort()
    .join(' ');
