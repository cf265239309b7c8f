import { describe, expect, it } from 'vitest';
import { findWindow, lineHas, yearsOf } from './job-window';
import { readOutputLines } from './output-lines';

const lines = readOutputLines(
  [
    'EXPÉRIENCE PROFESSIONNELLE', // 0
    '**Comptable général** — Ateliers Lebreton', // 1
    'Nantes', // 2
    'Depuis janvier 2017', // 3
    '• Clôtures mensuelles, 2017', // 4
    '**Collaborateur comptable** — Cabinet Guérin | 2009 – 2012', // 5
    '• Tenue de 60 dossiers avec un comptable général', // 6
  ].join('\n'),
);

describe('findWindow', () => {
  it('finds a job whose dates sit two lines under its title', () => {
    expect(
      findWindow(lines, ['Ateliers Lebreton', 'Comptable général', ...yearsOf('Depuis janvier 2017')]),
    ).toBe(1);
  });

  it('does not take a title or a year quoted in a bullet for the entry’s own', () => {
    expect(findWindow(lines, ['Cabinet Guérin', 'Comptable général', '2012'])).toBe(-1);
    expect(findWindow(lines, ['Cabinet Guérin', 'Collaborateur comptable', '2009', '2012'])).toBe(5);
  });

  it('stays inside the range it is given', () => {
    expect(findWindow(lines, ['Ateliers Lebreton', '2017'], { from: 0, to: 3 })).toBe(-1);
  });
});

describe('yearsOf', () => {
  it('lists each year of a period once, and none for a period without one', () => {
    expect(yearsOf('sept. 2016 – août 2018')).toEqual(['2016', '2018']);
    expect(yearsOf('2019 – 2019')).toEqual(['2019']);
    expect(yearsOf(null)).toEqual([]);
    expect(yearsOf('20190 units')).toEqual([]);
  });
});

describe('lineHas', () => {
  it('finds a name as whole words only: the company Uber is not in Kubernetes', () => {
    expect(lineHas('deployed with docker and kubernetes.', 'uber')).toBe(false);
    expect(lineHas('full stack developer, uber, san francisco', 'uber')).toBe(true);
    expect(lineHas('abc company, inc. 2019', 'abc company, inc.')).toBe(true);
    expect(lineHas('12019', '2019')).toBe(false);
  });
});
