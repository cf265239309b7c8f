import type { TargetLanguage } from '@cv/contracts';
import { KNOWN_SKILLS } from '../data/known-skills';
import { SOFT_SKILLS } from '../data/soft-skills';
import { fold } from '../text/fold';
import { compileTerm, hasCompiledTerm, hasTerm, type TextIndex } from '../text/text-index';

/**
 * Hard and soft skills named in a text (data/known-skills.ts, data/soft-skills.ts), by their display name.
 * The tables are compiled once (tokenized, folded) when the module loads: the scorer runs them on every request.
 */
const SKILLS = KNOWN_SKILLS.map((row) => ({ display: row[0], terms: row.map(compileTerm) }));
const BY_DISPLAY = new Map(SKILLS.map((skill) => [skill.display, skill]));

const SOFT = SOFT_SKILLS.map((row) => ({
  label: row.label,
  stems: row.stems.map((stem) => ` ${fold(stem).replace(/['-]/g, ' ')}`),
}));

export function findKnownSkills(index: TextIndex): string[] {
  return SKILLS.filter((skill) => skill.terms.some((term) => hasCompiledTerm(index, term))).map(
    (s) => s.display,
  );
}

export function cvHasSkill(index: TextIndex, display: string): boolean {
  const skill = BY_DISPLAY.get(display);
  return skill ? skill.terms.some((term) => hasCompiledTerm(index, term)) : hasTerm(index, display);
}

/** Soft skills present in a text, labelled in `language`; a stem matches at the start of a word. */
export function findSoftSkills(index: TextIndex, language: TargetLanguage): string[] {
  return SOFT.filter((row) => row.stems.some((stem) => index.line.includes(stem))).map(
    (row) => row.label[language],
  );
}
