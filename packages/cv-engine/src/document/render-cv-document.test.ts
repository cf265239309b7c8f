import { describe, expect, it } from 'vitest';
import { layoutCvText } from '../layout/layout-cv-text';
import { laidOutText } from '../reading/laid-out-text';
import { readCvDocument } from './read-cv-document';
import { renderCvDocument } from './render-cv-document';

describe('renderCvDocument', () => {
  it('writes an employer set in capitals so that the preview keeps it inside its section', () => {
    const heading = { size: 12, bold: true, x: 40 };
    const { text, layout } = laidOutText([
      ['Jeanne Morel', { size: 18, bold: true, x: 40 }],
      ['jeanne.morel@example.fr', { x: 40 }],
      ['CARRIÈRE', heading],
      ['LAITERIES DU BOCAGE', { x: 40, bold: true }],
      ['Directrice de site', { x: 40 }],
      ['2011 – 2015 | Vitré', { x: 40 }],
      ['• Réduction des pertes de 12 %', { x: 40 }],
      ['FORMATION', heading],
      ['Ingénieure agronome, AgroParisTech, 2004', { x: 40 }],
    ]);
    const rendered = renderCvDocument(readCvDocument(text, layout));
    expect(rendered).toContain('**LAITERIES DU BOCAGE**');
    const headings = layoutCvText(rendered)
      .filter((block) => block.kind === 'heading')
      .map((block) => block.spans.map((span) => span.text).join(''));
    expect(headings).toEqual(['CARRIÈRE', 'FORMATION']);
  });
});

describe('renderCvDocument on labels set on a tab stop', () => {
  it('writes each label with its colon and its value, as the CV sets its colons', () => {
    const text = [
      'Curriculum vitae',
      '',
      'Données personnelles',
      'Nom\tLucas Gérard',
      'Date de naissance\t14 mai 1994',
      '',
      'Expérience professionnelle',
      'Période :\t2020 – aujourd’hui',
      'Fonction :\tChef d’équipe vignoble',
      'Employeur :\tChampagne Vautrin, Épernay',
      '',
    ].join('\n');
    const rendered = renderCvDocument(readCvDocument(text));
    expect(rendered).toContain('Nom : Lucas Gérard\nDate de naissance : 14 mai 1994\n');
    expect(rendered).toContain('Fonction : Chef d’équipe vignoble\nEmployeur : Champagne Vautrin, Épernay');
    expect(rendered).not.toContain(' · ');
  });
});

describe('renderCvDocument on a table of jobs', () => {
  // 'Date | Poste et missions | Employeur': extraction gives a row cell after cell, the employer after the tasks
  const cell = (row: number, n: number) => ({ x: 50 + 150 * n, table: { id: 0, row, cell: n } });
  const { text, layout } = laidOutText([
    ['Marc Dubois', { size: 18, bold: true }],
    ['Technicien de laboratoire'],
    ['Lyon · marc.dubois@example.fr'],
    ['EXPÉRIENCE', { size: 12, bold: true }],
    ['Date', { ...cell(0, 0), bold: true }],
    ['Poste et missions', { ...cell(0, 1), bold: true }],
    ['Employeur', { ...cell(0, 2), bold: true }],
    ['03/2019 – présent', cell(1, 0)],
    ['Technicien de laboratoire', cell(1, 1)],
    ['– Préparation des échantillons', { ...cell(1, 1), list: 0 }],
    ['– Contrôle qualité des réactifs', { ...cell(1, 1), list: 0 }],
    ['Laboratoire Rhône Analyses', cell(1, 2)],
    ['Lyon', cell(1, 2)],
    ['01/2015 – 02/2019', cell(2, 0)],
    ['Aide-laborantin', cell(2, 1)],
    ['– Nettoyage du matériel', { ...cell(2, 1), list: 0 }],
    ['– Suivi des stocks', { ...cell(2, 1), list: 0 }],
    ['Clinique des Alpes', cell(2, 2)],
    ['Grenoble', cell(2, 2)],
    ['FORMATION', { size: 12, bold: true }],
    ['BTS Bioanalyses, Lycée Lumière, 2014'],
  ]);
  const document = readCvDocument(text, layout);
  const rendered = renderCvDocument(document);

  it('writes each job’s employer above its tasks, not under them where it reads as the next job’s', () => {
    const jobs = document.sections.find((s) => s.key === 'experience')?.entries;
    expect(jobs?.map((job) => job.company)).toEqual(['Laboratoire Rhône Analyses', 'Clinique des Alpes']);
    expect(rendered).toContain(
      [
        '**03/2019 – présent**',
        'Technicien de laboratoire',
        'Laboratoire Rhône Analyses · Lyon',
        '• Préparation des échantillons',
        '• Contrôle qualité des réactifs',
        '**01/2015 – 02/2019**',
      ].join('\n'),
    );
    expect(rendered).toContain(
      'Clinique des Alpes · Grenoble\n• Nettoyage du matériel\n• Suivi des stocks\n',
    );
  });

  it('keeps the row of column labels, as a line, not as a job in bold', () => {
    expect(rendered).toContain('EXPÉRIENCE\nDate\nPoste et missions\nEmployeur\n');
  });
});

describe('renderCvDocument on a job set one piece a line', () => {
  const text = [
    'Joris van Dijk',
    'Timmerman',
    'joris@example.nl',
    '',
    'WERKERVARING',
    '2014 – heden',
    'Bouwbedrijf Hendriks',
    'Eindhoven',
    'Allround timmerman',
    '• Kozijnen en trappen plaatsen',
    '2011 – 2014',
    'Kozijnfabriek De Kempen',
    'Bladel',
    'Machinaal houtbewerker',
    '• CNC-bank instellen',
    '',
    'OPLEIDING',
    'MBO Timmeren, Summa College, 2011',
  ].join('\n');
  const rendered = renderCvDocument(readCvDocument(text));

  it('writes a header line that is none of the employer, role and dates beside the line above it', () => {
    // four lines before the tasks put the employer far from its dates: the town goes beside the employer
    expect(rendered).toContain(
      [
        '**2014 – heden**',
        'Bouwbedrijf Hendriks · Eindhoven',
        'Allround timmerman',
        '• Kozijnen en trappen plaatsen',
        '**2011 – 2014**',
        'Kozijnfabriek De Kempen · Bladel',
        'Machinaal houtbewerker',
      ].join('\n'),
    );
  });

  it('joins no line of signs or of parts, so that its own rendering reads back the same', () => {
    // found by the parse → render → parse property: each rendering joined one more line
    const odd =
      'Werkervaring\n〡\nData Engineer — Acme Corp\t2019 – 2021\nF\nⲊ\n**Bold** — x |\njane@example.com';
    const once = renderCvDocument(readCvDocument(odd));
    expect(once).toContain('\nF\nⲊ\n**Bold — x |**\n');
    expect(renderCvDocument(readCvDocument(once))).toBe(once);
  });

  it('keeps a header of three lines as the CV writes it', () => {
    const short = renderCvDocument(readCvDocument(text.replace('Eindhoven\n', '')));
    expect(short).toContain('**2014 – heden**\nBouwbedrijf Hendriks\nAllround timmerman\n');
  });
});

describe('renderCvDocument on roles grouped under one employer', () => {
  const text = [
    'Michael Castellano',
    'mj@example.com',
    '',
    'PROFESSIONAL EXPERIENCE',
    'Hartwell & Ruiz LLP — Cincinnati, OH',
    'Audit Senior · SEP 2017 – DEC 2018',
    '• Led fieldwork for manufacturing clients',
    'Audit Associate · SEP 2015 – AUG 2017',
    '• Tested revenue and inventory controls',
    'Ohio Valley Food Bank — Athens, OH · 2013 – 2015',
    'Volunteer Bookkeeper',
    '• Kept the books',
  ].join('\n');
  const rendered = renderCvDocument(readCvDocument(text));

  it('names the employer beside a later role whose lines do not, after its title', () => {
    expect(rendered).toContain('**Audit Associate — Hartwell & Ruiz LLP · SEP 2015 – AUG 2017**\n');
  });

  it('leaves a role that names its employer, and the first role under it, as written', () => {
    expect(rendered).toContain(
      '**Hartwell & Ruiz LLP — Cincinnati, OH**\nAudit Senior · SEP 2017 – DEC 2018\n',
    );
    expect(rendered).toContain(
      '**Ohio Valley Food Bank — Athens, OH · 2013 – 2015**\nVolunteer Bookkeeper\n',
    );
    expect(rendered.match(/Hartwell & Ruiz LLP/g)).toHaveLength(2);
  });
});

describe('renderCvDocument on headings set after a pictogram', () => {
  it('writes the heading’s words without the template’s icon', () => {
    const text = [
      'Rhiannon Pryce',
      'rhiannon@example.co.uk',
      '',
      '⚒ CAREER HISTORY',
      'Housing Officer — Cardiff Council | 2019 – 2024',
      '• Managed 420 tenancies',
      '',
      '\uf19d Education', // an icon font's private glyph
      'BSc Social Policy, Swansea University, 2013',
    ].join('\n');
    const rendered = renderCvDocument(readCvDocument(text));
    expect(rendered).toContain('\nCAREER HISTORY\n');
    expect(rendered).toContain('\nEDUCATION\n');
    expect(rendered).not.toMatch(/⚒|\uf19d/);
  });
});

describe('renderCvDocument on skills drawn as pills', () => {
  const side = { x: 420, width: 120, region: 'sidebar' as const };
  const cv = (region: 'sidebar' | 'main') =>
    laidOutText([
      ['Nora Benali', { size: 18, bold: true }],
      ['nora.benali@example.fr'],
      ['EXPÉRIENCE', { size: 12, bold: true }],
      ['Data analyste — Octave Conseil | 2020 – 2024'],
      ['• Tableaux de bord Power BI pour 30 agences'],
      ...(['COMPÉTENCES', 'Python', 'Excel', 'Power BI', 'Tableau', 'Airflow'] as const).map(
        (text, i): [string, object] => [
          text,
          { ...(region === 'sidebar' ? side : {}), ...(i === 0 ? { size: 12, bold: true } : {}) },
        ],
      ),
    ]);

  it('writes a sidebar’s pills as one list line, each item whole and in its order', () => {
    const { text, layout } = cv('sidebar');
    const rendered = renderCvDocument(readCvDocument(text, layout));
    expect(rendered).toContain('COMPÉTENCES\nPython · Excel · Power BI · Tableau · Airflow');
  });

  it('keeps a list the main column writes one item a line', () => {
    const { text, layout } = cv('main');
    const rendered = renderCvDocument(readCvDocument(text, layout));
    expect(rendered).toContain('COMPÉTENCES\nPython\nExcel\nPower BI\nTableau\nAirflow');
  });
});
