import { describe, expect, it } from 'vitest';
import { groupTextItemsIntoLines, type TextFragment } from './group-text-items-into-lines';
import { glue } from './join-two-lines';

// A 200 pt wide column at x = 50, 5 pt per character, 10 pt type, 12 pt between lines.
const line = (str: string, x: number, y: number): TextFragment[] => [
  { str, x, y, width: str.length * 5, size: 10, hasEOL: true },
];
const bullet = (str: string, y: number) => [
  { str: '•', x: 50, y, width: 4, size: 10, hasEOL: false },
  ...line(str, 60, y),
];

describe('joining the lines a column width broke', () => {
  it('joins a bullet with its wrapped lines under its hanging indent, and keeps the next bullet apart', () => {
    const fragments = [
      ...bullet('Clôtures mensuelles ramenées de J+12 à', 700), // ends at 250: the column's edge
      ...line('J+6 ; reporting au DAF.', 60, 688),
      ...bullet('Liasse fiscale', 676),
      ...line('Comptable — Acme Industries', 50, 664),
    ];
    expect(groupTextItemsIntoLines(fragments)).toEqual([
      '• Clôtures mensuelles ramenées de J+12 à J+6 ; reporting au DAF.',
      '• Liasse fiscale',
      'Comptable — Acme Industries',
    ]);
  });

  it('keeps an employer in capitals, its town filling the line, apart from the role under it', () => {
    const fragments = [
      ...line('Qualified Electrician: thirteen years on', 50, 748), // ends at 250: the column's edge
      ...line('new-build and refurbishment sites, strict', 50, 736),
      ...line('about safety and the quality of finishes.', 50, 724),
      ...line('LEICESTER ELECTRICAL SERVICES Bristol', 50, 700), // ends at 235: 'Contracts' would not fit
      ...line('Contracts Manager | January 2021', 50, 688),
    ];
    expect(groupTextItemsIntoLines(fragments).slice(1)).toEqual([
      'LEICESTER ELECTRICAL SERVICES Bristol',
      'Contracts Manager | January 2021',
    ]);
  });

  it('joins a heading in capitals a narrow column set over two lines, though its first word is a heading too', () => {
    const heading = (str: string, y: number): TextFragment[] => [
      { str, x: 50, y, width: str.length * 7, size: 12, hasEOL: true, bold: true },
    ];
    const fragments = [
      ...line('Professeure des écoles titulaire depuis six', 50, 748), // ends at 265: the column's edge
      ...line('ans en cycle 2, attachée à la lecture et aux', 50, 736),
      ...line('projets avec les familles et la médiathèque.', 50, 724),
      ...heading('EXPÉRIENCES', 700),
      ...heading('PROFESSIONNELLES', 685),
      ...line('Professeure des écoles, classe de CP-CE1', 50, 665),
    ];
    expect(groupTextItemsIntoLines(fragments).slice(1, 3)).toEqual([
      'EXPÉRIENCES PROFESSIONNELLES',
      'Professeure des écoles, classe de CP-CE1',
    ]);
  });

  it('keeps a town set under a header with its dates apart from the header, though the header fills its line', () => {
    const fragments = [
      ...line('Quinze ans de soins en maison de repos, la', 50, 748), // ends at 260: the column's edge
      ...line('nuit comme le jour, en équipe avec médecins', 50, 736),
      ...line('et familles, attentive aux plus fragiles.', 50, 724),
      ...line('2021 – 2024 | Le Verger | Cadre de santé', 50, 700), // ends at 250: 'Huy' would not fit
      ...line('Huy', 50, 688),
    ];
    expect(groupTextItemsIntoLines(fragments).slice(1)).toEqual([
      '2021 – 2024 | Le Verger | Cadre de santé',
      'Huy',
    ]);
  });

  it('joins a bold title its dates beside it cut, even a header line apart, but not the plain employer under it', () => {
    const bold = (str: string, x: number, y: number): TextFragment[] => [
      { ...line(str, x, y)[0]!, bold: true },
    ];
    const fragments = [
      ...line('Chef de salle depuis six ans, en brasserie', 50, 760), // ends at 260: the column's edge
      ...line('et en hôtel, pour l’accueil des clients.', 50, 748),
      ...line('Formatrice des apprentis de salle.', 50, 736),
      ...bold('Front of House', 50, 710), // ends at 120; its dates start at 165: 'Manager' (35 pt) would not fit
      ...bold('Manager', 50, 696), // 14 pt below: a header's line-height, looser than the paragraph's 12
      ...line('Jan 2022 – Current', 165, 710), // a flex row's right box, printed after the left one
      ...line('Oakfield Catering Ltd', 50, 682),
    ];
    expect(groupTextItemsIntoLines(fragments).slice(-2)).toEqual([
      'Front of House Manager\tJan 2022 – Current',
      'Oakfield Catering Ltd',
    ]);
  });

  it('joins a name cut after the word that says what kind of place it is', () => {
    const fragments = [
      ...line('Conseillère clientèle depuis huit ans, au', 50, 760), // ends at 255: the column's edge
      ...line('téléphone puis en agence, attentive aux', 50, 748),
      ...line('délais et à la qualité du service.', 50, 736),
      ...line('2016 – 2019 : Téléconseillère — Agence', 50, 712), // ends at 240: 'Texier' would not fit
      ...line('Texier Immobilier', 50, 698),
    ];
    expect(groupTextItemsIntoLines(fragments).slice(1)).toEqual([
      '2016 – 2019 : Téléconseillère — Agence Texier Immobilier',
    ]);
  });

  it('keeps a list of short capitalised lines apart, and a contact item apart from the next', () => {
    const fragments = [
      ...line('Français — langue maternelle, C2', 50, 700),
      ...line('Anglais — courant', 50, 688),
      ...line('Espagnol — notions, lecture de textes', 50, 676),
      ...line('+33 6 00 00 52 81', 50, 664),
      ...line('marie.dupont@example.fr', 50, 652),
    ];
    expect(groupTextItemsIntoLines(fragments)).toHaveLength(5);
  });

  it('does not join a line to the next entry that opens with its dates, but goes on with a sentence’s date', () => {
    const fragments = [
      ...line('2016 – 2018 Master of Business, Stanford, CA, USA', 50, 700),
      ...line('1997 – 1999 Master of Science', 50, 688),
    ];
    expect(groupTextItemsIntoLines(fragments)).toHaveLength(2);
    const paragraph = [
      ...line('Référente « Bien accueillir le public » pour l’équipe', 50, 700), // ends at 305: the edge
      ...line('depuis 2024, et tutrice des nouveaux arrivants chez', 50, 688),
      ...line('nous.', 50, 676),
    ];
    expect(groupTextItemsIntoLines(paragraph)).toEqual([
      'Référente « Bien accueillir le public » pour l’équipe depuis 2024, et tutrice des nouveaux arrivants chez nous.',
    ]);
  });

  it('joins the sentences of a justified paragraph, whose lines all end on the edge but its last', () => {
    const sentences = [
      'Built the platform used by every team.',
      'Shipped the billing service in a month.',
      'Ran the on-call rota for the whole team.',
      'Led the hiring of four backend engineers',
      'for the group.',
    ];
    const fragments = sentences.flatMap((s, i) => line(s, 50, 700 - 12 * i));
    // justification stretches the spaces of every line but the last: each ends on the edge at x = 250
    for (const fragment of fragments.slice(0, 4)) fragment.width = 200;
    expect(groupTextItemsIntoLines(fragments)).toEqual([sentences.join(' ')]);
  });

  it('keeps apart the sentences of a ragged list, where only the longest line reaches the edge', () => {
    const fragments = [
      ...line('Built the platform used by every team.', 50, 700),
      ...line('Shipped the billing service in a month, on time.', 50, 688), // the longest: the edge
      ...line('Ran the on-call rota for the whole team.', 50, 676),
      ...line('Hired four backend engineers.', 50, 664),
    ];
    expect(groupTextItemsIntoLines(fragments)).toHaveLength(4);
  });

  it('keeps a hyphen at a line end, but for a soft hyphen, and a cut at the edge of a justified paragraph', () => {
    // ragged text: a line broken at a compound's own hyphen ('go-live', a place, a name)
    expect(glue('to go-', 'live')).toBe('to go-live');
    expect(glue('École Jules-', 'Verne')).toBe('École Jules-Verne');
    expect(glue('Devel\u00ad', 'oping')).toBe('Developing');
    expect(glue('using', 'Kafka')).toBe('using Kafka');
    expect(glue('a 24-', 'classroom school')).toBe('a 24-classroom school');
    // a typeset, justified paragraph: a hyphen before a piece that is no word of its own is a hyphenation's
    expect(glue('Devel-', 'oping product strategies', 'edge')).toBe('Developing product strategies');
    expect(glue('an event-', 'driven design', 'edge')).toBe('an event-driven design');
    expect(glue('Saint-', 'Malo', 'edge')).toBe('Saint-Malo');
    expect(glue('up to go-', 'live in March', 'edge')).toBe('up to go-live in March');
    // a typesetter's hyphen, printed apart from its word
    expect(glue('top 5% of submis-', 'sions)', 'typeset')).toBe('top 5% of submissions)');
  });
});

describe('lines of one entry, wrapped by a narrow box', () => {
  it('drops a hyphen a typesetter printed apart from its word, and keeps one inside a word', () => {
    const fragments = [
      { str: '•', x: 50, y: 700, width: 4, size: 10, hasEOL: false },
      { str: 'Co-authored a paper, top 5% of submis', x: 60, y: 700, width: 185, size: 10, hasEOL: false },
      { str: '-', x: 245, y: 700, width: 3, size: 10, hasEOL: true }, // printed apart, on the column's edge
      ...line('sions at NeurIPS.', 60, 688),
    ];
    expect(groupTextItemsIntoLines(fragments)).toEqual([
      '• Co-authored a paper, top 5% of submissions at NeurIPS.',
    ]);
  });

  it('joins a period a narrow cell cut, at its dash or before its end’s year', () => {
    const cell = (str: string, y: number) => line(str, 50, y);
    const beside = (str: string, y: number) => line(str, 130, y); // the row's next cells
    const last = (str: string, y: number) => line(str, 300, y);
    expect(
      groupTextItemsIntoLines([
        ...line('Oct 2021', 70, 700), // right-aligned in its cell: '– present' did not fit after it
        ...line('– present', 70, 688),
        ...beside('Postdoctoral Research Fellow', 700),
        ...last('Oxford', 700),
        ...cell('Sep 2016 – Aug', 664),
        ...cell('2017', 652),
        ...beside('Research Assistant', 664),
        ...last('Plymouth', 664),
      ]),
    ).toEqual([
      'Oct 2021 – present',
      'Postdoctoral Research Fellow',
      'Oxford',
      'Sep 2016 – Aug 2017',
      'Research Assistant',
      'Plymouth',
    ]);
  });

  it('never joins lines of another size, as an employer and the role under it', () => {
    expect(
      groupTextItemsIntoLines([
        {
          str: 'Leicester Electrical Services and Maintenance',
          x: 50,
          y: 700,
          width: 200,
          size: 12,
          hasEOL: true,
        },
        { str: 'site manager', x: 50, y: 686, width: 60, size: 11, hasEOL: true },
      ]),
    ).toEqual(['Leicester Electrical Services and Maintenance', 'site manager']);
  });
});

describe('rows of a list with a column of ratings', () => {
  it('keeps each skill on its row with its own rating, a short name under a longer one', () => {
    // a skills list drawn as dots in a column beside the jobs: each row's name, then its rating flush right
    const row = (name: string, width: number, dots: string, y: number): TextFragment[] => [
      { str: name, x: 310.5, y, width, size: 11, hasEOL: false },
      { str: dots, x: 504.1, y, width: 51, size: 11, hasEOL: true },
    ];
    const fragments = [
      ...row('Lecture de plans', 93.6, '●●●●●', 457.2),
      ...row('Planification', 69.7, '●●●●○', 442.2),
      ...row('Sécurité chantier', 97, '●●●○○', 427.2),
      ...row('Métré', 33.9, '●●●●●', 412.9),
      ...row('Autodesk Viewer', 94.3, '●●●●○', 397.9),
    ];
    expect(groupTextItemsIntoLines(fragments)).toEqual([
      'Lecture de plans\t●●●●●',
      'Planification\t●●●●○',
      'Sécurité chantier\t●●●○○',
      'Métré\t●●●●●',
      'Autodesk Viewer\t●●●●○',
    ]);
  });
});

describe('items printed in the right margin', () => {
  it('puts a place and dates read after the bullets back under the entry header, beside it', () => {
    // RenderCV: the company line, its bullets, then the place (on the company line's height) and the dates
    // (on the first bullet's height), both flush with the right edge at x = 400
    const fragments = [
      ...line('Nexus AI, Co-Founder & CTO', 50, 700),
      ...bullet('Built the inference platform', 688),
      ...bullet('Raised a Series A', 676),
      ...line('San Francisco, CA', 315, 700),
      ...line('June 2023 – present', 305, 688),
      ...line('Research Intern, NVIDIA', 50, 652),
    ];
    expect(groupTextItemsIntoLines(fragments)).toEqual([
      'Nexus AI, Co-Founder & CTO\tSan Francisco, CA',
      'June 2023 – present',
      '• Built the inference platform',
      '• Raised a Series A',
      'Research Intern, NVIDIA',
    ]);
  });

  it('puts years written before the whole page beside the degrees printed at their height', () => {
    // the PDF writes the margin's years first, then the page from its top: read in that order, the years
    // stood alone at the page's start and the rewrite showed them under the first section
    const fragments = [
      ...line('2013', 380, 640),
      ...line('2011', 380, 628),
      ...line('Jane Doe', 50, 700),
      ...line('Accountant, Acme Industries\tsince 2014', 50, 676),
      ...line('EDUCATION', 50, 652),
      ...line('MSc Accounting, Lille', 50, 640),
      ...line('BSc Management, Lille', 50, 628),
    ];
    expect(groupTextItemsIntoLines(fragments)).toEqual([
      'Jane Doe',
      'Accountant, Acme Industries\tsince 2014',
      'EDUCATION',
      'MSc Accounting, Lille\t2013',
      'BSc Management, Lille\t2011',
    ]);
  });
});

describe('the width of a column beside another', () => {
  it('is where the column beside it starts, whatever the page’s head set across both', () => {
    const left = (str: string, y: number) => line(str, 40, y);
    const right = (str: string, y: number) => line(str, 324, y);
    const fragments = [
      ...left('Nantes — +33 6 39 98 72 03 — oceane.poirier@example.net — linkedin.com/in/op', 760),
      ...left('Sales director with nine years in B2B sales, who', 700),
      ...left('likes lasting relations with her customers.', 687),
      ...left('2024 – 2025 : Sales director — Benali Textiles', 660), // ends at 275, 49 pt before the gutter
      ...left('Distribution SAS', 647),
      ...left('Grew the area’s turnover to 560 k€ in a year.', 634),
      ...right('DEGREES', 700),
      ...right('2011 – 2015 : Bachelor of Commerce', 687),
      ...right('SKILLS', 660),
      ...right('Negotiation, key accounts', 647),
      ...right('Prospecting, CRM', 634),
    ];
    expect(groupTextItemsIntoLines(fragments).slice(0, 4)).toEqual([
      'Nantes — +33 6 39 98 72 03 — oceane.poirier@example.net — linkedin.com/in/op',
      'Sales director with nine years in B2B sales, who likes lasting relations with her customers.',
      '2024 – 2025 : Sales director — Benali Textiles Distribution SAS',
      'Grew the area’s turnover to 560 k€ in a year.',
    ]);
  });
});

describe('a line that stops on a small word', () => {
  it('goes on the next line, in French too (‘chez’: at an employer)', () => {
    const fragments = [
      ...line('Grew the turnover of the area to 560 k€.', 50, 712), // ends at 250: the column's edge
      // ends at 255, on the edge: 'Agence' did not fit; the next line is 2 pt further down than the leading
      ...line('2014 – 2019 : Senior account manager chez', 50, 700),
      ...line('Agence Lemaire Immobilier', 50, 686),
      ...line('Recruited 14 sales reps.', 50, 674),
    ];
    expect(groupTextItemsIntoLines(fragments)).toEqual([
      'Grew the turnover of the area to 560 k€.',
      '2014 – 2019 : Senior account manager chez Agence Lemaire Immobilier',
      'Recruited 14 sales reps.',
    ]);
  });

  it('joins a header a narrow box cut, on a separator or before what ends a firm’s name, in a wide column', () => {
    // the column is 300 pt wide (its bullets say so): each of these lines would have left room for the next word
    const fragments = [
      ...line('IT Support Technician', 50, 700),
      ...line('—', 50, 686),
      ...line('Northgate Computing', 50, 672),
      ...line('Ltd', 50, 658),
      ...bullet('Managed hardware and software licences for the whole of the company', 644),
      // the next job, a little further down
      ...line('Field Engineer —', 50, 624),
      ...line('Harbour Data Services', 50, 610),
      ...bullet('Installed the network of two new sites', 596),
    ];
    expect(groupTextItemsIntoLines(fragments)).toEqual([
      'IT Support Technician — Northgate Computing Ltd',
      '• Managed hardware and software licences for the whole of the company',
      'Field Engineer — Harbour Data Services',
      '• Installed the network of two new sites',
    ]);
  });

  it('keeps apart a short line and the next that merely start with capitals', () => {
    const fragments = [
      ...line('Harbour Data Services', 50, 700),
      ...line('Leeds', 50, 686),
      ...bullet('Installed the network of two new sites for the whole of the group', 672),
    ];
    expect(groupTextItemsIntoLines(fragments)).toHaveLength(3);
  });

  it('joins a firm’s name a narrow column cut after a particle or an ampersand, or before its plural profession', () => {
    // a column as wide as its widest line ('Boomgaard' did not fit after 'Den'), the header's lines a point further
    // apart than the bullets' (a paragraph's leading): only the words say the name goes on
    const job = (header: string, cut: string, y: number) => [
      ...line(header, 50, y),
      ...line(cut, 50, y - 13),
      ...bullet('Celkweek', y - 25),
      ...bullet('Geschillen', y - 37),
      ...bullet('Betalingen', y - 49),
    ];
    const fragments = [
      ...job('Doctoraatsstudent — Onderzoekscentrum Den', 'Boomgaard', 700),
      ...job('Jurist — Advocatenkantoor Lambert &', 'Willems', 630),
      ...job('Medewerker crediteuren · Bakker', 'Accountants B.V.', 560),
    ];
    expect(groupTextItemsIntoLines(fragments).filter((l) => !l.startsWith('•'))).toEqual([
      'Doctoraatsstudent — Onderzoekscentrum Den Boomgaard',
      'Jurist — Advocatenkantoor Lambert & Willems',
      'Medewerker crediteuren · Bakker Accountants B.V.',
    ]);
  });
});
