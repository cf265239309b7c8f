import { describe, expect, it } from 'vitest';
import { parseCv } from './parse-cv';

/** Degrees as [degree, institution, period], from a CV made of a header and the given education section. */
const degrees = (section: string) =>
  parseCv(`Anna Berg\nanna@example.com\n\nEDUCATION\n${section}`).education.map((d) => [
    d.degree,
    d.institution,
    d.period,
  ]);

describe('the layouts of degree entries', () => {
  it('reads a short degree printed before its school, the field after a comma (RenderCV)', () => {
    expect(
      degrees(
        [
          'PhD Princeton University, Computer Science\tSept 2018 – May 2023',
          '• Thesis: Efficient Neural Architecture Search',
          'Boğaziçi University, BS in Computer Engineering\tSept 2014 – June 2018',
        ].join('\n'),
      ),
    ).toEqual([
      ['PhD', 'Princeton University', 'Sept 2018 – May 2023'],
      ['BS in Computer Engineering', 'Boğaziçi University', 'Sept 2014 – June 2018'],
    ]);
  });

  it('reads a school named by its kind of schooling and its town above the degree as the school', () => {
    expect(degrees('MBO Utrecht\nMBO Management Assistant\n2011 – 2014')).toEqual([
      ['MBO Management Assistant', 'MBO Utrecht', '2011 – 2014'],
    ]);
  });

  it('reads school, year and degree on three lines as one entry', () => {
    expect(degrees('UC Berkeley\n2019\nBachelor of Science, Computer Science')).toEqual([
      ['Bachelor of Science, Computer Science', 'UC Berkeley', '2019'],
    ]);
  });

  it('does not take the grade line for the school', () => {
    expect(
      degrees(
        'B.Tech, Computer Science and Engineering, Indian Institute of Technology Delhi\t2018 – 2022\nOverall GPA: 9.5/10',
      ),
    ).toEqual([
      ['B.Tech, Computer Science and Engineering', 'Indian Institute of Technology Delhi', '2018 – 2022'],
    ]);
  });

  it('reads degree, school and dates on three lines as one entry, a school named with "at" whole', () => {
    expect(degrees('Master Bestuurskunde\nUniversiteit Leiden\n2014 - 2016')).toEqual([
      ['Master Bestuurskunde', 'Universiteit Leiden', '2014 - 2016'],
    ]);
    expect(
      degrees('Bachelor of Science in Computer Science\nUniversity of Illinois at Chicago\nMay 2019'),
    ).toEqual([['Bachelor of Science in Computer Science', 'University of Illinois at Chicago', 'May 2019']]);
  });

  it('knows dotted degrees and schools named without a school word', () => {
    expect(degrees('Georgia Institute of Technology — B.S. Computer Science\t2013 – 2017')).toEqual([
      ['B.S. Computer Science', 'Georgia Institute of Technology', '2013 – 2017'],
    ]);
    expect(degrees('Master Communication, Sciences Po Lyon\t2022 – 2024')).toEqual([
      ['Master Communication', 'Sciences Po Lyon', '2022 – 2024'],
    ]);
  });

  it('starts a new entry at a second dated item, and reads "degree, school" without a school word', () => {
    expect(
      degrees(
        'Bachelor Accountancy – Fontys Hogescholen (2012 – 2016)\nPraktijkdiploma Boekhouden (PDB) – NOVAK (2018)\nCAP Cuisine, CFA de Bordeaux, 2008',
      ),
    ).toEqual([
      ['Bachelor Accountancy', 'Fontys Hogescholen', '2012 – 2016'],
      ['Praktijkdiploma Boekhouden (PDB)', 'NOVAK', '2018'],
      ['CAP Cuisine', 'CFA de Bordeaux', '2008'],
    ]);
  });

  it('keeps a school line dated for a detail, a field after the comma, and a high school, in their entry', () => {
    expect(
      degrees(
        'BSc Econometrie · 2014 – 2017\nUniversiteit Domstad, Utrecht · bestuurslid studievereniging (2016)\nMaster of Science in Computer Science, Specialization in AI\t2014 – 2016\nHigh School Diploma\nSkyline High School, Dallas TX\n2018',
      ).map(([degree, , period]) => [degree, period]),
    ).toEqual([
      ['BSc Econometrie', '2014 – 2017'],
      ['Master of Science in Computer Science, Specialization in AI', '2014 – 2016'],
      ['High School Diploma', '2018'],
    ]);
  });

  it('keeps a degree’s own dash, splits "School, J.D.", and drops the word that only qualified a date', () => {
    expect(
      degrees(
        'DCG – Diplôme de Comptabilité et de Gestion, 2014\nColumbia Law School, J.D., 2013\nHarlan Fiske Stone Scholar\nUniversity of Leeds — BSc Psychology (expected 2026)',
      ),
    ).toEqual([
      ['DCG – Diplôme de Comptabilité et de Gestion', '', '2014'],
      ['J.D.', 'Columbia Law School', '2013'],
      ['BSc Psychology', 'University of Leeds', '2026'],
    ]);
  });

  it('reads one-line degrees in a row, schools after them, and vocational awards', () => {
    expect(
      degrees(
        'BTEC Level 3 Hospitality, Manchester College, 2017 – 2019\nGCSEs, Trinity High School, 2017\nTraineeship Data Analytics, Make IT Work, 2022 – 2023',
      ),
    ).toEqual([
      ['BTEC Level 3 Hospitality', 'Manchester College', '2017 – 2019'],
      ['GCSEs', 'Trinity High School', '2017'],
      ['Traineeship Data Analytics', 'Make IT Work', '2022 – 2023'],
    ]);
  });
});
