import { describe, expect, it } from 'vitest';
import { findPeriod, isRangePeriod } from './find-period';

describe('findPeriod', () => {
  it('reads a numeric month written with a hyphen, and a slash between two dates', () => {
    // 'Role | Company | City | 09-2020 / heden': the year alone lost the month and the end
    expect(findPeriod('Medior ontwikkelaar | Noordlicht | Groningen | 09-2020 / heden')?.period).toBe(
      '09-2020 / heden',
    );
    expect(findPeriod('Webontwikkelaar | Freelance | 01-2019 / 08-2020')?.period).toBe('01-2019 / 08-2020');
    expect(findPeriod('sept. 2017 / juin 2019')?.period).toBe('sept. 2017 / juin 2019');
  });

  it('keeps a numeric month alone whole, and reads ranges of years as before', () => {
    expect(findPeriod('Stage, 03/2018')?.period).toBe('03/2018');
    expect(findPeriod('2019-2020')?.period).toBe('2019-2020');
    expect(findPeriod('HBO-ICT 2014 – 2018')?.period).toBe('2014 – 2018');
    expect(findPeriod('06-19 47 60 25')).toBeUndefined();
  });

  it('tells a range from a month: the sign inside a numeric month is no range’s', () => {
    expect(isRangePeriod('09-2020 / heden')).toBe(true);
    expect(isRangePeriod('2019-2020')).toBe(true);
    expect(isRangePeriod('2014')).toBe(false);
  });

  it('keeps an elided "d’" with its period: the letter is not an employer', () => {
    expect(findPeriod('D’avril 2023 à novembre 2023')?.period).toBe('D’avril 2023 à novembre 2023');
    expect(findPeriod("Chargé de recherche, d'août 2021 à en cours")?.period).toBe("d'août 2021 à en cours");
    expect(findPeriod('De juin 2020 à mars 2023')?.period).toBe('De juin 2020 à mars 2023');
  });

  it('reads full dates, the day first, as a hospital’s or an administration’s contract gives them', () => {
    expect(findPeriod('01/09/2020 – ACTUEL')?.period).toBe('01/09/2020 – ACTUEL');
    expect(findPeriod('Data Analyst\t14/02/2022 – CURRENT')?.period).toBe('14/02/2022 – CURRENT');
    expect(findPeriod('03/07/2017 – 31/08/2020')?.period).toBe('03/07/2017 – 31/08/2020');
    expect(findPeriod('01-09-2020 t/m 31-08-2021')?.period).toBe('01-09-2020 t/m 31-08-2021');
    expect(findPeriod('1er septembre 2020 – 30 juin 2021')?.period).toBe('1er septembre 2020 – 30 juin 2021');
    expect(findPeriod('Tél. 06 12 34 56 78')).toBeUndefined();
  });

  it('reads the holidays and the harvest seasonal jobs are dated by, and a line opening on a year cut short', () => {
    expect(findPeriod('Christmas 2013\tSeasonal Retail Assistant, Castle Mall Toys')?.period).toBe(
      'Christmas 2013',
    );
    expect(findPeriod('vendanges 2013 et 2014')?.period).toBe('vendanges 2013 et 2014');
    expect(findPeriod('kerst 2019')?.period).toBe('kerst 2019');
    expect(findPeriod('’15\tPromotiemedewerker, Promo Team')).toEqual({ period: '’15', index: 0 });
    // not a decade, nor a short year inside a line
    expect(findPeriod('Music of the ’90s')).toBeUndefined();
    expect(findPeriod('Rock Werchter ’15 volunteer')).toBeUndefined();
  });
});
