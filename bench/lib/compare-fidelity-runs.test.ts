import { describe, expect, it } from 'vitest';
import { compareFidelityRuns, type SavedRun } from './compare-fidelity-runs';

const run = (value: string, paths: string[]): SavedRun => ({
  summary: [{ measure: 'bullets', value }],
  files: [
    { file: 'cv/a.pdf', failures: paths.map((path) => ({ what: 'bullet', path, pattern: 'bullet split' })) },
  ],
});

describe('compareFidelityRuns', () => {
  it('lists the failures that appeared and those fixed, and marks a changed figure', () => {
    const lines = compareFidelityRuns(run('90 %', ['b[0]', 'b[1]']), run('95 %', ['b[1]', 'b[2]']));
    expect(lines).toContain('  bullets: 90 % → 95 %  *');
    expect(lines).toContain('  + cv/a.pdf bullet b[2] — bullet split');
    expect(lines).toContain('  - cv/a.pdf bullet b[0] — was bullet split');
    expect(lines.some((l) => l.includes('b[1]') && /^\s+[+-]/.test(l))).toBe(false);
  });

  it('ignores the baseline’s files the current run left out (a filtered run)', () => {
    const before: SavedRun = {
      ...run('1', []),
      files: [{ file: 'cv/b.pdf', failures: [{ what: 'job', path: 'x', pattern: 'p' }] }],
    };
    expect(compareFidelityRuns(before, run('1', []))).toContain('fixed (0):');
  });
});
