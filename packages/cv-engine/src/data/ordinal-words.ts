/**
 * Ordinal numbers written as words in French, English and Dutch, folded, with their number: a requirement's
 * 'tweede spoor' is the CV's '2e spoor', an offer's '1st line support' a CV's 'first-line support'
 * (keywords/match-job-keywords.ts). The figure's own endings are read apart (ORDINAL_FIGURE). Up to the fifth:
 * ads and CVs write higher ones as figures ('10e', '10th') on both sides.
 *
 * Source: the ordinal forms of each language's grammar (Grevisse § 598 for French, ANS § 5.3 for Dutch); Dutch
 * writes the figure with 'e', 'ste' or 'de' ('2e', '1ste', '2de'), French with 'e', 'ème', 'er', 're' ('2e',
 * '2ème', '1er', '1re'), English with 'st', 'nd', 'rd', 'th'.
 */
export const ORDINAL_WORDS: ReadonlyMap<string, number> = new Map([
  ...['first', 'premier', 'premiere', 'eerste'].map((w) => [w, 1] as const),
  ...['second', 'deuxieme', 'seconde', 'tweede'].map((w) => [w, 2] as const),
  ...['third', 'troisieme', 'derde'].map((w) => [w, 3] as const),
  ...['fourth', 'quatrieme', 'vierde'].map((w) => [w, 4] as const),
  ...['fifth', 'cinquieme', 'vijfde'].map((w) => [w, 5] as const),
]);

/** An ordinal written as a figure and its ending ('2e', '1ste', '2nd', '1er', '3eme'), folded. */
export const ORDINAL_FIGURE = /^(\d{1,2})(?:e|eme|er|re|ste|de|st|nd|rd|th)$/;
