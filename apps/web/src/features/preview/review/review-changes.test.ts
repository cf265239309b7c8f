import type { CvChange } from '@cv/contracts';
import { describe, expect, it } from 'vitest';
import { acceptedChanges, decide, groupBySection } from './review-changes';

const change = (id: string, section: string): CvChange => ({
  id,
  kind: 'skills_reordered',
  section,
  block: `b-${id}`,
  before: 'Git, Docker',
  after: 'Docker, Git',
  reason: "Compétences demandées par l'offre placées en premier.",
});
const changes = [
  change('c1', 'header'),
  change('c2', 'skills'),
  change('c3', 'experience'),
  change('c4', 'skills'),
];

describe('reviewing the changes', () => {
  it('groups them by section in reading order', () => {
    expect(groupBySection(changes).map((group) => [group.section, group.changes.map((c) => c.id)])).toEqual([
      ['header', ['c1']],
      ['skills', ['c2', 'c4']],
      ['experience', ['c3']],
    ]);
  });

  it('keeps all but the rejected ones, and one decision or all at once', () => {
    const rejected = decide(changes, [], ['c4', 'c2'], true);
    expect(rejected).toEqual(['c2', 'c4']);
    expect(acceptedChanges(changes, rejected).map((c) => c.id)).toEqual(['c1', 'c3']);
    expect(decide(changes, rejected, ['c2'], false)).toEqual(['c4']);
    expect(
      decide(
        changes,
        rejected,
        changes.map((c) => c.id),
        false,
      ),
    ).toEqual([]);
  });
});
