import { describe, expect, it } from 'vitest';
import { readCvDocument } from '../document/read-cv-document';
import { planDateTranslations, translatePeriod } from './plan-date-translations';

describe('months and "present" follow the translated headings (issue 23, D21)', () => {
  it('writes a French period in English, a short month short and a full one full', () => {
    expect(translatePeriod('janv. 2019 – aujourd’hui', 'english')).toBe('Jan 2019 – present');
    expect(translatePeriod('septembre 2016 – août 2018', 'english')).toBe('September 2016 – August 2018');
    expect(translatePeriod('De mars 2014 à ce jour', 'english', true)).toBe('From March 2014 to present');
  });

  it('writes English and Dutch periods in French and Dutch, months in lower case but at a line’s start', () => {
    expect(translatePeriod('Jun 2016 – Dec 2019', 'french')).toBe('juin 2016 – déc. 2019');
    expect(translatePeriod('Jun 2016 – Present', 'french', true)).toBe('Juin 2016 – aujourd’hui');
    expect(translatePeriod('Mar 2020 – Present', 'dutch')).toBe('mrt. 2020 – heden');
    expect(translatePeriod('apr. 2021 – heden', 'english')).toBe('Apr 2021 – present');
  });

  it('translates the period only: a month’s name elsewhere in the line is a word', () => {
    const document = readCvDocument(
      ['Léa Martin', 'Expérience', 'Comptable — Maison Mai | mars 2021 – aujourd’hui', '• Clôtures'].join(
        '\n',
      ),
    );
    const [change] = planDateTranslations(document, 'french', 'english');
    expect(change).toMatchObject({
      kind: 'dates_translated',
      before: 'Comptable — Maison Mai | mars 2021 – aujourd’hui',
      after: 'Comptable — Maison Mai | March 2021 – present',
    });
  });

  it('changes nothing when the CV is in the offer’s language', () => {
    const document = readCvDocument(
      ['Léa Martin', 'Expérience', 'Comptable — Acme | mars 2021 – aujourd’hui'].join('\n'),
    );
    expect(planDateTranslations(document, 'french', 'french')).toEqual([]);
  });
});
