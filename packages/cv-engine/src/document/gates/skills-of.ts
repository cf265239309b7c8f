import { findKnownSkills } from '../../score/find-skills';
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
