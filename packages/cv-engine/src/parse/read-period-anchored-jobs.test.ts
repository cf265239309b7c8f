import { describe, expect, it } from 'vitest';
import { parseCv } from './parse-cv';

/**
 * LinkedIn's "Save to PDF" export, as its text comes out in reading order (main column, then the sidebar), in
 * its three languages; written from the export's layout, with people and employers of our own.
 */
const jobs = (text: string) => parseCv(text).experience.map((job) => [job.company, job.position, job.period]);

describe('jobs anchored on their dates, as LinkedIn exports them', () => {
  it('reads several roles under one employer, a total length under it, and a role on its own (English)', () => {
    const text = [
      'Jane Doe',
      'Senior Data Analyst at Northwind Traders',
      'Lyon, Auvergne-Rhône-Alpes, France',
      'Summary',
      'Data analyst with eight years in retail and logistics.',
      'Experience',
      'Northwind Traders',
      '5 years 2 months',
      'Senior Data Analyst',
      'January 2022 - Present (2 years 11 months)',
      'Lyon, Auvergne-Rhône-Alpes, France',
      'Built the weekly sales dashboards used by 40 store managers.',
      'Data Analyst',
      'October 2019 - December 2021 (2 years 3 months)',
      'Automated stock reports in Python and SQL',
      'Contoso Logistics',
      'Business Intelligence Intern',
      'March 2019 - September 2019 (7 months)',
      'Villeurbanne, Auvergne-Rhône-Alpes, France',
      'Education',
      'Université Lumière Lyon 2',
      "Master's degree, Data Science · (2017 - 2019)",
      'Contact',
      'jane.doe@example.com',
      'Top Skills',
      'SQL',
      'Power BI',
    ].join('\n');
    expect(jobs(text)).toEqual([
      ['Northwind Traders', 'Senior Data Analyst', 'January 2022 - Present'],
      ['Northwind Traders', 'Data Analyst', 'October 2019 - December 2021'],
      ['Contoso Logistics', 'Business Intelligence Intern', 'March 2019 - September 2019'],
    ]);
    expect(parseCv(text).technicalSkills).toBe('SQL\nPower BI');
  });

  it('reads the French export', () => {
    const text = [
      'Camille Bernard',
      'Infirmière en bloc opératoire chez CHU de Nantes',
      'Expérience',
      'CHU de Nantes',
      '6 ans 1 mois',
      'Infirmière de bloc opératoire (IBODE)',
      'janvier 2021 - Présent (3 ans 11 mois)',
      'Nantes, Pays de la Loire, France',
      'Instrumentation en chirurgie orthopédique.',
      'Infirmière',
      'novembre 2018 - décembre 2020 (2 ans 2 mois)',
      'Clinique Jules Verne',
      'Aide-soignante',
      'juin 2015 - août 2018 (3 ans 3 mois)',
      'Formation',
      'IFSI de Nantes',
    ].join('\n');
    expect(jobs(text)).toEqual([
      ['CHU de Nantes', 'Infirmière de bloc opératoire (IBODE)', 'janvier 2021 - Présent'],
      ['CHU de Nantes', 'Infirmière', 'novembre 2018 - décembre 2020'],
      ['Clinique Jules Verne', 'Aide-soignante', 'juin 2015 - août 2018'],
    ]);
  });

  it('reads the Dutch export', () => {
    const text = [
      'Pieter Janssens',
      'Projectleider bij Aannemingsbedrijf De Vries',
      'Ervaring',
      'Aannemingsbedrijf De Vries',
      '4 jaar 3 maanden',
      'Projectleider infrastructuur',
      'maart 2022 - heden (2 jaar 9 maanden)',
      'Antwerpen, Vlaanderen, België',
      'Werfleider',
      'september 2020 - februari 2022 (1 jaar 6 maanden)',
      'Stad Gent',
      'Technisch medewerker openbare werken',
      '2015 - 2020 (5 jaar)',
      'Opleiding',
      'Hogeschool Gent',
    ].join('\n');
    expect(jobs(text)).toEqual([
      ['Aannemingsbedrijf De Vries', 'Projectleider infrastructuur', 'maart 2022 - heden'],
      ['Aannemingsbedrijf De Vries', 'Werfleider', 'september 2020 - februari 2022'],
      ['Stad Gent', 'Technisch medewerker openbare werken', '2015 - 2020'],
    ]);
  });

  it('reads a profile page’s cards: lengths after a middle dot, and a role alone with its title above its employer (Dutch)', () => {
    const text = [
      'Fleur van Leeuwen',
      'Office manager',
      'fleur@example.nl',
      'Ervaring',
      'Brugman & Kok Advocaten',
      '8 jr 3 mnd',
      'Office manager',
      'jan. 2021 – heden · 4 jr 11 mnd',
      'Utrecht, Nederland',
      '• Aansturing van drie secretaresses',
      'Managementassistent',
      'sep. 2017 – dec. 2020 · 3 jr 4 mnd',
      '• Agendabeheer voor twee partners',
      'Receptioniste',
      'Hogeweg Vastgoed',
      'feb. 2015 – aug. 2017 · 2 jr 7 mnd',
      '• Telefoon, post en ontvangst van bezoekers',
      'Opleiding',
      'MBO Management Assistant, 2011 – 2014',
    ].join('\n');
    expect(jobs(text)).toEqual([
      ['Brugman & Kok Advocaten', 'Office manager', 'jan. 2021 – heden'],
      ['Brugman & Kok Advocaten', 'Managementassistent', 'sep. 2017 – dec. 2020'],
      ['Hogeweg Vastgoed', 'Receptioniste', 'feb. 2015 – aug. 2017'],
    ]);
  });
});
