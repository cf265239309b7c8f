import { describe, expect, it } from 'vitest';
import { readCvDocument } from '../document/read-cv-document';
import { experienceSpan } from './experience-span';

const NOW = new Date('2026-06-15T12:00:00Z');
const span = (...jobs: string[]) =>
  experienceSpan(readCvDocument(['Léa Martin', 'Expérience', ...jobs].join('\n')), NOW);

describe('years of experience from the jobs’ periods (issue 23)', () => {
  it('counts a job running on up to today', () => {
    expect(span('Comptable — Acme | mars 2021 – aujourd’hui', '• Clôtures mensuelles')).toBe(5);
  });

  it('reads « présent » as written, accent and all, as today', () => {
    expect(span('Avocate — Cabinet Lioret | janv. 2021 – présent', '• Contentieux prud’homal')).toBe(5);
  });

  it('counts jobs that overlap once', () => {
    const jobs = [
      'Comptable — Acme | janv. 2018 – déc. 2021',
      '• Clôtures mensuelles',
      'Formatrice — Cnam | sept. 2019 – juin 2020',
      '• Cours du soir en comptabilité',
    ];
    // January 2018 to December 2021 is four years, as a reader counts the months whole
    expect(span(...jobs)).toBe(4);
  });

  it('adds jobs apart, rounding down', () => {
    const jobs = [
      'Comptable — Acme | 2019 – 2021',
      '• Clôtures mensuelles',
      'Aide-comptable — Globex | 2015 – 2016',
      '• Saisie des factures',
    ];
    expect(span(...jobs)).toBe(3);
  });

  it('leaves internships out', () => {
    const jobs = ['Stagiaire comptable — Acme | 2020 – 2021', '• Saisie des factures'];
    expect(span(...jobs)).toBe(0);
  });
});
