import { describe, expect, it } from 'vitest';
import { parseCv } from '../parse/parse-cv';
import { laidOutText } from './laid-out-text';
import { readCv } from './read-cv';

const heading = { size: 12, bold: true, x: 40 };
const at = (x: number, more = {}) => ({ x, ...more });

describe('the reading of a laid-out CV', () => {
  it('reads an undated job in a table row of its own, after the dated rows, as a job', () => {
    const cell = (row: number, index: number, more = {}) => ({
      x: index === 0 ? 40 : 150,
      table: { id: 0, row, cell: index },
      ...more,
    });
    const { text, layout } = laidOutText([
      ['Nadia Benali', { size: 18, bold: true, x: 40 }],
      ['nadia@example.be', at(40)],
      ['EXPÉRIENCES', heading],
      ['2020 – aujourd’hui', cell(0, 0)],
      ['Cheffe d’équipe', cell(0, 1, { bold: true })],
      ['Propreté Mosane, Namur', cell(0, 1, { italic: true })],
      ['• Encadrement de 8 agents de nettoyage', cell(0, 1, { list: 0 })],
      ['2015 – 2020', cell(1, 0)],
      ['Agente d’entretien', cell(1, 1, { bold: true })],
      ['Hôpital du Val, Huy', cell(1, 1, { italic: true })],
      ['• Bionettoyage des chambres', cell(1, 1, { list: 0 })],
      ['Aide ménagère', cell(2, 1, { bold: true })],
      ['Titres-services Ardenne, Dinant', cell(2, 1, { italic: true })],
      ['FORMATION', heading],
      ['CESS, Athénée royal de Huy, 2010', at(40)],
    ]);
    expect(readCv(text, layout).jobs.map((job) => [job.company, job.position, job.period])).toEqual([
      ['Propreté Mosane', 'Cheffe d’équipe', '2020 – aujourd’hui'],
      ['Hôpital du Val', 'Agente d’entretien', '2015 – 2020'],
      ['Titres-services Ardenne', 'Aide ménagère', null],
    ]);
  });

  it('reads lines set a list’s indent further right as inside their job, a year in them opening none', () => {
    const { text, layout } = laidOutText([
      ['Quentin Jacobs', { size: 18, bold: true, x: 40 }],
      ['quentin@example.net', at(40)],
      ['TEWERKSTELLING', heading],
      ['UZ HASSELT', at(40, { bold: true })],
      ['Teamcoördinator zorg | 09/2022 - 04/2025', at(40)],
      ['Plannen van de zorg voor 5 patiënten per dienst', at(54)],
      ['Interne opleiding veilig werken gevolgd in 2023', at(54)],
      ['AZ SINT-LUCAS', at(40, { bold: true })],
      ['Thuisverpleegkundige | 04/2018 - 06/2022', at(40)],
      ['Begeleiden van 6 stagiairs verpleegkunde per jaar', at(54)],
    ]);
    const jobs = parseCv(text, layout).experience;
    expect(jobs.map((job) => [job.company, job.position, job.period])).toEqual([
      ['UZ HASSELT', 'Teamcoördinator zorg', '09/2022 - 04/2025'],
      ['AZ SINT-LUCAS', 'Thuisverpleegkundige', '04/2018 - 06/2022'],
    ]);
    expect(jobs[0]?.description).toEqual([
      'Plannen van de zorg voor 5 patiënten per dienst',
      'Interne opleiding veilig werken gevolgd in 2023',
    ]);
  });

  it('reads no job from the name printed again atop page 2, between a job’s bullets', () => {
    const { text, layout } = laidOutText([
      ['Grace Okafor', { size: 22, bold: true, x: 40 }],
      ['grace@example.co.uk', at(40)],
      ['EMPLOYMENT HISTORY', heading],
      ['Meadowview Care Home — Registered Nurse (nights)\tJan 2016 – Aug 2017', at(40)],
      ['– Night nurse in charge for 48 residents', at(46)],
      ['Grace Okafor', { x: 40, size: 9, page: 2 }],
      ['– Medication rounds and wound care', { x: 46, page: 2 }],
      ['CarePlus Nursing Agency — Agency Nurse\t2016 – 2019', { x: 40, page: 2 }],
      ['– Weekend shifts across medical wards', { x: 46, page: 2 }],
    ]);
    const read = readCv(text, layout);
    expect(read.jobs.map((job) => [job.company, job.position])).toEqual([
      ['Meadowview Care Home', 'Registered Nurse (nights)'],
      ['CarePlus Nursing Agency', 'Agency Nurse'],
    ]);
    expect(parseCv(text, layout).experience).toHaveLength(2);
  });

  it('does not take a section’s name set like the body, inside an entry, for a heading', () => {
    const { text, layout } = laidOutText([
      ['Quentin Jacobs', { size: 18, bold: true, x: 40 }],
      ['quentin@example.net', at(40)],
      ['WERKERVARING', heading],
      ['Verpleegkundige — AZ Sint-Lucas | 04/2018 - 06/2022', at(40)],
      ['Interne opleiding', at(54)],
      ['OPLEIDING', heading],
      ['Bachelor verpleegkunde, Hogeschool Genk, 2009 - 2013', at(40)],
    ]);
    const parsed = parseCv(text, layout);
    expect(parsed.experience).toHaveLength(1);
    expect(parsed.experience[0]?.description).toEqual(['Interne opleiding']);
  });
  it('reads a sidebar that opens on the name and contact as the header, and the main column’s first line as its heading', () => {
    const side = (x = 40) => ({ region: 'sidebar' as const, column: 2, x });
    const { text, layout } = laidOutText([
      ['Loopbaan in de zorg', { size: 12, bold: true, x: 250 }],
      ['Thuisverpleegkundige\t04/2018 - 06/2022', { bold: true, x: 250 }],
      ['AZ Sint-Lucas | Gent', { x: 250 }],
      ['• Opvolgen van parameters en tijdig verwittigen van de arts', { x: 255 }],
      ['Verpleegkundige\t06/2016 - 12/2017', { bold: true, x: 250 }],
      ['Woonzorgcentrum De Linde | Antwerpen', { x: 250 }],
      ['• Dagelijkse verzorging van 17 bewoners met dementie', { x: 255 }],
      ['Quentin Jacobs', { ...side(), size: 15, bold: true }],
      ['Mail : quentin.jacobs@example.net', side()],
      ['OPLEIDING', { ...side(), bold: true }],
      ['Bachelor in de verpleegkunde\t2009 - 2013', side()],
    ]);
    const reading = readCv(text, layout);
    expect(reading.document.sections.map((s) => [s.key, s.heading?.text])).toEqual([
      ['header', undefined],
      ['experience', 'Loopbaan in de zorg'],
      ['education', 'OPLEIDING'],
    ]);
    expect(reading.document.sections[0]?.blocks.map((b) => b.text)).toEqual([
      'Quentin Jacobs',
      'Mail : quentin.jacobs@example.net',
    ]);
    expect(reading.jobs.map((job) => [job.company, job.position, job.period])).toEqual([
      ['AZ Sint-Lucas', 'Thuisverpleegkundige', '04/2018 - 06/2022'],
      ['Woonzorgcentrum De Linde', 'Verpleegkundige', '06/2016 - 12/2017'],
    ]);
  });

  it('keeps the name the main column opens with first, above a sidebar’s contact lines, and reads the main column’s employers by its own headings’ look', () => {
    // a Word sidebar (a text box): its headings bold in the body's size, as the main column's employers are
    const side = (more = {}) => ({ region: 'sidebar' as const, column: 2, x: 0, size: 9.5, ...more });
    const main = (more = {}) => ({ x: 185, size: 9.5, ...more });
    const { text, layout } = laidOutText([
      ['Inès Morel', main({ size: 20, bold: true })],
      ['Responsable de rayon', main({ size: 12 })],
      ['Profil', main({ size: 12, bold: true })],
      ['Huit ans en grande surface, du rayon frais à la gestion d’une équipe.', main()],
      ['Expérience', main({ size: 12, bold: true })],
      ['Hyper Soleil (Tours)', main({ bold: true })],
      ['Responsable de rayon\tmai 2019 – aujourd’hui', main({ italic: true })],
      ['• Équipe de 5 employés et commandes du rayon', main({ x: 200 })],
      ['Épicerie Verte (Blois)\t2015 – 2019', main({ bold: true })],
      ['Employée polyvalente', main({ italic: true })],
      ['• Mise en rayon et caisse', main({ x: 200 })],
      ['Formation', main({ size: 12, bold: true })],
      ['Bac pro commerce\t2015', main({ bold: true })],
      ['06 11 22 33 44', side()],
      ['ines.morel@example.fr', side()],
      ['Compétences', side({ bold: true })],
      ['Gestion des stocks', side()],
      ['Langues', side({ bold: true })],
      ['Anglais', side()],
      ['Loisirs', side({ bold: true })],
      ['Randonnée', side()],
    ]);
    const reading = readCv(text, layout);
    expect(reading.document.sections.map((s) => s.key)).toEqual([
      'header',
      'summary',
      'experience',
      'education',
      'skills',
      'languages',
      'interests',
    ]);
    expect(reading.document.sections[0]?.blocks.map((b) => b.text)).toEqual([
      'Inès Morel',
      'Responsable de rayon',
      '06 11 22 33 44',
      'ines.morel@example.fr',
    ]);
    expect(reading.jobs.map((job) => [job.position, job.period])).toEqual([
      ['Responsable de rayon', 'mai 2019 – aujourd’hui'],
      ['Employée polyvalente', '2015 – 2019'],
    ]);
  });

  it('reads the jobs at the top of page 2 as the experience the main column ended on, not the sidebar read last', () => {
    const side = { region: 'sidebar' as const, column: 2, x: 330 };
    const page2 = { page: 2, x: 40 };
    const { text, layout } = laidOutText([
      ['Benoît Wouters', { size: 18, bold: true, x: 40 }],
      ['b.wouters@example.net', at(40)],
      ['ERVARING', heading],
      ['Boekhouder — Fiduciaire Vermeulen BV\t2015 – 2019', at(40, { bold: true })],
      ['• Opmaken van maandelijkse btw-aangiften', at(43)],
      ['OPLEIDING', { ...side, size: 12, bold: true }],
      ['Graduaat Boekhouden\t1997 – 2001', side],
      ['HOBBY’S', { ...side, size: 12, bold: true }],
      ['• Schaken', { ...side, x: 333 }],
      ['Medewerker crediteurenadministratie — De Smet & Partners\t2010 – 2014', { ...page2, bold: true }],
      ['• Inboeken van aankoopfacturen', { ...page2, x: 43 }],
    ]);
    const reading = readCv(text, layout);
    expect(reading.jobs.map((job) => [job.company, job.position, job.period])).toEqual([
      ['Fiduciaire Vermeulen BV', 'Boekhouder', '2015 – 2019'],
      ['De Smet & Partners', 'Medewerker crediteurenadministratie', '2010 – 2014'],
    ]);
    const hobbies = reading.document.sections.find((s) => s.heading?.text === 'HOBBY’S');
    expect(hobbies?.blocks.map((b) => b.text)).toEqual(['Schaken']);
  });

  it('reads a bold title beside a margin of headings set like it as a job, not a heading', () => {
    const margin = (x: number) => ({ x, width: 122 - x, bold: true });
    const { text, layout } = laidOutText([
      ['Joris Claes', { size: 18, bold: true, x: 45 }],
      ['joris.claes@example.be', at(45)],
      ['Profiel', margin(87)],
      ['Leerkracht met acht jaar ervaring in het lager onderwijs.', at(141, { width: 300 })],
      ['Loopbaan', margin(70)],
      ['Leerkracht 4de leerjaar bij Basisschool De Regenboog', at(141, { bold: true, width: 290 })],
      ['• Klasverantwoordelijke voor 22 leerlingen', at(143, { width: 200 })],
      ['sinds sept. 2020 · Gent', at(141, { size: 9, width: 99 })],
      ['Interimleerkracht bij Scholengroep Leiedal', at(141, { bold: true, width: 230 })],
      ['• Vervangingen in verschillende leerjaren', at(143, { width: 200 })],
      ['2016 – 2017 · Deinze', at(141, { size: 9, width: 91 })],
      ['Opleiding', margin(71)],
      ['Bachelor in het onderwijs, Arteveldehogeschool 2013 – 2016', at(141, { width: 300 })],
    ]);
    const reading = readCv(text, layout);
    expect(reading.document.sections.map((s) => s.heading?.text ?? s.key)).toEqual([
      'header',
      'Profiel',
      'Loopbaan',
      'Opleiding',
    ]);
    expect(reading.jobs.map((job) => [job.company, job.position, job.period])).toEqual([
      ['Basisschool De Regenboog', 'Leerkracht 4de leerjaar', 'sinds sept. 2020'],
      ['Scholengroep Leiedal', 'Interimleerkracht', '2016 – 2017'],
    ]);
  });
});
