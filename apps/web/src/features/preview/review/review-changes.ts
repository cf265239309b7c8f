import type { CvChange } from '@cv/contracts';

export interface SectionChanges {
  section: string;
  changes: CvChange[];
}

/** The changes by the section they touch, sections in the order their first change comes (reading order). */
export function groupBySection(changes: readonly CvChange[]): SectionChanges[] {
  const groups = new Map<string, CvChange[]>();
  for (const change of changes) groups.set(change.section, [...(groups.get(change.section) ?? []), change]);
  return [...groups].map(([section, list]) => ({ section, changes: list }));
}

/** The changes the user keeps: all but the rejected ones, in their order (the engine applies them in turn). */
export function acceptedChanges(changes: readonly CvChange[], rejected: readonly string[]): CvChange[] {
  const refused = new Set(rejected);
  return changes.filter((change) => !refused.has(change.id));
}

/** The decisions after one click: rejected ids in the changes' order, so equal decisions compare equal. */
export function decide(
  changes: readonly CvChange[],
  rejected: readonly string[],
  ids: readonly string[],
  reject: boolean,
): string[] {
  const next = new Set(rejected);
  for (const id of ids) {
    if (reject) next.add(id);
    else next.delete(id);
  }
  return changes.filter((change) => next.has(change.id)).map((change) => change.id);
}
