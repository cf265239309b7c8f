import { describe, expect, it } from 'vitest';
import { withoutHeld } from './block-relevance';

describe('what a reorder’s reason names', () => {
  it('names each of the offer’s terms once, not one another holds', () => {
    expect(withoutHeld(['inspection and testing', 'testing', 'IPAF', 'IPAF'])).toEqual([
      'inspection and testing',
      'IPAF',
    ]);
    // a word inside another word is another term ('Java' and 'JavaScript')
    expect(withoutHeld(['JavaScript', 'Java'])).toEqual(['JavaScript', 'Java']);
  });
});
