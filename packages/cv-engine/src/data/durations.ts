/**
 * How CVs and profile exports write a length of time, in French, English and Dutch: 'N years M months', '2 ans
 * 3 mois', '1 jaar 4 maanden', 'less than a year', 'moins d'un an'. LinkedIn's export writes one after each
 * role's dates, in brackets, and one alone on the line under a company with several roles (its total).
 */
const UNITS = [
  ...['years?', 'yrs?', 'months?', 'mos?'], // English
  ...['ans?', 'années?', 'mois'], // French
  ...['jaar', 'jaren', 'jr', 'maanden', 'maand', 'mnd'], // Dutch
].join('|');

const AMOUNT = `\\d{1,2}\\s*(?:${UNITS})`;
const LESS_THAN = "less than a year|moins d[’']un an|minder dan een jaar";

/** A duration and nothing else: '5 years 2 months', '(7 months)', '1 an 2 mois', '3 jaar'. */
export const DURATION_ALONE = new RegExp(
  `^\\(?\\s*(?:(?:${AMOUNT})(?:[\\s,]+(?:et|and|en)?\\s*${AMOUNT})?|${LESS_THAN})\\s*\\)?$`,
  'iu',
);

/**
 * A duration at the end of a line, in brackets or after a middle dot as LinkedIn's pages print it: 'January 2022 -
 * Present (2 years 11 months)', 'jan. 2021 – heden · 4 jr 11 mnd'.
 */
const LENGTH = `(?:(?:${AMOUNT})(?:[\\s,]+(?:et|and|en)?\\s*${AMOUNT})?|${LESS_THAN})`;
export const DURATION_AFTER = new RegExp(`(?:\\(\\s*${LENGTH}\\s*\\)|[·•]\\s*${LENGTH})\\s*$`, 'iu');
