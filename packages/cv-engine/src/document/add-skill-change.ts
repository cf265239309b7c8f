import type { CvChange, InterfaceLanguage } from '@cv/contracts';
import { CHANGE_REASONS } from './changes/change-reasons';
import type { Block, CvDocument } from './cv-document';
import { readCvDocument } from './read-cv-document';

/**
 * "I have this skill" (issue 14, D22): a missing keyword the user ticks becomes a change that adds it to the
 * CV's skills, listed with the others, so it can be unticked (rejected) like any change. The engine never
 * calls this by itself. Issue 25: the skill is written as the offer writes it ('Kubernetes', not the
 * keyword's 'kubernetes'), and goes where a reader looks for it —
 * - on the skills line it fits: the list line whose items the offer names in the same sentence as the skill
 *   ('Maîtrise de Docker et Kubernetes' puts Kubernetes beside Docker), after the line's last item, with its
 *   separator — a change of that line (before → after), which the review shows as such;
 * - else on a line of its own after the skills section's last line (a CV listing one skill a line, or a
 *   skill the offer names beside none of the CV's);
 * - for a CV without a skills section, a 'Compétences : …' line after the summary's (else the header's) last.
 */
const LABEL: Readonly<Record<InterfaceLanguage, string>> = { fr: 'Compétences', en: 'Skills' };
/** The signs that part a list line's items ('Git, Docker · Jest | Figma; SQL'). */
const SEPARATOR = /\s*(?:,|·|\||;|•)\s*/;
/** 'Outils : Git, Docker' → the label and its items. */
const LABELLED = /^([^:：]{1,40}[:：]\s*)(.*)$/;

export function addSkillChange(
  cvText: string,
  skill: string,
  interfaceLanguage: InterfaceLanguage,
  offerText = '',
): CvChange {
  const document = readCvDocument(cvText);
  const skills = document.sections.find((s) => s.key === 'skills' && s.heading);
  const name = offerSpelling(skill.trim(), offerText);
  const base = {
    id: skillChangeId(skill),
    kind: 'skill_added' as const,
    reason: CHANGE_REASONS[interfaceLanguage].skill_added,
  };
  const line = skills ? fittingLine(skills.blocks, name, offerText) : undefined;
  if (line)
    return {
      ...base,
      section: 'skills',
      block: line.id,
      before: line.text,
      after: withItems(line.text, [name]),
    };
  const anchor = skills ?? lastOf(document, 'summary') ?? document.sections[0]!;
  const block = anchor.blocks[anchor.blocks.length - 1]?.id ?? anchor.heading?.id ?? null;
  return {
    ...base,
    section: skills ? 'skills' : anchor.key,
    block,
    before: '',
    after: skills ? name : `${LABEL[interfaceLanguage]} : ${name}`,
  };
}

/** A list line with more items after its last, each after the separator the line uses ('Git | Docker' + 'WMS'). */
export function withItems(line: string, items: readonly string[]): string {
  return [line, ...items].join(listJoint(line));
}

/** What parts a list line's items, spaces included ('Git | Docker' → ' | '); ', ' when it has one item. */
export function listJoint(line: string): string {
  const separator = SEPARATOR.exec(itemsOf(line))?.[0].trim() || ',';
  return separator === ',' || separator === ';' ? `${separator} ` : ` ${separator} `;
}

/** 'Outils : Git, Docker' has a label; 'Git, Docker' has none. */
export const isLabelled = (line: string) => LABELLED.test(line);

const lastOf = (document: CvDocument, key: string) => document.sections.filter((s) => s.key === key).at(-1);

/** The items part of a line: after its label when it has one. */
const itemsOf = (text: string) => LABELLED.exec(text)?.[2] ?? text;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordPattern = (text: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(text)}(?![\\p{L}\\p{N}])`, 'giu');

/**
 * The skill as the offer writes it: its first occurrence inside a sentence (a sentence's first word has a
 * capital whatever it is), else its first at all; as given when the offer does not name it.
 */
function offerSpelling(skill: string, offerText: string): string {
  let first: string | undefined;
  for (const match of offerText.matchAll(wordPattern(skill))) {
    const before = offerText.slice(0, match.index).trimEnd();
    if (before !== '' && !/[.!?:\n•*–-]$/.test(before)) return match[0];
    first ??= match[0];
  }
  return first ?? skill;
}

/** The list line of the skills section whose items the offer names most often in the skill's sentences. */
function fittingLine(blocks: readonly Block[], skill: string, offerText: string): Block | undefined {
  const sentences = offerText.split(/[.!?;\n]+/).filter((sentence) => wordPattern(skill).test(sentence));
  if (sentences.length === 0) return undefined;
  let best: Block | undefined;
  let bestCount = 0;
  for (const block of blocks) {
    if (block.role === 'heading') continue;
    const items = itemsOf(block.text)
      .split(SEPARATOR)
      .map((item) => item.replace(/\(.*?\)/g, '').trim())
      .filter((item) => item.length >= 2);
    if (items.length < 2) continue; // one skill a line: the skill gets a line of its own
    const count = items.filter((item) =>
      sentences.some((sentence) => wordPattern(item).test(sentence)),
    ).length;
    if (count > bestCount) [best, bestCount] = [block, count];
  }
  return best;
}

/** The id of the change a ticked skill adds: the same skill always the same id, so it can be unticked. */
export const skillChangeId = (skill: string) =>
  `skill-${skill
    .trim()
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')}`.slice(0, 80);
