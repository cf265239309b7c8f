/**
 * Month names as CVs write them in French, English and Dutch, with their short forms, by month number. The AI
 * gates compare the dates of a block before and after a model's change as month/year pairs, so a translated
 * month ('janv. 2019' → 'Jan 2019') is the same date and a moved one ('Jan 2019' → 'Mar 2019') is not.
 * Spellings are folded (no accents, lower case); a trailing dot is read apart.
 */
export const MONTH_NUMBERS: readonly (readonly string[])[] = [
  ['janvier', 'janv', 'january', 'jan', 'januari'],
  ['fevrier', 'fevr', 'fev', 'february', 'feb', 'februari'],
  ['mars', 'march', 'mar', 'maart', 'mrt'],
  ['avril', 'avr', 'april', 'apr'],
  // 'may' and 'mei' only count before a year (see dates-of.ts): 'may' is also an English verb
  ['mai', 'may', 'mei'],
  ['juin', 'june', 'jun', 'juni'],
  ['juillet', 'juil', 'july', 'jul', 'juli'],
  ['aout', 'august', 'aug', 'augustus'],
  ['septembre', 'sept', 'sep', 'september'],
  ['octobre', 'oct', 'october', 'oktober', 'okt'],
  ['novembre', 'nov', 'november'],
  ['decembre', 'dec', 'december'],
];

/**
 * Seasons as CVs write them beside a year, by number ('été 2016', 'Hiver 2016-2017', 'summers 2014–2016', 'zomer
 * 2007'): a seasonal job's dates. The AI gates keep them with the dates — 'étés 2013 à 2015' → '2013 à 2015'
 * widens three summers into three years. Folded, singular and plural.
 */
export const SEASON_NAMES: readonly (readonly string[])[] = [
  ['printemps', 'spring', 'springs', 'lente', 'voorjaar'],
  // with the French adjectives of a season's job ('saison estivale 2016', 'saison hivernale')
  ['ete', 'etes', 'estival', 'estivale', 'estivales', 'summer', 'summers', 'zomer', 'zomers'],
  ['automne', 'automnes', 'autumn', 'autumns', 'fall', 'herfst', 'najaar'],
  ['hiver', 'hivers', 'hivernal', 'hivernale', 'hivernales', 'winter', 'winters'],
];
