import { type LayoutLine, lineKey } from '@cv/contracts';
import { describe, expect, it } from 'vitest';
import { headingKeys } from '../parse/heading-keys';
import type { Line } from '../parse/split-lines';

/** A CV's lines with their type: [text, size, bold, Word style level]. */
function lines(rows: [string, number, boolean?, number?][]): Line[] {
  return rows.map(([text, size, bold, heading], i) => {
    const layout: LayoutLine = {
      key: lineKey(text),
      page: 1,
      column: 1,
      region: 'main',
      x: 50,
      width: 300,
      size,
      ...(bold ? { bold } : {}),
      ...(heading ? { heading } : {}),
    };
    return { text, raw: text, bullet: false, from: i + 1, to: i + 1, layout };
  });
}

describe('headings by their type', () => {
  const cv = lines([
    ['Wouter De Smedt', 20, true],
    ['Profiel', 13, true],
    ['Gecertificeerd boekhouder met ervaring in kmo-dossiers.', 10],
    ['Traject', 13, true],
    ['Dossierbeheerder boekhouding', 10, true],
    ['Fiduciaire Dijlevallei bv — Mechelen', 10],
    ['2018 – heden', 10],
    ['Opleiding', 13, true],
    ['Bachelor Accountancy', 10, true],
    ['Software', 10],
    ['Exact Online', 10],
  ]);
  const keys = headingKeys(cv);

  it('reads a heading whose words no list knows when it is set like the known ones', () => {
    expect(keys[3]).toBe('other'); // 'Traject'
  });

  it('keeps entries set in bold at the body size out of the headings', () => {
    expect(keys[4]).toBeUndefined();
    expect(keys[8]).toBeUndefined();
  });

  it('does not take a word of the body for a heading because it names a section', () => {
    expect(keys[9]).toBeUndefined(); // 'Software', a list item set like the body
  });

  it('still reads the known headings', () => {
    expect([keys[1], keys[7]]).toEqual(['summary', 'education']);
  });
});

describe('headings by a Word file’s style levels', () => {
  const keys = headingKeys(
    lines([
      ['Wouter De Smedt', 16, true, 1],
      ['Profiel', 14, true, 2],
      ['Gecertificeerd boekhouder.', 12],
      ['Loopbaantraject', 14, true, 2],
      ['Dossierbeheerder boekhouding', 12, true, 3],
      ['Fiduciaire Dijlevallei bv — Mechelen', 12, true],
      ['2018 – heden', 12],
      ['Opleiding', 14, true, 2],
    ]),
  );

  it('takes the level its known headings use for the sections’, whatever the words', () => {
    expect([keys[1], keys[3], keys[7]]).toEqual(['summary', 'other', 'education']);
  });

  it('leaves the levels of the name and of the jobs out of the headings', () => {
    expect([keys[0], keys[4]]).toEqual([undefined, undefined]);
  });
});

describe('headings told from job titles in the same bold type by the rule drawn under them', () => {
  const ruled = new Set(['Profil', 'Expérience', 'Formation', 'Compétences']);
  const cv = lines([
    ['Karim Benhaddou', 24],
    ['Profil', 11, true],
    ['Quinze ans de chantier, de maçon à chef de chantier.', 11],
    ['Expérience', 11, true],
    ['De mars 2019 à aujourd’hui', 9],
    ['Chef de chantier', 11, true],
    ['Bâtir Rhône Construction, Lyon', 11],
    ['De 2009 à 2014', 9],
    ['Maçon qualifié', 11, true],
    ['SARL Maçonnerie Dufour, Vaulx-en-Velin', 11],
    ['Formation', 11, true],
    ['CAP Maçon', 11, true],
    ['CFA du BTP de Dardilly', 11],
    ['Compétences', 11, true],
    ['Lecture de plans', 11],
  ]).map((line) => (ruled.has(line.text) ? { ...line, layout: { ...line.layout!, ruled: true } } : line));
  const keys = headingKeys(cv);

  it('reads the ruled lines as the headings and leaves the titles to their entries', () => {
    expect([keys[1], keys[3], keys[10], keys[13]]).toEqual(['summary', 'experience', 'education', 'skills']);
    expect([keys[5], keys[8], keys[11]]).toEqual([undefined, undefined, undefined]);
  });
});
