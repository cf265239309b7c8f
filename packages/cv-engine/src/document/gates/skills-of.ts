import { KNOWN_SKILLS } from '../../data/known-skills';
import { findKnownSkills } from '../../score/find-skills';
import { fold } from '../../text/fold';
import { indexText } from '../../text/text-index';

/**
 * The known skills a text names (data/known-skills.ts), by their display name: 'reactjs' and 'React' are one
 * skill. The names are mostly the same in every language, so a translated block names the same skills.
 */
export function skillsOf(text: string): Set<string> {
  return new Set(findKnownSkills(indexText(text)));
}

/**
 * The skills a text proves, its plurals read as singulars too: the French CV's 'équipes agiles' proves the
 * 'agile teams' of its translation.
 */
export function skillsProvedBy(text: string): Set<string> {
  const singular = text.replace(/(\p{L}{3,})s\b/gu, '$1');
  return new Set([...skillsOf(text), ...skillsOf(singular)]);
}

const ROWS = new Map(KNOWN_SKILLS.map((row) => [row[0], row]));
const STEM = 5;

/** A known skill's spellings, its display name first ('PostgreSQL', 'postgres'). */
export const spellingsOf = (skill: string): readonly string[] => ROWS.get(skill) ?? [skill];

/**
 * Whether a text still names a skill, loosely: each word of one of its spellings begins a word of the text
 * (first five letters). A translation splits or joins compounds ('datamodellen' → 'data models'), which the
 * exact match misses; a skill dropped from a block names nothing of it.
 */
export function stillNames(text: string, skill: string): boolean {
  const words = new Set((fold(text).match(/\p{L}[\p{L}\p{N}+#.]*/gu) ?? []).map((w) => w.slice(0, STEM)));
  return spellingsOf(skill).some((spelling) =>
    fold(spelling)
      .split(/[\s-]+/)
      .every((word) => words.has(word.slice(0, STEM))),
  );
}

/**
 * Whether a text writes a skill as a name ('React', 'SQL', 'Power BI', 'CI/CD') rather than as a common word of
 * its language ('trésorerie', 'gestion de projet'): a name stays as written through a translation, a common word
 * is translated ('prévision de trésorerie' → 'cash-flow forecast'), and the content gate weighs what is left.
 */
export function namedAsProduct(text: string, skill: string): boolean {
  const folded = fold(text);
  return spellingsOf(skill).some((spelling) => {
    const at = folded.indexOf(fold(spelling));
    if (at < 0) return false;
    const written = text.slice(at, at + spelling.length);
    return (
      /[\p{Lu}\p{N}#+/.]/u.test(written.slice(1)) || (/^\p{Lu}/u.test(written) && !opensSentence(text, at))
    );
  });
}

const opensSentence = (text: string, at: number) => /(?:^|[.!?:;•·|(—–-])\s*$/u.test(text.slice(0, at));
