import { describe, expect, it } from 'vitest';
import { groupTextItemsIntoLines, type TextFragment } from './group-text-items-into-lines';

// 10 pt type, 5 pt per character, 12 pt between lines; a margin lane ending before x = 130, the entries at x = 150.
const at = (str: string, x: number, y: number, size = 10): TextFragment => ({
  str,
  x,
  y,
  width: str.length * (size / 2),
  size,
  hasEOL: true,
});
const bullet = (str: string, y: number): TextFragment[] => [
  { ...at('•', 150, y), hasEOL: false },
  at(str, 160, y),
];

describe('a period in a left margin lane, written into the PDF after its entry', () => {
  it('goes beside the entry’s first line, the place beside the employer (a CSS grid row set right to left)', () => {
    const fragments = [
      at('EXPERIENCE', 40, 740),
      at('Graphic Designer', 150, 720),
      at('Freelance Studio', 150, 708),
      ...bullet('Brand identities for small businesses', 696),
      ...bullet('Packaging for a tea company', 684),
      at('May 2020 – Present', 40, 720, 8),
      at('Portland, OR', 40, 709, 8),
      at('Layout Designer', 150, 660),
      at('The Daily Paper', 150, 648),
      ...bullet('Weekly page layout', 636),
      at('2015 – 2017', 40, 660, 8),
      at('Portland', 40, 649, 8),
    ];
    expect(groupTextItemsIntoLines(fragments)).toEqual([
      'EXPERIENCE',
      'Graphic Designer\tMay 2020 – Present',
      'Freelance Studio\tPortland, OR',
      '• Brand identities for small businesses',
      '• Packaging for a tea company',
      'Layout Designer\t2015 – 2017',
      'The Daily Paper\tPortland',
      '• Weekly page layout',
    ]);
  });

  it('goes beside the first line of the header it is centred on (a timeline’s dates in a circle)', () => {
    const fragments = [
      at('Nurse', 150, 720),
      at('Clinique Saint-Rémi · Anderlecht', 150, 708),
      ...bullet('Care of twelve patients', 694),
      at('2017 –', 40, 711, 7.5),
      at('2021', 45, 703, 7.5),
      at('Care assistant', 150, 660),
      at('Les Tilleuls · Uccle', 150, 648),
      ...bullet('Meals for forty residents', 634),
      at('2016 – 2017', 40, 645, 7.5),
    ];
    expect(groupTextItemsIntoLines(fragments)).toEqual([
      'Nurse\t2017 – 2021',
      'Clinique Saint-Rémi · Anderlecht',
      '• Care of twelve patients',
      'Care assistant\t2016 – 2017',
      'Les Tilleuls · Uccle',
      '• Meals for forty residents',
    ]);
  });

  it('leaves a left sidebar read after the main column where it is', () => {
    const fragments = [
      at('Nurse', 150, 720),
      at('Clinique Saint-Rémi · Anderlecht', 150, 708),
      ...bullet('Care of twelve patients', 694),
      at('EDUCATION', 40, 732),
      at('Nursing degree', 40, 720),
      at('2012 – 2016', 40, 708),
    ];
    expect(groupTextItemsIntoLines(fragments).filter((t) => t.includes('\t'))).toEqual([]);
  });
});
