import type { LayoutLine } from '@cv/contracts';
import { describe, expect, it } from 'vitest';
import { extractExperience } from './extract-experience';
import type { Line } from './split-lines';

/** Lines as a PDF's layout gives them: [text, size, bold]; '• ' opens a bullet, '\t' is a column gap. */
const lines = (rows: readonly [string, number, boolean][]): Line[] =>
  rows.map(([text, size, bold], i) => {
    const bullet = text.startsWith('• ');
    const layout: LayoutLine = {
      key: `k${i}`,
      page: 1,
      column: 1,
      region: 'main',
      x: bullet ? 52 : 51,
      width: 490,
      size,
      ...(bold ? { bold } : {}),
    };
    const clean = bullet ? text.slice(2) : text;
    return { text: clean, raw: clean, bullet, from: i + 1, to: i + 1, layout };
  });
const jobs = (rows: readonly [string, number, boolean][]) =>
  extractExperience(lines(rows)).map((job) => [job.position, job.company, job.period]);

describe('a job’s first line printed again after bullets (Awesome-CV, Jake’s résumé)', () => {
  it('opens the next job, undated and without bullets', () => {
    expect(
      jobs([
        ['Wit-Gele Kruis Oost-Vlaanderen\tLokeren', 10.5, true],
        ['THUISVERPLEEGKUNDIGE\tseptember 2017 – juni 2019', 8.5, false],
        ['• Dagelijkse toer van 18 à 22 patiënten thuis', 9.5, false],
        ['Woonzorgcentrum Ter Leie\tDeinze', 10.5, true],
        ['ZORGKUNDIGE (STUDENTENJOB)\tzomers 2014 – 2016', 6, false],
        ['• Hulp bij ADL, maaltijden en animatie', 9.5, false],
        ['Kinderkamp De Speelvogel\tOostende', 10.5, true],
        ['MONITOR', 6, false],
      ]),
    ).toEqual([
      ['THUISVERPLEEGKUNDIGE', 'Wit-Gele Kruis Oost-Vlaanderen', 'september 2017 – juni 2019'],
      ['ZORGKUNDIGE (STUDENTENJOB)', 'Woonzorgcentrum Ter Leie', 'zomers 2014 – 2016'],
      ['MONITOR', 'Kinderkamp De Speelvogel', null],
    ]);
  });

  it('leaves a line printed otherwise in the job above', () => {
    const read = jobs([
      ['Woonzorgcentrum Ter Leie\tDeinze', 10.5, true],
      ['ZORGKUNDIGE\tzomers 2014 – 2016', 6, false],
      ['• Hulp bij ADL, maaltijden en animatie', 9.5, false],
      ['Referenties\top aanvraag', 9.5, false],
    ]);
    expect(read).toHaveLength(1);
    // a head in the text's own type, and a sentence beside a town the margin gave it
    const plain = jobs([
      ['EHPAD La Roseraie\t05/2014 - 03/2018', 11, false],
      ['Aide-soignante référente', 11, false],
      ['• Soins d’hygiène et de confort', 11, false],
      ['Gestion du chariot d’urgence et des commandes de pharmacie du service.\tFrance', 11, false],
    ]);
    expect(plain).toHaveLength(1);
  });
});
