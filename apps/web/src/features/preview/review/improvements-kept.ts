import type { ChangeKind, CvChange, Improvement } from '@cv/contracts';

/**
 * Which kinds of change an improvement line speaks of (the engine's list-improvements): a line whose changes
 * were all rejected no longer happened, so it is not listed (D15: nothing is listed that did not happen).
 * Lines not tied to a change (keywords covered, the score, what is missing) always stay.
 */
const KINDS_OF: Readonly<Record<string, readonly ChangeKind[]>> = {
  // the title line aligned with the offer's
  'title-aligned': ['title_aligned'],
  // a 'Poste visé' / strengths lead line on top of the summary
  'title-targeted': ['summary_lead'],
  'summary-strengths': ['summary_lead'],
  'skills-reordered': ['skills_reordered'],
  'bullets-reordered': ['bullets_reordered'],
  'must-haves-surfaced': ['skill_surfaced'],
  'skill-spellings': ['skill_spelling'],
  'sections-reordered': ['section_moved'],
  'bullets-action-verbs': ['bullet_opening'],
  'headings-translated': ['heading_translated'],
  // closings and footers are both removed lines
  'closing-lines-removed': ['line_removed'],
  'page-footers-removed': ['line_removed'],
};

/**
 * `score`: the score of the text as it stands; the server's 'before → after' line goes once it no longer
 * says that score (the badge above says it). A counted line of bullets says how many are still rewritten.
 */
export function improvementsKept(
  improvements: readonly Improvement[],
  changes: readonly CvChange[],
  rejected: readonly string[],
  score: number,
): Improvement[] {
  const refused = new Set(rejected);
  return improvements.flatMap((improvement): Improvement[] => {
    const after = improvement.params?.after;
    if (improvement.code === 'score-change')
      return typeof after !== 'number' || after === score ? [improvement] : [];
    const kinds = KINDS_OF[improvement.code];
    if (!kinds) return [improvement];
    const own = changes.filter((change) => kinds.includes(change.kind));
    const kept = own.filter((change) => !refused.has(change.id)).length;
    if (own.length > 0 && kept === 0) return [];
    if (improvement.code === 'bullets-action-verbs' && own.length > 0 && kept !== own.length)
      return [{ ...improvement, params: { ...improvement.params, count: kept } }];
    return [improvement];
  });
}
