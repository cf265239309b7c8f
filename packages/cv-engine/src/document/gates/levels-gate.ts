import type { Evidence } from './evidence-of';
import { firstMissing } from './first-missing';
import { itemRaised } from './items-kept';
import { levelsOf, MAY_ADD, MAY_LOSE } from './levels-of';
import { LIST_SECTIONS } from './scope-of';
import { withoutWishes } from './without-wishes';

/**
 * What is wrong with a change's levels, if anything (gate-changes.ts, gate 'levels'): one its evidence lacks
 * (a weaker one aside), one of its block's it loses (a weaker claim aside), or, in a list line, one that another
 * item holds. A level named in a wish ('looking for a senior role') claims nothing.
 */
export function levelsProblem(
  original: string,
  after: string,
  where: { section: string; bullet: boolean },
  evidence: Evidence,
): string | undefined {
  const { section } = where;
  const levels = levelsOf(withoutWishes(after), section, !where.bullet);
  const claimed = [...levels].filter((level) => !MAY_ADD.has(level));
  // a role wished for ('looking for a sous chef role') may be left out; a weaker fact said in the wish's clause
  // ('studying for the refresher under supervision and hoping to qualify') stays a fact the change keeps
  const outsideWishes = levelsOf(withoutWishes(original), section);
  const was = [...levelsOf(original, section)].filter(
    (level) => !MAY_LOSE.has(level) && (outsideWishes.has(level) || MAY_ADD.has(level) || level === 'intern'),
  );
  const kept = new Set([...levels, ...levelsOf(after, section, !where.bullet)]);
  const level = firstMissing(claimed, evidence.levels) ?? firstMissing(was, kept);
  if (level) return level;
  if (!LIST_SECTIONS.has(section)) return undefined;
  const raised = itemRaised(original, after, (item) => levelsOf(item, section), MAY_ADD);
  // a skill line may name a certificate's code the CV holds beside the skill it proves (scope-of.ts: proofs)
  if (raised && evidence.cvStems && evidence.codes.has(raised)) return undefined;
  return raised && `${raised} of another item`;
}
