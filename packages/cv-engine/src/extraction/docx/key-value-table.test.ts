import { describe, expect, it } from 'vitest';
import { buildTestDocx } from './build-test-docx';
import { readDocx } from './read-docx';

const para = (text: string, bold = false) =>
  `<w:p><w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
const cell = (content: string, merge?: 'restart' | 'continue') =>
  `<w:tc><w:tcPr>${merge === 'restart' ? '<w:vMerge w:val="restart"/>' : merge ? '<w:vMerge/>' : ''}</w:tcPr>${content}</w:tc>`;
const table = (...rows: string[][]) =>
  `<w:tbl><w:tblGrid><w:gridCol w:w="2400"/><w:gridCol w:w="5000"/><w:gridCol w:w="2200"/></w:tblGrid>${rows
    .map((cells) => `<w:tr>${cells.join('')}</w:tr>`)
    .join('')}</w:tbl>`;

describe('a table of labels and values (withKeyValueRows, isPhotoBox)', () => {
  it('reads each row as one line, label and value apart by a column gap, without the photo placeholder', () => {
    const body =
      para('Persoonsgegevens') +
      table(
        [cell(para('Naam', true)), cell(para('Sanne Jansen')), cell(para('Foto'), 'restart')],
        [cell(para('Adres', true)), cell(para('Kerkstraat 4, 3811 Amersfoort')), cell('<w:p/>', 'continue')],
        [cell(para('Rijbewijs', true)), cell(para('B')), cell('<w:p/>', 'continue')],
      ) +
      para('Werkervaring');
    const { text, layout } = readDocx(buildTestDocx({ body }));
    expect(text).toBe(
      'Persoonsgegevens\nNaam\tSanne Jansen\nAdres\tKerkstraat 4, 3811 Amersfoort\nRijbewijs\tB\nWerkervaring',
    );
    // the row's line is where its label starts, as wide as the label and the value (the grid's 120 + 250 pt
    // scaled to the 451 pt of text), not bold as the label is
    expect(layout.lines[1]).toMatchObject({ x: 0, table: { row: 0, cell: 0 } });
    expect(layout.lines[1]!.width).toBeCloseTo((370 * 451.3) / 480, 0);
    expect(layout.lines[1]!.bold).toBeUndefined();
  });

  it('leaves a table of jobs cell by cell: dates are no label, and a role over its bullets is no one-line value', () => {
    const body = table(
      [cell(para('2019 – 2024')), cell(para('École Jules-Verne'))],
      [cell(para('2015 – 2019')), cell(para('Collège Rosa-Parks'))],
    );
    expect(readDocx(buildTestDocx({ body })).text).toBe(
      '2019 – 2024\nÉcole Jules-Verne\n2015 – 2019\nCollège Rosa-Parks',
    );
    const twoLines = table(
      [cell(para('Vendeuse')), cell(para('Magasin Lumière') + para('Conseil en rayon'))],
      [cell(para('Caissière')), cell(para('Super U'))],
    );
    expect(readDocx(buildTestDocx({ body: twoLines })).text).toBe(
      'Vendeuse\nMagasin Lumière\nConseil en rayon\nCaissière\nSuper U',
    );
  });

  it('keeps a cell that says photo when it is no box merged down beside the rows', () => {
    const body = table(
      [cell(para('Loisirs')), cell(para('Photo'))],
      [cell(para('Sport')), cell(para('Escalade'))],
    );
    expect(readDocx(buildTestDocx({ body })).text).toBe('Loisirs\tPhoto\nSport\tEscalade');
  });
});
