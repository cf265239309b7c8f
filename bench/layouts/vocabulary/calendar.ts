import type { Lang } from './trade-words';

/** Month names, "present" words and seasons, as CVs write them in each language. */

export const MONTHS_LONG: Record<Lang, string[]> = {
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  nl: [
    'januari',
    'februari',
    'maart',
    'april',
    'mei',
    'juni',
    'juli',
    'augustus',
    'september',
    'oktober',
    'november',
    'december',
  ],
};

/** Abbreviations: French and Dutch with their full stop (none after a whole word: 'mai', 'juin', 'mei'). */
export const MONTHS_SHORT: Record<Lang, string[]> = {
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  nl: ['jan.', 'feb.', 'mrt.', 'apr.', 'mei', 'jun.', 'jul.', 'aug.', 'sep.', 'okt.', 'nov.', 'dec.'],
};

/** How a CV says a job is still going on. */
export const PRESENT: Record<Lang, string[]> = {
  fr: ['aujourd’hui', 'à ce jour', 'présent', 'en cours', 'Aujourd’hui', 'maintenant'],
  en: ['Present', 'present', 'Current', 'Now', 'date', 'Today'],
  nl: ['heden', 'nu', 'Heden', 'vandaag', 'present'],
};

/** "Since March 2021" and "From … to …". */
export const SINCE: Record<Lang, string[]> = {
  fr: ['Depuis'],
  en: ['Since'],
  nl: ['Sinds', 'Sedert', 'Vanaf'],
};
export const FROM_TO: Record<Lang, [string, string][]> = {
  fr: [['De', 'à']],
  en: [['From', 'to']],
  nl: [
    ['Van', 'tot'],
    ['Van', 'tot en met'],
  ],
};

/** Seasons, for the summer and winter jobs of students. */
export const SEASONS: Record<Lang, { summer: string[]; winter: string[] }> = {
  fr: { summer: ['Été', 'Saison d’été', 'Été'], winter: ['Hiver', 'Saison d’hiver'] },
  en: { summer: ['Summer', 'Summer season'], winter: ['Winter', 'Winter season'] },
  nl: { summer: ['Zomer', 'Zomervakantie'], winter: ['Winter', 'Winterseizoen'] },
};

/** LinkedIn's "(3 years 2 months)" in each of its interface languages. */
export const DURATION_WORDS: Record<Lang, { year: [string, string]; month: [string, string] }> = {
  fr: { year: ['an', 'ans'], month: ['mois', 'mois'] },
  en: { year: ['year', 'years'], month: ['month', 'months'] },
  nl: { year: ['jaar', 'jaar'], month: ['maand', 'maanden'] },
};
