import type { LayoutLine } from '@cv/contracts';
import { describe, expect, it } from 'vitest';
import { type LaidOutLine, laidOutText } from '../reading/laid-out-text';
import { parseCv } from './parse-cv';
import { readItems } from './read-items';
import { readTableRows } from './read-table-rows';

const cell = (row: number, index: number, bold = false) => ({
  table: { id: 0, row, cell: index },
  ...(bold ? { bold } : {}),
});
const heading = { size: 13, bold: true };
const jobsOf = (lines: LaidOutLine[]) => {
  const { text, layout } = laidOutText(lines);
  return parseCv(text, layout).experience.map((job) => [job.company, job.position, job.period]);
};

describe('an experience written as a table', () => {
  it('reads one job per row, never the header row, each column by what the header names it', () => {
    expect(
      jobsOf([
        ['Quentin Jacobs', { size: 20, bold: true }],
        ['quentin@example.net'],
        ['Profiel', heading],
        ['Verpleegkundige met tien jaar ervaring.'],
        ['Tewerkstelling', heading],
        ['Wanneer', cell(0, 0, true)],
        ['Bedrijf', cell(0, 1, true)],
        ['Functie en taken', cell(0, 2, true)],
        ['09/2022 - 04/2025', cell(1, 0)],
        ['Woonzorgcentrum', cell(1, 1, true)],
        ['Hof ter Beke', cell(1, 1, true)],
        ['Brugge', cell(1, 1)],
        ['Teamcoördinator zorg', cell(1, 2, true)],
        ['• Plannen van de zorg voor 5 patiënten', cell(1, 2)],
        ['04/2018 - 06/2022', cell(2, 0)],
        ['AZ Sint-Lucas', cell(2, 1, true)],
        ['Thuisverpleegkundige', cell(2, 2, true)],
        ['• Begeleiden van 6 stagiairs', cell(2, 2)],
        ['Opleiding', heading],
        ['Bachelor in de verpleegkunde, 2009 - 2013'],
      ]),
    ).toEqual([
      ['Woonzorgcentrum Hof ter Beke', 'Teamcoördinator zorg', '09/2022 - 04/2025'],
      ['AZ Sint-Lucas', 'Thuisverpleegkundige', '04/2018 - 06/2022'],
    ]);
  });

  it('reads a row with only its title’s cell beside the dates as a role under the employer above', () => {
    expect(
      jobsOf([
        ['Tom Clarke', { size: 20, bold: true }],
        ['tom@example.net'],
        ['Employment history', heading],
        ['When', cell(0, 0, true)],
        ['Employer', cell(0, 1, true)],
        ['Position', cell(0, 2, true)],
        ['07/2022 - Present', cell(1, 0)],
        ['Northgate Electrical Services', cell(1, 1, true)],
        ['Contracts Manager', cell(1, 2, true)],
        ['• Ran 13 sites at once', cell(1, 2)],
        ['10/2018 - 06/2022', cell(2, 0)],
        ['Heating Engineer', cell(2, 2, true)],
        ['Agency placement', cell(2, 2)],
        ['• Serviced boilers in 400 homes', cell(2, 2)],
        ['Education', heading],
        ['HNC Building Services, 2014 - 2016'],
      ]),
    ).toEqual([
      ['Northgate Electrical Services', 'Contracts Manager', '07/2022 - Present'],
      ['Northgate Electrical Services', 'Heating Engineer', '10/2018 - 06/2022'],
    ]);
  });

  it('reads a row whose second cell holds the title, then the employer, then the bullets', () => {
    expect(
      jobsOf([
        ['Océane Poirier', { size: 20 }],
        ['oceane@example.net'],
        ['Parcours professionnel', heading],
        ['De janvier 2024 à février 2025', cell(0, 0)],
        ['Saint-Étienne, France', { ...cell(0, 0), italic: true }],
        ['Directrice des ventes', cell(0, 1, true)],
        ['Benali Distribution SAS', cell(0, 1)],
        ['• Chiffre d’affaires porté à 560 k€', cell(0, 1)],
        ['De décembre 2019 à juillet 2023', cell(1, 0)],
        ['Account manager', cell(1, 1, true)],
        ['Concession Marchand Automobiles', cell(1, 1)],
      ]),
    ).toEqual([
      ['Benali Distribution SAS', 'Directrice des ventes', 'De janvier 2024 à février 2025'],
      ['Concession Marchand Automobiles', 'Account manager', 'De décembre 2019 à juillet 2023'],
    ]);
  });
});

describe('a job set over two rows of its own table', () => {
  // row 1 '**Employer** – Place' ⇥ dates; row 2 the role in italics, beside the place or alone with the bullets
  const table = (id: number, row: number, index: number, seen: Partial<LayoutLine> = {}) => ({
    table: { id, row, cell: index },
    ...seen,
  });
  const rowsOf = (lines: LaidOutLine[]) => {
    const { text, layout } = laidOutText(lines);
    const items = readItems(text, layout).filter(
      (line) => line.layout?.list !== undefined || line.layout?.table,
    );
    return readTableRows(items)?.map(({ job }) => [job.company, job.position, job.period, job.description]);
  };

  it('reads the second row as the role of the job dated in the first, and the list under the table as its bullets', () => {
    expect(
      rowsOf([
        ['Glenmore Creamery', table(0, 0, 0, { bold: true })],
        ['2016 – Present', table(0, 0, 1)],
        ['Herd Manager', table(0, 1, 0, { italic: true })],
        ['Co. Tipperary', table(0, 1, 1, { italic: true })],
        ['• Calving and breeding records for 180 cows', { list: 0 }],
        ['Carrow Farm – Cashel', table(1, 0, 0, { bold: true })],
        ['2012 – 2016', table(1, 0, 1)],
        ['Farm Assistant', table(1, 1, 0, { italic: true })],
        ['• Milking and grassland work', table(1, 1, 0, { list: 0 })],
      ]),
    ).toEqual([
      [
        'Glenmore Creamery',
        'Herd Manager',
        '2016 – Present',
        ['Co. Tipperary', 'Calving and breeding records for 180 cows'],
      ],
      ['Carrow Farm', 'Farm Assistant', '2012 – 2016', ['Cashel', 'Milking and grassland work']],
    ]);
  });
});

describe('an undated job in a table', () => {
  it('reads the town in the dates’ column as where, not as the employer', () => {
    const row = (index: number, cells: readonly (readonly [string, number, boolean?])[]) =>
      cells.map(([text, at, bold]): LaidOutLine => [text, cell(index, at, bold)]);
    expect(
      jobsOf([
        ['Daan Visser', { size: 20, bold: true }],
        ['daan@example.nl'],
        ['Werkervaring', heading],
        ...row(0, [
          ['2021-03 - heden', 0],
          ['Utrecht', 0],
          ['Projectleider bouw', 1, true],
          ['Bouwbedrijf Vos B.V.', 1],
        ]),
        ...row(1, [
          ['Breda', 0],
          ['Loodgieter', 1, true],
          ['Installatiebedrijf Kok', 1],
        ]),
        ...row(2, [
          ['2016-02 - 2021-02', 0],
          ['Zwolle', 0],
          ['Timmerman', 1, true],
          ['Aannemer De Wit', 1],
        ]),
      ]),
    ).toEqual([
      ['Bouwbedrijf Vos B.V.', 'Projectleider bouw', '2021-03 - heden'],
      ['Installatiebedrijf Kok', 'Loodgieter', null],
      ['Aannemer De Wit', 'Timmerman', '2016-02 - 2021-02'],
    ]);
  });
});
