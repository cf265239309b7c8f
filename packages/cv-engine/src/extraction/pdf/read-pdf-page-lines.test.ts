import { describe, expect, it } from 'vitest';
import { readPdfPageLines, type TextFragment } from '../group-text-items-into-lines';

// 10 pt type, 5 pt per character, 12 pt between baselines unless told.
const at = (str: string, x: number, y: number, more: Partial<TextFragment> = {}): TextFragment => ({
  str,
  x,
  y,
  width: str.length * 5,
  size: 10,
  hasEOL: false,
  ...more,
});
/** One fragment per letter, `gap` points apart, a word gap of `gap + space` between words. */
const letters = (word: string, x: number, y: number, size: number, gap: number): TextFragment[] => {
  const out: TextFragment[] = [];
  let position = x;
  for (const letter of word) {
    if (letter === ' ') {
      position += 3;
      continue;
    }
    out.push(at(letter, position, y, { width: 6, size }));
    position += 6 + gap;
  }
  return out;
};
const texts = (fragments: TextFragment[]) => readPdfPageLines(fragments).map((line) => line.text);

describe('readPdfPageLines: letters, capitals and type', () => {
  it('joins capitals that pdf.js gave spaced out in one item, words apart by their gap', () => {
    const [line] = readPdfPageLines([
      at('E X P É R I E N C E', 50, 700, { size: 11, bold: true }),
      at(' ', 145, 700),
      at('P R O F E S S I O N N E L L E', 158, 700, { size: 11, bold: true }),
    ]);
    expect(line).toMatchObject({
      text: 'EXPÉRIENCE PROFESSIONNELLE',
      spaced: true,
      caps: 'upper',
      bold: true,
      size: 11,
    });
  });

  it('parts the words of a spaced heading in small capitals, whose item holds no wider gap between them', () => {
    const lines = texts([
      at('P r o f e s s i o n a l E x p e r i e n c e', 50, 700, { size: 10, bold: true }),
      at('L i c e n s e s & C e r t i f i c a t i o n s', 50, 600, { size: 10, bold: true }),
    ]);
    expect(lines).toEqual(['Professional Experience', 'Licenses & Certifications']);
  });

  it('joins letter-spaced capitals given one item per letter, by the gaps between them', () => {
    expect(texts(letters('FORMATION CONTINUE', 50, 700, 10, 3.5))).toEqual(['FORMATION CONTINUE']);
    expect(readPdfPageLines(letters('FORMATION', 50, 700, 10, 3.5))[0]?.spaced).toBe(true);
  });

  it('reads capitals set smaller after a full-size first letter as small capitals', () => {
    const [line] = readPdfPageLines([
      at('E', 50, 700, { size: 12, width: 8 }),
      at('XPÉRIENCE', 58, 700, { size: 8.4, width: 48 }),
      at('P', 110, 700, { size: 12, width: 8 }),
      at('ROFESSIONNELLE', 118, 700, { size: 8.4, width: 80 }),
    ]);
    expect(line).toMatchObject({ text: 'EXPÉRIENCE PROFESSIONNELLE', caps: 'small', size: 8.4 });
    expect(line!.spaced).toBeFalsy();
  });

  it('gives each line the weight and slant most of its letters have, and the space above it', () => {
    const lines = readPdfPageLines([
      at('Développeuse', 50, 700, { bold: true, hasEOL: true }),
      at('Acme', 50, 688, { italic: true }),
      at(' — Lyon', 70, 688, { hasEOL: true }),
      at('Expérience', 50, 660, { size: 14, bold: true }),
    ]);
    expect(lines.map(({ text, bold, italic, gapBefore }) => ({ text, bold, italic, gapBefore }))).toEqual([
      { text: 'Développeuse', bold: true, italic: false, gapBefore: undefined },
      { text: 'Acme — Lyon', bold: false, italic: false, gapBefore: 12 },
      { text: 'Expérience', bold: true, italic: false, gapBefore: 28 },
    ]);
  });
});

describe('readPdfPageLines: wrapped lines', () => {
  const bullet = (str: string, y: number, x = 50) => [
    at('•', x, y, { width: 4 }),
    at(str, x + 10, y, { hasEOL: true }),
  ];
  it('joins a bullet and its continuation whatever its first character (a guillemet, a quote)', () => {
    const lines = readPdfPageLines([
      ...bullet('Animation du projet pédagogique intitulé', 700), // ends at 260, the column's edge
      at('« Jardin des petits curieux » primé en 2022.', 60, 688, { hasEOL: true }),
      ...bullet('Classe de 24 élèves à double niveau, un PAP', 676),
      at('“Lire et écrire” avec la médiathèque.', 60, 664, { hasEOL: true }),
    ]);
    expect(lines.map((l) => [l.text, l.wraps, l.list])).toEqual([
      ['• Animation du projet pédagogique intitulé « Jardin des petits curieux » primé en 2022.', 2, 0],
      ['• Classe de 24 élèves à double niveau, un PAP “Lire et écrire” avec la médiathèque.', 2, 0],
    ]);
  });

  it('keeps apart a role in italics and the plain line under it, and gives nested bullets their level', () => {
    const lines = readPdfPageLines([
      at('Professeure des écoles, toute petite et petite', 50, 700, { italic: true, hasEOL: true }),
      at('accueil des enfants de moins de 3 ans.', 50, 688, { hasEOL: true }),
      ...bullet('Ateliers', 676),
      ...bullet('Montessori', 664, 70),
    ]);
    expect(lines.map((l) => [l.text, l.list])).toEqual([
      ['Professeure des écoles, toute petite et petite', undefined],
      ['accueil des enfants de moins de 3 ans.', undefined],
      ['• Ateliers', 0],
      ['• Montessori', 1],
    ]);
  });

  it('reads a line opening with a typed ›, as HTML-made CVs mark their items, as a list item', () => {
    const lines = readPdfPageLines([
      at('› Migrated 9 servers', 50, 700, { hasEOL: true }),
      at('› Wrote the runbooks', 50, 688, { hasEOL: true }),
    ]);
    expect(lines.map((l) => [l.text, l.list])).toEqual([
      ['› Migrated 9 servers', 0],
      ['› Wrote the runbooks', 0],
    ]);
  });

  it('keeps a title beside its dates at a right tab stop whole, though pdf.js fills the gap with a blank item reaching past them', () => {
    const lines = readPdfPageLines([
      at('Site Manager', 50, 700),
      at(' ', 110, 700, { width: 420 }),
      at('2019 – 2024', 470, 700, { hasEOL: true, width: 55 }),
      ...bullet('Ran the rewiring of 48 flats.', 688),
      at('Electrician', 50, 664),
      at(' ', 105, 664, { width: 425 }),
      at('2015 – 2019', 470, 664, { hasEOL: true, width: 55 }),
    ]);
    expect(lines.map((l) => [l.text, l.table])).toEqual([
      ['Site Manager\t2019 – 2024', undefined],
      ['• Ran the rewiring of 48 flats.', undefined],
      ['Electrician\t2015 – 2019', undefined],
    ]);
  });

  it('joins an e-mail address a narrow column cut over three lines, without spaces', () => {
    expect(
      texts([
        at('jean-', 50, 700, { hasEOL: true }),
        at('baptiste.morvan-', 50, 688, { hasEOL: true }),
        at('leclerc@example.com', 50, 676, { hasEOL: true }),
        at('Rennes', 50, 664),
      ]),
    ).toEqual(['jean-baptiste.morvan-leclerc@example.com', 'Rennes']);
  });

  it('joins an address or a phone number cut after its label, and leaves a sentence’s last number alone', () => {
    const line = (str: string, y: number) => at(str, 50, y, { hasEOL: true });
    expect(
      texts([
        line('Téléphone : +33 6 39 98 74', 700),
        line('31', 688),
        line('E-mail : hanne.van-den-', 676),
        line('broeck@example.com', 664),
        line('linkedin.com/in/sven-', 652),
        line('brouwer-729a', 640),
        line('STUDIES', 620),
      ]),
    ).toEqual([
      'Téléphone : +33 6 39 98 74 31',
      'E-mail : hanne.van-den-broeck@example.com',
      'linkedin.com/in/sven-brouwer-729a',
      'STUDIES',
    ]);
    expect(texts([line('Revenue grew in 2019 2020 2021', 700), line('15', 688)])).toEqual([
      'Revenue grew in 2019 2020 2021',
      '15',
    ]);
  });
});

describe('readPdfPageLines: a page stored out of reading order', () => {
  it('puts the contents a browser wrote after every margin heading back under their headings, dates before their entry', () => {
    const heading = (str: string, y: number) => at(str, 40, y, { size: 12, bold: true, hasEOL: true });
    const body = (str: string, y: number, more: Partial<TextFragment> = {}) =>
      at(str, 145, y, { hasEOL: true, ...more });
    const date = (str: string, y: number) => at(str, 75, y, { size: 9, width: 55, hasEOL: true });
    const lines = readPdfPageLines([
      // the margin's headings first, down the page
      heading('EXPÉRIENCE PROFESSIONNELLE', 700),
      heading('FORMATION', 560),
      heading('LANGUES', 470),
      body('Anglais professionnel', 450),
      // then the contents beside them, each entry's dates after it
      body('Atlantique Menuiseries, Nantes', 680, { bold: true }),
      body('Responsable comptable', 667),
      body('• Clôtures mensuelles et annuelles', 654),
      date('sept. 2021 →', 681),
      date('aujourd’hui', 670),
      body('Groupe Lerouge, Saint-Herblain', 620, { bold: true }),
      body('Comptable unique', 607),
      date('2018 → 2021', 621),
      body('BTS Comptabilité et gestion', 540),
    ]);
    expect(lines.map((l) => l.text)).toEqual([
      'EXPÉRIENCE PROFESSIONNELLE',
      'Atlantique Menuiseries, Nantes\tsept. 2021 → aujourd’hui',
      'Responsable comptable',
      '• Clôtures mensuelles et annuelles',
      'Groupe Lerouge, Saint-Herblain\t2018 → 2021',
      'Comptable unique',
      'FORMATION',
      'BTS Comptabilité et gestion',
      'LANGUES',
      'Anglais professionnel',
    ]);
  });
});

describe('readPdfPageLines: tables and sidebars', () => {
  it('reads a table row by row, its header row apart, each cell marked, a two-line cell kept in its cell', () => {
    const cell = (str: string, x: number, y: number, bold = false) => at(str, x, y, { hasEOL: true, bold });
    const lines = readPdfPageLines([
      cell('Dix ans en classe maternelle, de la toute petite section à la grande section.', 50, 730),
      cell('Période', 50, 700, true),
      cell('Établissement', 120, 700, true),
      cell('Poste', 260, 700, true),
      at('2019 – 2024', 50, 680),
      cell('École Jules-Verne', 120, 680, true),
      cell('Nantes', 120, 668),
      cell('Professeure des écoles', 260, 680),
      at('2014 – 2019', 50, 650),
      cell('École des Marsauderies', 120, 650, true),
      cell('Remplaçante', 260, 650),
    ]);
    expect(lines.slice(1).map((l) => [l.text, l.table?.row, l.table?.cell])).toEqual([
      ['Période', 0, 0],
      ['Établissement', 0, 1],
      ['Poste', 0, 2],
      ['2019 – 2024', 1, 0],
      ['École Jules-Verne', 1, 1],
      ['Nantes', 1, 1],
      ['Professeure des écoles', 1, 2],
      ['2014 – 2019', 2, 0],
      ['École des Marsauderies', 2, 1],
      ['Remplaçante', 2, 2],
    ]);
    expect(new Set(lines.slice(1).map((l) => l.table?.id))).toEqual(new Set([0]));
    expect(new Set(lines.map((l) => l.column))).toEqual(new Set([1]));
  });

  it('keeps a row whose middle cell is merged with the row above in the table, each cell in its column', () => {
    const cell = (str: string, x: number, y: number, bold = false) => at(str, x, y, { hasEOL: true, bold });
    const lines = readPdfPageLines([
      cell('Quand', 50, 700, true),
      cell('Entreprise', 200, 700, true),
      cell('Fonction', 350, 700, true),
      cell('De mars 2019 à décembre 2020', 50, 680),
      cell('Agence Lemaire', 200, 680, true),
      cell('Responsable commercial', 350, 680, true),
      // the employer's cell spans this row too; the period's cell is too narrow for the whole period
      cell('De septembre 2014 à février', 50, 650),
      cell('2019', 50, 638),
      cell('Account manager', 350, 650, true),
      cell('De mai 2013 à mars 2014', 50, 610),
      cell('Concession Fournier', 200, 610, true),
      cell('Chargé d’affaires', 350, 610, true),
    ]);
    expect(lines.map((l) => [l.text, l.table?.row, l.table?.cell])).toEqual([
      ['Quand', 0, 0],
      ['Entreprise', 0, 1],
      ['Fonction', 0, 2],
      ['De mars 2019 à décembre 2020', 1, 0],
      ['Agence Lemaire', 1, 1],
      ['Responsable commercial', 1, 2],
      ['De septembre 2014 à février 2019', 2, 0],
      ['Account manager', 2, 2],
      ['De mai 2013 à mars 2014', 3, 0],
      ['Concession Fournier', 3, 1],
      ['Chargé d’affaires', 3, 2],
    ]);
    expect(new Set(lines.map((l) => l.table?.id))).toEqual(new Set([0]));
  });

  it('keeps a row whose first cell is empty (a job without dates) in its table of three columns', () => {
    const cell = (str: string, x: number, y: number, bold = false) => at(str, x, y, { hasEOL: true, bold });
    const lines = readPdfPageLines([
      cell('Janv. 2021 -', 50, 700),
      cell('nov. 2024', 50, 688),
      cell('Chef de chantier', 170, 700, true),
      cell('• Suivi de 22 chantiers', 175, 688),
      cell('• Équipe de 4 ouvriers', 175, 676),
      cell('Bâtiments', 450, 700, true),
      cell('Lemaire', 450, 688, true),
      cell('Lyon', 450, 676),
      cell('Maçon qualifié', 170, 650, true),
      cell('• Pose de blocs et de briques', 175, 638),
      cell('Entreprise', 450, 650, true),
      cell('Dubois', 450, 638, true),
      cell('Mars 2012 -', 50, 610),
      cell('janv. 2014', 50, 598),
      cell('Manœuvre', 170, 610, true),
      cell('Travaux Fournier', 450, 610, true),
    ]);
    expect(lines.map((l) => [l.text, l.table?.row, l.table?.cell])).toEqual([
      ['Janv. 2021 - nov. 2024', 0, 0],
      ['Chef de chantier', 0, 1],
      ['• Suivi de 22 chantiers', 0, 1],
      ['• Équipe de 4 ouvriers', 0, 1],
      ['Bâtiments', 0, 2],
      ['Lemaire', 0, 2],
      ['Lyon', 0, 2],
      ['Maçon qualifié', 1, 1],
      ['• Pose de blocs et de briques', 1, 1],
      ['Entreprise', 1, 2],
      ['Dubois', 1, 2],
      ['Mars 2012 - janv. 2014', 2, 0],
      ['Manœuvre', 2, 1],
      ['Travaux Fournier', 2, 2],
    ]);
    expect(new Set(lines.map((l) => l.table?.id))).toEqual(new Set([0]));
  });

  it('cuts a heading set in bold in a margin cell from the first line of its content on the same baseline', () => {
    expect(
      texts([
        at('Profile', 85, 700, { bold: true, hasEOL: false }),
        at('Primary teacher with six years in Key Stage 1 and 2.', 141, 700, { hasEOL: true }),
        at('Teaching', 72, 670, { bold: true, hasEOL: true }),
      ]),
    ).toEqual(['Profile', 'Primary teacher with six years in Key Stage 1 and 2.', 'Teaching']);
    // a bold title and its plain dates beside it stay one line: the title names no section
    expect(texts([at('Chef de projet', 50, 700, { bold: true }), at('2019 – 2024', 480, 700)]).length).toBe(
      1,
    );
  });

  it('keeps a title beside its dates as one line, the dates after a column gap', () => {
    expect(texts([at('Chef de projet', 50, 700), at('2019 – 2024', 480, 700), at('Acme', 50, 688)])).toEqual([
      'Chef de projet\t2019 – 2024',
      'Acme',
    ]);
  });

  it('puts a left sidebar read first after the main column, marked, and keeps the name above both first', () => {
    const body = (str: string, x: number, y: number) => at(str, x, y, { hasEOL: true });
    const lines = readPdfPageLines([
      at('Lien Vandenbroucke', 40, 780, { size: 21, width: 240, hasEOL: true }),
      body('CONTACT', 45, 730),
      body('+32 470 00 00 41', 45, 718),
      body('TALEN', 45, 694),
      body('Nederlands', 45, 682),
      body('OVER MIJ', 240, 735),
      body('Zorgkundige met acht jaar ervaring in woonzorgcentra en thuiszorg.', 240, 723),
      body('MIJN LOOPBAAN', 240, 699),
      body('Zorgkundige — Woonzorgcentrum Ter Leie, Deinze, sinds 2019', 240, 687),
    ]);
    expect(lines.map((l) => [l.text, l.region, l.column])).toEqual([
      ['Lien Vandenbroucke', 'main', 1],
      ['OVER MIJ', 'main', 1],
      ['Zorgkundige met acht jaar ervaring in woonzorgcentra en thuiszorg.', 'main', 1],
      ['MIJN LOOPBAAN', 'main', 1],
      ['Zorgkundige — Woonzorgcentrum Ter Leie, Deinze, sinds 2019', 'main', 1],
      ['CONTACT', 'sidebar', 2],
      ['+32 470 00 00 41', 'sidebar', 2],
      ['TALEN', 'sidebar', 2],
      ['Nederlands', 'sidebar', 2],
    ]);
  });

  it('still takes a sidebar for one when an address that cannot wrap runs past its edge', () => {
    const side = [
      'Maastricht',
      '+33 6 39 98 33 63',
      ...['STUDIES', 'MBO Timmerman', 'ROC Amersfoort', 'HBO Bouwkunde', 'Hogeschool Apeldoorn'],
      ...['VAARDIGHEDEN', 'Metselwerk', 'Werfplanning', 'Meetstaten'],
    ];
    const main = ['Werkervaringen', 'Projectleider bouw — Bouwbedrijf Bos B.V., Leeuwarden, sinds 2022'];
    const lines = readPdfPageLines([
      ...side.slice(0, 2).map((str, i) => at(str, 45, 730 - 12 * i, { hasEOL: true })),
      // 32 characters: 160 pt from x = 45, over the gutter and 5 pt into the main column at x = 200
      at('sven.brouwer76@example.org.uk.nl', 45, 706, { hasEOL: true }),
      ...side.slice(2).map((str, i) => at(str, 45, 694 - 12 * i, { hasEOL: true })),
      ...main.map((str, i) => at(str, 200, 730 - 12 * i, { hasEOL: true })),
    ]);
    expect(lines.map((l) => [l.text, l.region])).toEqual([
      ...main.map((text) => [text, 'main']),
      ...[...side.slice(0, 2), 'sven.brouwer76@example.org.uk.nl', ...side.slice(2)].map((text) => [
        text,
        'sidebar',
      ]),
    ]);
  });
});

describe('readPdfPageLines: a rule drawn under a line', () => {
  it('marks a heading with its border under it, not a job title in the same bold type nor the text above a separator', () => {
    const bold = (str: string, y: number) => at(str, 40, y, { bold: true, hasEOL: true });
    const rule = (y: number) => ({ x: 40, xEnd: 287, y: y - 0.8, yTop: y });
    const lines = readPdfPageLines(
      [
        bold('Expérience', 598),
        at('De mars 2019 à aujourd’hui', 40, 580, { hasEOL: true }),
        bold('Chef de chantier', 565),
        at('Bâtir Rhône Construction, Lyon', 40, 550, { hasEOL: true }),
        bold('Formation', 500),
      ],
      [],
      // the heading's border 5 pt under its baseline; a separator halfway between the last line and the next heading
      [rule(593), rule(525)],
    );
    expect(lines.map((l) => [l.text, l.ruled ?? false])).toEqual([
      ['Expérience', true],
      ['De mars 2019 à aujourd’hui', false],
      ['Chef de chantier', false],
      ['Bâtir Rhône Construction, Lyon', false],
      ['Formation', false],
    ]);
  });
});
