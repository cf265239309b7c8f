import { describe, expect, it } from 'vitest';
import { readCvDocument } from '../read-cv-document';
import { experienceYears } from './experience-years';

const cv = (...periods: string[]) =>
  readCvDocument(
    [
      'Léa Martin',
      'Développeuse',
      'Expérience professionnelle',
      ...periods.flatMap((period, i) => [`Développeuse — Acme ${i} | ${period}`, '• API en Node.js']),
    ].join('\n'),
  );

describe('the years a summary may claim, counted in months to the generation’s day (issue 23)', () => {
  it('counts from the first start to the last end by their months, not by calendar years', () => {
    // September 2018 to mid-June 2026 is 7 years and 9 months: a summary may say 7, not 2026 − 2018 = 8
    expect(experienceYears(cv('sept. 2018 – aujourd’hui'), new Date('2026-06-15T12:00:00Z'))).toBe(7);
    expect(experienceYears(cv('sept. 2018 – aujourd’hui'), new Date('2026-10-01T12:00:00Z'))).toBe(8);
    expect(
      experienceYears(
        cv('mars 2021 – aujourd’hui', 'sept. 2018 – févr. 2021'),
        new Date('2026-06-15T12:00:00Z'),
      ),
    ).toBe(7);
  });

  it('gives the same bound for one CV on one day, whatever the machine’s clock', () => {
    const day = new Date('2024-01-10T12:00:00Z');
    expect(experienceYears(cv('2019 – présent'), day)).toBe(5);
    // a job that starts after the day counts nothing yet
    expect(experienceYears(cv('2025 – présent'), day)).toBe(0);
  });
});
