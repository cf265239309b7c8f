import type { CvChange, Improvement } from '@cv/contracts';
import { describe, expect, it } from 'vitest';
import { improvementsKept } from './improvements-kept';

const change = (id: string, kind: CvChange['kind']): CvChange => ({
  id,
  kind,
  section: 'skills',
  block: 'b1',
  before: 'a',
  after: 'b',
  reason: 'why',
});
const line = (code: string): Improvement => ({ code, text: code });
const changes = [
  change('c1', 'section_moved'),
  change('c2', 'skills_reordered'),
  change('c3', 'skills_reordered'),
  change('c4', 'bullet_opening'),
  change('c5', 'bullet_opening'),
];
const score = { code: 'score-change', text: 'Score ATS : 60 → 80.', params: { before: 60, after: 80 } };
const bullets = { code: 'bullets-action-verbs', text: '2 puces', params: { count: 2 } };
const improvements = [line('keywords-covered'), line('sections-reordered'), line('skills-reordered'), score];

describe('the improvements after the review', () => {
  it('drops a line once every change it speaks of is rejected, and keeps the others', () => {
    const codes = (rejected: string[]) =>
      improvementsKept(improvements, changes, rejected, 80).map((i) => i.code);
    expect(codes([])).toEqual(['keywords-covered', 'sections-reordered', 'skills-reordered', 'score-change']);
    expect(codes(['c1'])).toEqual(['keywords-covered', 'skills-reordered', 'score-change']);
    expect(codes(['c2'])).toEqual([
      'keywords-covered',
      'sections-reordered',
      'skills-reordered',
      'score-change',
    ]);
    expect(codes(['c2', 'c3'])).toEqual(['keywords-covered', 'sections-reordered', 'score-change']);
  });

  it("drops the server's score line once the score changed, and counts the bullets still rewritten", () => {
    expect(improvementsKept([score], changes, ['c1'], 78)).toEqual([]);
    expect(improvementsKept([bullets], changes, ['c4'], 80)[0]?.params).toEqual({ count: 1 });
    expect(improvementsKept([bullets], changes, ['c4', 'c5'], 80)).toEqual([]);
  });
});
