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
