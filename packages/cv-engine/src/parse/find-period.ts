/**
 * Dates of an experience or a degree, as the CV writes them: 'mars 2021 – aujourd’hui', 'sept. 2018 – févr. 2021',
 * 'avr. – juin 2016', '2020 – heden', 'Mar 2020 – Present', '01/2019 - 12/2021', 'depuis 2020', '2014'.
 * findPeriod returns the first one in a line; periodYears turns one into sortable years (newest first sorting).
 */

// Month names and their usual abbreviations; the optional '.' is added by the pattern.
const MONTHS = [
  ...['janvier', 'janv', 'fevrier', 'février', 'fevr', 'févr', 'fév', 'mars', 'avril', 'avr', 'mai', 'juin'],
  ...[
    'juillet',
    'juil',
    'août',
    'aout',
    'septembre',
    'sept',
    'octobre',
    'novembre',
    'décembre',
    'decembre',
    'déc',
  ],
  ...['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october'],
  ...['november', 'december', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'],
  ...['januari', 'februari', 'maart', 'mei', 'juni', 'juli', 'augustus', 'oktober', 'mrt', 'okt'],
  // seasons, which internships and student jobs are dated by ('Summer 2018', 'été 2019', 'zomer 2020')
  ...['printemps', 'été', 'ete', 'automne', 'hiver', 'spring', 'summer', 'autumn', 'fall', 'winter'],
  ...['lente', 'zomer', 'herfst'],
  // …and a season every year ('étés 2013 à 2015', 'summers 2014–2016', 'zomers 2012 – 2015')
  ...['étés', 'etes', 'hivers', 'summers', 'winters', 'zomers'],
  // the holidays and the harvest that seasonal jobs are dated by ('Christmas 2013', 'vendanges 2014', 'kerst 2019')
  ...['christmas', 'easter', 'noël', 'noel', 'pâques', 'paques', 'vendanges', 'kerst', 'pasen'],
]
  .sort((a, b) => b.length - a.length) // longest first, so 'sept' is not read as 'sep' + 't'
  .join('|');

// Words for "until now" in the three languages.
const PRESENT = [
  'tot heden',
  'tot nu',
  'à présent',
  'to date',
  "aujourd[’']hui",
  'à ce jour',
  'ce jour',
  'présent',
  'present',
  'actuel(?:lement)?',
  'en cours',
  'current(?:ly)?',
  'now',
  'today',
  'ongoing',
  'heden',
  'vandaag',
  'momenteel',
  'maintenant',
  // 'From January 2021 to date': 'to' is the dash
  'date',
  'nu',
  'huidig',
  'present day',
].join('|');

const YEAR = '(?:19|20)\\d{2}';
const MONTH = `(?:${MONTHS})\\.?`;
// '2019-03' (ISO year and month) before a bare year; a month past 12 is not one ('2019-20' is two years)
const ISO_MONTH = `${YEAR}-(?:0[1-9]|1[0-2])(?!\\d)`;
// 'Jan '21', ''13': a year cut to two digits after an apostrophe
const SHORT_YEAR = "['’]\\d{2}(?!\\d)";
// '01/2019', '03.2020', '09-2020': a month's number and its year
const NUMERIC_MONTH = `\\d{1,2}[/.-]${YEAR}(?!\\d)`;
// '01/09/2020', '3.7.2017', '1 septembre 2020', '1st March 2019': a day first — an administration's or a hospital's
// contract dates
const FULL_DATE = `(?<![\\d/.-])\\d{1,2}[/.-]\\d{1,2}[/.-]${YEAR}(?!\\d)|\\d{1,2}(?:er|st|nd|rd|th)?\\s+${MONTH}\\s+${YEAR}`;
const DATE = `(?:${FULL_DATE}|${MONTH}\\s+${YEAR}|${MONTH}\\s+${SHORT_YEAR}|${NUMERIC_MONTH}|${ISO_MONTH}|${YEAR}|${SHORT_YEAR})`;
const END = `(?:${DATE}|${PRESENT})`;
// 'tot en met' / 't.e.m.' / 't/m': Dutch for 'up to and including'
// '09-2020 / heden': a slash between two dates
const DASH = "\\s*(?:[-–—→/]|->|to|à|au|tot en met|t\\.e\\.m\\.|t/m|tot|until|jusqu[’']?(?:à|au))\\s*";

// 'de … à …', 'from … to …', 'van … tot …': the opening word belongs to the period, elided too before a month
// that opens on a vowel ('D’avril 2023 à novembre 2023', 'd'août 2021 à en cours')
const FROM = "(?:(?<!\\p{L})(?:(?:de|du|from|van)\\s+|d['’]\\s*))?";

const PERIOD = new RegExp(
  [
    `${FROM}${DATE}${DASH}${END}`, // '2016 – 2018', 'mars 2021 – aujourd’hui', 'de janvier 2019 à mars 2021'
    `${MONTH}${DASH}${MONTH}\\s+${YEAR}`, // 'avr. – juin 2016'
    `${DATE}\\s+(?:et|and|en|&)\\s+${DATE}`, // 'étés 2006 et 2007', 'zomer 2005 en zomer 2006'
    `(?:depuis|since|sinds|vanaf)\\s+${DATE}`, // 'depuis 2020'
    `(?:saison\\s+d['’]\\s*)?${MONTH}\\s+${YEAR}`, // 'mars 2021' on its own, 'Saison d’été 2019'
    `(?<![\\d/.-])${NUMERIC_MONTH}`, // '01/2019' on its own
    `(?<![\\d.,])${YEAR}(?![\\d.,]\\d)`, // a year on its own, not part of a larger number
    `^${SHORT_YEAR}(?=\\s|$)`, // '’15 ⇥ Promotiemedewerker': a line opening on a year cut short ('the ’90s' does not)
  ].join('|'),
  'iu',
);

// Every period holds a year or a word for "now": a cheap test that spares most lines the big pattern.
const MAY_HOLD_PERIOD = new RegExp(`(?:19|20)\\d{2}|['’]\\d{2}|${PRESENT}`, 'iu');

export function findPeriod(text: string): { period: string; index: number } | undefined {
  if (!MAY_HOLD_PERIOD.test(text)) return undefined;
  const match = PERIOD.exec(text);
  if (!match) return undefined;
  return { period: match[0].trim(), index: match.index };
}

/** True when the period is a range or ends with a month and year — strong enough to start a new entry. */
/** The period of a text that holds nothing else ('2019', 'Jun 2021 - Dec 2022', '• Jan 2020 – present'). */
export function periodAlone(text: string): string | undefined {
  const found = findPeriod(text);
  return found !== undefined && !/\p{L}{2}/u.test(text.replace(found.period, '')) ? found.period : undefined;
}

export function isRangePeriod(period: string): boolean {
  // the sign inside a numeric month ('09-2020', '01/2019') is no range's
  const signs = period.replace(/(?<!\d)\d{1,2}[/.-](?=(?:19|20)\d{2})/g, '');
  return (
    /[-–—/]|\bto\b|\btot\b|depuis|since|sinds|vanaf/i.test(signs) ||
    /\p{L}\.?\s+\d{4}/u.test(period) ||
    /^\d{1,2}[/.-](?:19|20)\d{2}$/.test(period)
  );
}

const PRESENT_RE = new RegExp(`(?:${PRESENT})\\s*$`, 'iu');
const FAR_FUTURE = 9999;

/** [start, end] years of a period ('present' = 9999), or undefined when it holds no year. */
export function periodYears(period: string | null): [number, number] | undefined {
  if (!period) return undefined;
  const years = (period.match(/(?:19|20)\d{2}/g) ?? []).map(Number);
  if (years.length === 0) return undefined;
  const start = years[0]!;
  const open = PRESENT_RE.test(period) || /depuis|since|sinds|vanaf/i.test(period);
  return [start, open ? FAR_FUTURE : years[years.length - 1]!];
}
