import type { CvChange, InterfaceLanguage } from '@cv/contracts';
import { CHANGE_REASONS } from './changes/change-reasons';
import type { CvDocument } from './cv-document';
import { readCvDocument } from './read-cv-document';

/**
 * "I have this skill" (issue 14, D22): a missing keyword the user ticks becomes a change that adds it to the
 * CV's skills — a line after the skills section's last line, or, for a CV without one, after the summary's
 * (else the header's) last line. Listed with the others, so it can be unticked (rejected) like any change.
 * The engine never calls this by itself.
 */
const LABEL: Readonly<Record<InterfaceLanguage, string>> = { fr: 'Compétences', en: 'Skills' };

export function addSkillChange(
  cvText: string,
  skill: string,
  interfaceLanguage: InterfaceLanguage,
): CvChange {
  const document = readCvDocument(cvText);
  const skills = document.sections.find((s) => s.key === 'skills' && s.heading);
  const anchor = skills ?? lastOf(document, 'summary') ?? document.sections[0]!;
  const block = anchor.blocks[anchor.blocks.length - 1]?.id ?? anchor.heading?.id ?? null;
  const name = skill.trim();
  return {
    id: skillChangeId(name),
    kind: 'skill_added',
    section: skills ? 'skills' : anchor.key,
    block,
    before: '',
    after: skills ? name : `${LABEL[interfaceLanguage]} : ${name}`,
    reason: CHANGE_REASONS[interfaceLanguage].skill_added,
  };
}

const lastOf = (document: CvDocument, key: string) => document.sections.filter((s) => s.key === key).at(-1);

/** The id of the change a ticked skill adds: the same skill always the same id, so it can be unticked. */
export const skillChangeId = (skill: string) =>
  `skill-${skill
    .trim()
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')}`.slice(0, 80);
