import { describe, expect, it } from 'vitest';
import { type LaidOutLine, laidOutText } from '../reading/laid-out-text';
import { parseCv } from './parse-cv';

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
