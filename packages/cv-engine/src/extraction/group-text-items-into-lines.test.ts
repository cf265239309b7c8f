import { describe, expect, it } from 'vitest';
import { groupTextItemsIntoLines, type TextFragment } from './group-text-items-into-lines';
import { COLUMN_BREAK } from './layout-breaks';

const at = (str: string, x: number, y: number, hasEOL = false): TextFragment => ({
  str,
  x,
  y,
  width: str.length * 5,
  size: 10,
  hasEOL,
});

describe('groupTextItemsIntoLines', () => {
  it('keeps the order it is given: a left column, then a right one at the same heights, a column break between', () => {
    // pdf.js order for a two-column page. Sorting by height would give "Profil Compétences", …
    const fragments = [
      at('Profil', 50, 700),
      at('Développeuse full-stack à Lyon.', 50, 688),
      at('Expérience', 50, 676),
      at('Acme.', 50, 664),
      at('Compétences', 350, 700),
      at('React, TypeScript, Node.js.', 350, 688),
      at('SQL', 350, 676),
    ];
    expect(groupTextItemsIntoLines(fragments)).toEqual([
      'Profil',
      'Développeuse full-stack à Lyon.',
      'Expérience',
      'Acme.',
      COLUMN_BREAK, // the reading jumps back up the page
      'Compétences',
      'React, TypeScript, Node.js.',
      'SQL',
    ]);
  });

  it('puts first a name written last into the PDF but printed above everything else on the page', () => {
    const fragments = [
      at('Senior Software Engineer', 50, 700),
      at('john.doe@email.com', 50, 688),
      at('SUMMARY', 50, 664),
      at('Backend engineer with five years of experience.', 50, 652),
      { ...at('John Doe', 50, 730), size: 20 }, // the name, printed large at the top, read last
    ];
    expect(groupTextItemsIntoLines(fragments)).toEqual([
      'John Doe',
      'Senior Software Engineer',
      'john.doe@email.com',
      'SUMMARY',
      'Backend engineer with five years of experience.',
    ]);
  });

  it('joins fragments of one line, adding a space where there is a gap and a column gap where it is wide', () => {
    const fragments = [
      at('Dévelop', 50, 700),
      at('peuse', 85, 700),
      at('Lyon', 112, 700.5),
      at('2021', 200, 700),
    ];
    expect(groupTextItemsIntoLines(fragments)).toEqual(['Développeuse Lyon\t2021']);
  });

  it('writes the same room between three items or more in a row as column gaps, a single wide gap as a space', () => {
    // chips of skills 24 pt apart (2.4 × the size): each its own item; a title and its detail 15 pt apart stay one
    const fragments = [
      at('Cuisine savoyarde', 50, 700), // ends at 135
      at('Fiches techniques', 159, 700), // ends at 244
      at('Gestion des commandes', 268, 700, true),
      at('Chef de partie', 50, 680), // ends at 120
      at('(saison)', 135, 680, true),
    ];
    expect(groupTextItemsIntoLines(fragments)).toEqual([
      'Cuisine savoyarde\tFiches techniques\tGestion des commandes',
      'Chef de partie (saison)',
    ]);
  });

  it("ends a line at pdf.js's end-of-line mark and when the text jumps back left", () => {
    const fragments = [at('un', 50, 700, true), at('deux', 80, 700), at('trois', 50, 700)];
    expect(groupTextItemsIntoLines(fragments)).toEqual(['un', 'deux', 'trois']);
  });
});
