import { describe, expect, it } from 'vitest';
import { createRandom } from './random';

describe('createRandom', () => {
  it('gives the same sequence for the same seed, and another for another seed', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, createRandom(seed).next);
    const a = createRandom(7);
    const b = createRandom(7);
    expect(Array.from({ length: 20 }, a.next)).toEqual(Array.from({ length: 20 }, b.next));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it('forks streams that do not move when the parent draws more', () => {
    const parent = createRandom(1);
    const early = parent.fork('jobs').int(0, 1_000_000);
    parent.next();
    parent.next();
    expect(parent.fork('jobs').int(0, 1_000_000)).toBe(early);
    expect(parent.fork('skills').int(0, 1_000_000)).not.toBe(early);
  });

  it('keeps its draws within their bounds and picks every item sometimes', () => {
    const random = createRandom('bounds');
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) {
      const value = random.int(2, 5);
      expect(value).toBeGreaterThanOrEqual(2);
      expect(value).toBeLessThanOrEqual(5);
      seen.add(value);
    }
    expect([...seen].sort()).toEqual([2, 3, 4, 5]);
    expect(random.sample(['a', 'b', 'c'], 5).sort()).toEqual(['a', 'b', 'c']);
    expect(
      random.weighted([
        ['never', 0],
        ['always', 1],
      ]),
    ).toBe('always');
  });
});
