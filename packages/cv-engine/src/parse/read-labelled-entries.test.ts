import { describe, expect, it } from 'vitest';
import { parseCv } from './parse-cv';

/** The classic Europass CV, as its text comes out: each label alone on its line, its value below it. */
const jobs = (section: string) =>
  parseCv(`Curriculum Vitae\nNom(s) / Prénom(s)\nOcéane Poirier\n\n${section}`).experience.map((job) => [
    job.company,
    job.position,
    job.period,
  ]);

describe('jobs read by their labels (Europass)', () => {
  it('reads each field under its label, a label wrapped over two lines included', () => {
    expect(
      jobs(
        [
          'Expérience professionnelle',
          'Dates',
          '01/2024 – 02/2025',
          'Fonction ou poste occupé',
          'Directrice des ventes',
          'Principales activités et',
          'responsabilités',
          '▪ Chiffre d’affaires du secteur porté à 560 k€',
          'Nom et adresse de l’employeur',
          'Benali Distribution SAS',
          'Saint-Étienne, France',
          'Dates',
          '12/2019 – 07/2023',
          'Fonction ou poste occupé',
          'Account manager',
          'Nom et adresse de l’employeur',
          'Concession Marchand',
        ].join('\n'),
      ),
    ).toEqual([
      ['Benali Distribution SAS', 'Directrice des ventes', '01/2024 – 02/2025'],
      ['Concession Marchand', 'Account manager', '12/2019 – 07/2023'],
    ]);
  });

  it('reads the English and Dutch labels', () => {
    expect(
      jobs(
        [
          'Work experience',
          'Dates',
          '09/2022 – 04/2025',
          'Occupation or position held',
          'Staff Nurse',
          'Name and address of employer',
          'Royal Infirmary',
        ].join('\n'),
      ),
    ).toEqual([['Royal Infirmary', 'Staff Nurse', '09/2022 – 04/2025']]);
    expect(
      jobs(
        [
          'Werkervaring',
          'Data',
          '2015 – 2020',
          'Functie of positie',
          'Werfleider',
          'Naam en adres van de werkgever',
          'Stad Gent',
        ].join('\n'),
      ),
    ).toEqual([['Stad Gent', 'Werfleider', '2015 – 2020']]);
  });

  it('reads a label beside its value, the town after the employer’s comma and the duties under their own label', () => {
    const cv = parseCv(
      [
        'Curriculum vitae',
        'Naam\tSam Peeters',
        '',
        'Work experience',
        'Period:\t2018 – 2021',
        'Position:\tOffice Cleaner',
        'Employer:\tBrightSpace Facility Services, Antwerp',
        'Duties:\t– Offices and stairs of four buildings',
        'Period:\t2014 – 2015',
        'Position:\tKitchen Helper',
        'Employer:\tCasa Verde Restaurant, Cluj-Napoca',
      ].join('\n'),
    );
    expect(cv.experience.map((job) => [job.company, job.position, job.period])).toEqual([
      ['BrightSpace Facility Services', 'Office Cleaner', '2018 – 2021'],
      ['Casa Verde Restaurant', 'Kitchen Helper', '2014 – 2015'],
    ]);
    // the town and the duties stay the job's
    expect(cv.experience[0]!.description.join(' ')).toContain('Antwerp');
    expect(cv.experience[0]!.description.join(' ')).toContain('Offices and stairs');
    expect(cv.experience[1]!.description).toEqual(['Cluj-Napoca']);
  });

  it('keeps the name under "Name and address of employer" whole: the address has its own lines', () => {
    expect(
      jobs(
        [
          'Work experience',
          'Dates',
          '09/2018 – 02/2019',
          'Occupation or position held',
          'Research Scientist',
          'Name and address of employer',
          'Trinity Research Centre, Galway',
          'Limerick, Ireland',
        ].join('\n'),
      ),
    ).toEqual([['Trinity Research Centre, Galway', 'Research Scientist', '09/2018 – 02/2019']]);
  });

  it('reads the address after the name’s comma when it has no line of its own, and the Dutch form’s labels', () => {
    expect(
      jobs(
        [
          'Werkervaring',
          'Data',
          'september 2018 – heden',
          'Functie of beroep',
          'Leerkracht lager onderwijs (3de leerjaar)',
          'Belangrijkste taken en verantwoordelijkheden',
          '• Klastitularis van 22 leerlingen',
          'Naam en adres van de werkgever',
          'Vrije Basisschool De Regenboog, Sint-Kruis',
          'Type onderneming of sector',
          'Basisonderwijs',
        ].join('\n'),
      ),
    ).toEqual([
      [
        'Vrije Basisschool De Regenboog',
        'Leerkracht lager onderwijs (3de leerjaar)',
        'september 2018 – heden',
      ],
    ]);
  });
});
