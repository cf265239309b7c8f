import type { CvLayout } from '@cv/contracts';
import { describe, expect, it } from 'vitest';
import { laidOutText } from '../reading/laid-out-text';
import { joinWrappedLines } from './join-wrapped-lines';
import { readItems } from './read-items';
import { splitLines } from './split-lines';

const items = (text: string) => joinWrappedLines(splitLines(text)).map((line) => [line.bullet, line.text]);

describe('lines a plain text wrapped by hand', () => {
  it('joins a bullet that filled the width to its next line, whatever that line starts with', () => {
    expect(
      items(
        [
          '- Référent « Prévenir les risques psychosociaux » pour l’équipe depuis',
          '2018',
          '- Prospection et développement d’un portefeuille de 26 clients',
        ].join('\n'),
      ),
    ).toEqual([
      [true, 'Référent « Prévenir les risques psychosociaux » pour l’équipe depuis 2018'],
      [true, 'Prospection et développement d’un portefeuille de 26 clients'],
    ]);
  });

  it('never joins across a blank line, nor a long bullet to the next entry’s dates', () => {
    expect(
      items(
        [
          '- Ouverture d’un nouveau secteur de 23 départements avec un plan de tournées',
          '',
          'De novembre 2016 à août 2019 : Téléconseillère — Agence Texier Immobilier',
          '- Reporting hebdomadaire dans le CRM et suivi des relances clients chaque lundi',
          '2016 – 2018 Commerciale — Agence Lamy',
        ].join('\n'),
      ).map(([, text]) => text),
    ).toEqual([
      'Ouverture d’un nouveau secteur de 23 départements avec un plan de tournées',
      'De novembre 2016 à août 2019 : Téléconseillère — Agence Texier Immobilier',
      'Reporting hebdomadaire dans le CRM et suivi des relances clients chaque lundi',
      '2016 – 2018 Commerciale — Agence Lamy',
    ]);
  });

  it('does not join an indented role with its dates to the bullet above it', () => {
    expect(
      items(
        [
          '  → Management d’une chargée de marketing et d’une alternante',
          '  Cheffe de produit junior (2019 – 2022)',
          '  → Plans de lancement, études consommateurs, packaging',
        ].join('\n'),
      ).map(([, text]) => text),
    ).toEqual([
      'Management d’une chargée de marketing et d’une alternante',
      'Cheffe de produit junior (2019 – 2022)',
      'Plans de lancement, études consommateurs, packaging',
    ]);
  });

  it('reads an “o” before a capital as the second level’s bullet of a text copied from Word', () => {
    expect(items('o Poured slabs and footings\no Read drawings')).toEqual([
      [true, 'Poured slabs and footings'],
      [true, 'Read drawings'],
    ]);
  });

  it('joins a quotation the page moved to the next line whole (French binds « to its words)', () => {
    expect(
      items('• Référent\n« Bien accueillir le public » pour l’équipe depuis 2024\n• Reporting hebdomadaire'),
    ).toEqual([
      [true, 'Référent « Bien accueillir le public » pour l’équipe depuis 2024'],
      [true, 'Reporting hebdomadaire'],
    ]);
  });
});

describe('lines read with their layout', () => {
  // two hobbies of a list, each its own line, the second in lower case
  const hobbies = laidOutText([['Loisirs', { bold: true }], ['Couture'], ['course à pied'], ['Lecture']]);
  const textsOf = (source: CvLayout['source']) =>
    readItems(hobbies.text, { ...hobbies.layout, source }).map((line) => line.text);

  it('keeps a Word file’s paragraphs apart: the page never wrapped one into the next', () => {
    expect(textsOf('docx')).toEqual(['Loisirs', 'Couture', 'course à pied', 'Lecture']);
  });

  it('still joins a PDF’s line that extraction left apart when it goes on from the one above', () => {
    expect(textsOf('pdf')).toEqual(['Loisirs', 'Couture course à pied', 'Lecture']);
  });
});
