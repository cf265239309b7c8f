import type { TargetLanguage } from '@cv/contracts';
import { KNOWN_SKILLS, type SkillRow } from '../data/known-skills';
import { SOFT_SKILLS } from '../data/soft-skills';
import { fold } from '../text/fold';
import { hasTerm, type TextIndex } from '../text/text-index';

/** Hard and soft skills named in a text (data/known-skills.ts, data/soft-skills.ts), by their display name. */
const hasSkill = (index: TextIndex, row: SkillRow) => row.some((term) => hasTerm(index, term));

export function findKnownSkills(index: TextIndex): string[] {
  return KNOWN_SKILLS.filter((row) => hasSkill(index, row)).map((row) => row[0]);
}

/** The known skill rows a display name belongs to (to look a job's skill up in a CV). */
export function skillRow(display: string): SkillRow | undefined {
  return KNOWN_SKILLS.find((row) => row[0] === display);
}

export function cvHasSkill(index: TextIndex, display: string): boolean {
  const row = skillRow(display);
  return row ? hasSkill(index, row) : hasTerm(index, display);
}

/** Soft skills present in a text, labelled in `language`; a stem matches at the start of a word. */
export function findSoftSkills(index: TextIndex, language: TargetLanguage): string[] {
  return SOFT_SKILLS.filter((row) =>
    row.stems.some((stem) => index.line.includes(` ${fold(stem).replace(/['-]/g, ' ')}`)),
  ).map((row) => row.label[language]);
}
