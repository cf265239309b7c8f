import { describe, expect, it } from 'vitest';
import { createRandom } from '../random';
import { formatPeriod, type PeriodFormat, type PeriodStyle, pickPeriodFormat } from './format-period';

const format = (
  lang: 'fr' | 'en' | 'nl',
  style: PeriodStyle,
  changes: Partial<PeriodFormat> = {},
): PeriodFormat => ({
  ...pickPeriodFormat(createRandom(1), lang, style),
  dash: ' – ',
  capitalMonths: false,
  numeric: 'slash',
  ...changes,
});

describe('formatPeriod', () => {
  const start = { year: 2019, month: 3 };
  const end = { year: 2021, month: 6 };

  it('writes the forms CVs use in each language', () => {
    expect(formatPeriod(format('fr', 'numeric'), start, end)).toBe('03/2019 – 06/2021');
    expect(formatPeriod(format('fr', 'month-long', { present: 'aujourd’hui' }), start, null)).toBe(
      'mars 2019 – aujourd’hui',
    );
    expect(
      formatPeriod(
        format('en', 'month-short', { dash: ' - ', present: 'Present' }),
        { year: 2020, month: 1 },
        null,
      ),
    ).toBe('Jan 2020 - Present');
    expect(
      formatPeriod(format('nl', 'month-short', { present: 'heden' }), { year: 2018, month: 9 }, null),
    ).toBe('sep. 2018 – heden');
    expect(
      formatPeriod(format('en', 'years', { dash: '–' }), { year: 2017, month: 2 }, { year: 2019, month: 5 }),
    ).toBe('2017–2019');
    expect(formatPeriod(format('en', 'since', { since: 'Since' }), { year: 2021, month: 4 }, null)).toBe(
      'Since April 2021',
    );
    expect(formatPeriod(format('nl', 'iso'), start, end)).toBe('2019-03 – 2021-06');
    expect(formatPeriod(format('nl', 'numeric', { numeric: 'dot' }), start, end)).toBe('03.2019 – 06.2021');
  });

  it('elides the French "de" before a vowel and keeps it before a consonant', () => {
    expect(formatPeriod(format('fr', 'from-to'), { year: 2015, month: 4 }, { year: 2018, month: 6 })).toBe(
      'D’avril 2015 à juin 2018',
    );
    expect(formatPeriod(format('fr', 'from-to'), { year: 2015, month: 3 }, { year: 2018, month: 6 })).toBe(
      'De mars 2015 à juin 2018',
    );
  });

  it('writes one year for a job that began and ended in the same year', () => {
    expect(formatPeriod(format('fr', 'years'), { year: 2019, month: 2 }, { year: 2019, month: 9 })).toBe(
      '2019',
    );
  });

  it("uses LinkedIn's and Europass's own forms", () => {
    expect(
      formatPeriod(pickPeriodFormat(createRandom(2), 'en', 'linkedin'), { year: 2020, month: 1 }, null),
    ).toBe('January 2020 - Present');
    expect(formatPeriod(pickPeriodFormat(createRandom(3), 'nl', 'europass'), start, null)).toBe(
      '03/2019 – heden',
    );
  });
});
