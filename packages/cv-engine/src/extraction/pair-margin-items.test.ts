import { describe, expect, it } from 'vitest';
import { groupTextItemsIntoLines, readPdfPageLines, type TextFragment } from './group-text-items-into-lines';

// 10 pt type, 5 pt per character, 14 pt between lines; a margin column ending at x = 130, the entry at x = 150.
const at = (str: string, x: number, y: number): TextFragment => ({
  str,
  x,
  y,
  width: str.length * 5,
  size: 10,
  hasEOL: true,
});
/** A line set flush right in the margin, as `text-align: right` prints it. */
const right = (str: string, y: number) => at(str, 130 - str.length * 5, y);
const bullet = (str: string, y: number): TextFragment[] => [
  { ...at('•', 150, y), hasEOL: false },
  at(str, 160, y),
];

describe('a period printed in a margin column left of its entry', () => {
  it('goes beside the entry’s first line after a tab, its cut halves joined, the place on the next line', () => {
    const fragments = [
      at('EXPERIENCE', 40, 720),
      right('09/2022 –', 700),
      right('04/2025', 686),
      right('Brugge', 672),
      at('Team lead — UZ Hasselt', 150, 700),
      ...bullet('Planned the care of five patients', 686),
      ...bullet('Ran the ward’s accreditation', 672),
      right('2018 – 2022', 650),
      at('Nurse — AZ Sint-Lucas', 150, 650),
      ...bullet('Trained six students a year', 636),
    ];
    expect(groupTextItemsIntoLines(fragments)).toEqual([
      'EXPERIENCE',
      'Team lead — UZ Hasselt\t09/2022 – 04/2025',
      'Brugge',
      '• Planned the care of five patients',
      '• Ran the ward’s accreditation',
      'Nurse — AZ Sint-Lucas\t2018 – 2022',
      '• Trained six students a year',
    ]);
  });

  it('joins a period a narrow cell cut in three, and puts the place beside the line it stands on', () => {
    const fragments = [
      at('De décembre', 60, 700),
      at('2019 à juillet', 60, 686),
      at('2023', 60, 672),
      at('Bordeaux', 60, 658),
      at('Concession Marchand', 150, 700),
      at('Account manager', 150, 686),
      at('Fleet sales', 150, 672),
      at('Bordeaux-Lac', 150, 658),
      ...bullet('Opened a new sales area of 23 departments, with its rounds and its prospects', 644),
    ];
    const lines = readPdfPageLines(fragments);
    expect(lines.map((l) => l.text)).toEqual([
      'Concession Marchand\tDe décembre 2019 à juillet 2023',
      'Account manager',
      'Fleet sales',
      'Bordeaux-Lac\tBordeaux',
      '• Opened a new sales area of 23 departments, with its rounds and its prospects',
    ]);
    expect(lines.every((l) => l.table === undefined)).toBe(true);
  });

  it('leaves a table’s row (a third cell on the baseline) and a margin without a date as they are', () => {
    const table = [
      at('2019 – 2024', 40, 700),
      at('Centre hospitalier', 150, 700),
      at('Infirmière', 300, 700),
      at('2015 – 2019', 40, 680),
      at('Clinique du Littoral', 150, 680),
      at('Infirmière', 300, 680),
    ];
    expect(groupTextItemsIntoLines(table).filter((t) => t.includes('\t'))).toEqual([]);
    const undated = [
      at('Contact', 40, 700),
      at('Brugge', 40, 686),
      at('Profile', 150, 700),
      at('Nurse with nine years on wards and in home care, calm and organised.', 150, 686),
    ];
    expect(groupTextItemsIntoLines(undated).slice(0, 3)).toEqual(['Contact', 'Brugge', 'Profile']);
  });
});
