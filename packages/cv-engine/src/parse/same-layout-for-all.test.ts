import { describe, expect, it } from 'vitest';
import { parseCv } from './parse-cv';

const jobs = (section: string) =>
  parseCv(`Marc Lenoir\nDirecteur d’usine\nmarc@example.fr\n\n${section}`).experience.map((job) => [
    job.position,
    job.company,
  ]);

describe('the jobs of one section share one layout', () => {
  it('reads a job with words we do not know the way the other jobs are laid out', () => {
    expect(
      jobs(
        [
          'EXPÉRIENCE',
          'FROMAGERIES DU PLATEAU',
          'Directeur de site',
          '2015 – 2024 | Rodez',
          '• Direction d’une usine de 300 salariés',
          'SUCRERIE DU NORD',
          'Responsable de production',
          '2009 – 2015 | Lille',
          '• Conduite des campagnes sucrières',
          'MARINE NATIONALE',
          'Officier de quart',
          '2006 – 2009',
          '• Navigation et sécurité à bord',
        ].join('\n'),
      ),
    ).toEqual([
      ['Directeur de site', 'FROMAGERIES DU PLATEAU'],
      ['Responsable de production', 'SUCRERIE DU NORD'],
      ['Officier de quart', 'MARINE NATIONALE'],
    ]);
  });

  it('counts a job read with an employer’s name as its title as a vote for the other layout', () => {
    expect(
      jobs(
        [
          'EXPÉRIENCE',
          'Maison Fabre — Plongeur\t2022 – 2024',
          '• Plonge et entretien de la cuisine',
          'Brasserie du Port — Réceptionniste\t2019 – 2022',
          '• Accueil des clients',
          'Hôtel Les Tamaris — Veilleur de nuit\t2016 – 2019',
          '• Rondes et accueil de nuit',
        ].join('\n'),
      ),
    ).toEqual([
      ['Plongeur', 'Maison Fabre'],
      ['Réceptionniste', 'Brasserie du Port'],
      ['Veilleur de nuit', 'Hôtel Les Tamaris'],
    ]);
  });

  it('reads a title over its dates, with a line below them, as a second role under the employer above', () => {
    expect(
      jobs(
        [
          'EXPERIENCE',
          'Reading Housing Trust',
          'Finance Manager',
          '2021-09 - Today',
          '• Ran payroll for 9 employees',
          'Purchase Ledger Clerk',
          '2020-11 - 2021-08',
          'Manufacturing SME, £12m turnover',
          '• Matched 220 supplier invoices a month',
          'Hartley Builders Ltd',
          'Accounts Assistant',
          '2017-03 - 2020-10',
          '• Kept the books of 24 companies',
        ].join('\n'),
      ),
    ).toEqual([
      ['Finance Manager', 'Reading Housing Trust'],
      ['Purchase Ledger Clerk', 'Reading Housing Trust'],
      ['Accounts Assistant', 'Hartley Builders Ltd'],
    ]);
  });

  it('reads employer and title written on one line in the order the other jobs use', () => {
    expect(
      jobs(
        [
          'EMPLOYMENT HISTORY',
          'Spokane State University, Senior Lecturer\tAugust 2022 – December 2024',
          '• Supervised 21 master’s students',
          'Rodriguez Pharmaceuticals Ltd, Laboratory Manager\tJuly 2019 – June 2022',
          '• Managed laboratory orders',
          'Elmwood Research Institute, PhD Candidate\tFebruary 2007 – November 2010',
          '• Ran cell culture experiments',
          'Tucson Diagnostics Inc., Laboratory Technician\tMarch 2006 – September 2006',
          '• Prepared samples',
        ].join('\n'),
      ),
    ).toEqual([
      ['Senior Lecturer', 'Spokane State University'],
      ['Laboratory Manager', 'Rodriguez Pharmaceuticals Ltd'],
      ['PhD Candidate', 'Elmwood Research Institute'],
      ['Laboratory Technician', 'Tucson Diagnostics Inc.'],
    ]);
  });

  it('reads a second role under its employer when its first line holds its dates and a context line follows', () => {
    const read = parseCv(
      [
        'Quentin Jacobs',
        'quentin@example.net',
        '',
        'WERKERVARING',
        'AZ SINT-LUCAS',
        'Thuisverpleegkundige | 04/2018 - 06/2022',
        '• Opvolgen van parameters',
        'WOONZORGCENTRUM DE LINDE',
        'Verpleegkundige | 06/2016 - 12/2017',
        '• Wondzorg en bloedafnames',
        'Helpende zorg en welzijn | 11/2014 - 05/2016',
        'Afdeling interne geneeskunde, 30 bedden',
        '• Organiseren van geheugenactiviteiten',
      ].join('\n'),
    ).experience;
    expect(read.map((job) => [job.position, job.company, job.period])).toEqual([
      ['Thuisverpleegkundige', 'AZ SINT-LUCAS', '04/2018 - 06/2022'],
      ['Verpleegkundige', 'WOONZORGCENTRUM DE LINDE', '06/2016 - 12/2017'],
      ['Helpende zorg en welzijn', 'WOONZORGCENTRUM DE LINDE', '11/2014 - 05/2016'],
    ]);
    expect(read[2]?.description).toEqual([
      'Afdeling interne geneeskunde, 30 bedden',
      'Organiseren van geheugenactiviteiten',
    ]);
  });

  it('leaves a section of two jobs laid out differently as each reads', () => {
    expect(
      jobs(
        [
          'EXPÉRIENCE',
          'Responsable qualité',
          'Laiterie Morel',
          '2015 – 2024',
          '• Audits IFS',
          'Biscuiterie Lamy',
          'Technicien qualité',
          '2010 – 2015',
          '• Contrôles en ligne',
        ].join('\n'),
      ),
    ).toEqual([
      ['Responsable qualité', 'Laiterie Morel'],
      ['Technicien qualité', 'Biscuiterie Lamy'],
    ]);
  });
});
