import { QUALITY_SKILLS, QUALITY_STARTS } from '../data/personal-qualities';
import type { Choice } from './find-choices';
import type { ClauseTerm } from './read-clause-terms';

/**
 * Step 2e — the qualities of a person an ad lists in one clause ("Excellent relationnel, sens de l'écoute, capacité
 * à convaincre et à tenir des délais"; "nauwkeurig en klantvriendelijk") are one requirement, met by any of them
 * (data/personal-qualities.ts): a CV shows the kind of person by some of these words, never all, and a recruiter
 * does not screen on each. They become one choice of the clause; the clause's other requirements keep theirs.
 */
export const QUALITY_GROUP = 999;

export function groupQualities(terms: readonly ClauseTerm[], choices: readonly Choice[]): Choice[] {
  const qualities = terms.map((t) => t.kind !== 'role' && t.kind !== 'title' && isQuality(t));
  if (qualities.filter(Boolean).length < 2) return [...choices];
  return choices.map((c, i) => (qualities[i] ? { group: QUALITY_GROUP, or: true } : c));
}

/** A skill of the tables that is a quality, or a term most of whose words are. */
export function isQuality(t: Pick<ClauseTerm, 'skill' | 'folded' | 'phrase' | 'parts'>): boolean {
  if (t.skill) return QUALITY_SKILLS.has(t.skill.term);
  if (t.parts.some((p) => !QUALITY_SKILLS.has(p.term))) return false;
  const words = (t.phrase ?? t.folded.split(/[\s'’-]+/)).filter((w) => w.length > 2);
  const own = words.filter((w) => QUALITY_STARTS.some((s) => w.startsWith(s)));
  return words.length > 0 && own.length * 2 >= words.length && words.length <= 3;
}
