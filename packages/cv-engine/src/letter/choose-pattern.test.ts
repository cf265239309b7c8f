import { describe, expect, it } from 'vitest';
import { choosePattern, listOf, stableHash } from './choose-pattern';

describe('choosePattern', () => {
  const patterns = ['A {employer} {skills}', 'B {employer} {skills}', 'C {employer}', 'D'];

  it('uses the richest patterns it can fill, and never one with a hole', () => {
    expect(choosePattern(patterns, { employer: 'Routalis', skills: 'React' }, 's', 'x')).toMatch(/^[AB] /);
    expect(choosePattern(patterns, { employer: 'Routalis' }, 's', 'x')).toBe('C Routalis');
    expect(choosePattern(patterns, { employer: '' }, 's', 'x')).toBe('D');
    expect(choosePattern(['{title}'], {}, 's', 'x')).toBe('');
  });

  it('chooses by a stable hash: the same inputs the same pattern, other inputs others', () => {
    const values = { employer: 'E', skills: 'S' };
    const chosen = new Set(
      Array.from({ length: 20 }, (_, i) => choosePattern(patterns, values, `seed${i}`, 'x')),
    );
    expect(chosen).toEqual(new Set(['A E S', 'B E S']));
    expect(choosePattern(patterns, values, 'seed3', 'x')).toBe(choosePattern(patterns, values, 'seed3', 'x'));
    expect(stableHash('abc')).toBe(0x1a47e90b);
  });

  it('lists items with the language’s conjunction', () => {
    expect(listOf(['React'], 'et')).toBe('React');
    expect(listOf(['React', 'SQL', 'AWS'], 'and')).toBe('React, SQL and AWS');
  });
});
