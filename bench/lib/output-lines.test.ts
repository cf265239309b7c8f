import { describe, expect, it } from 'vitest';
import { experienceRange, readOutputLines } from './output-lines';

describe('experienceRange', () => {
  it('spans from the experience heading to the next heading, in any of the product’s languages', () => {
    const lines = readOutputLines(
      'Jan\n\nPROFIL\nTexte\n\nEXPÉRIENCE PROFESSIONNELLE\n**Dev** — A\n• Fait\n\nFORMATION\nMaster',
    );
    expect(experienceRange(lines, null)).toEqual({ heading: 5, start: 6, end: 9 });
  });

  it('takes the CV’s own heading too, and does not count a capitalised bullet as a heading', () => {
    const lines = readOutputLines('WORK HISTORY\n• SQL AND DBT\n**Analyst** — B\nSKILLS');
    expect(experienceRange(lines, 'Work history')).toEqual({ heading: 0, start: 1, end: 3 });
    expect(experienceRange(lines, null)).toBeNull();
  });
});
