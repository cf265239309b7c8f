/**
 * Skill names that are also common words or short forms of something else: they count only when written with a
 * capital (keywords/skill-terms.ts). Folded.
 */
export const CASE_SENSITIVE_SPELLINGS: ReadonlySet<string> = new Set([
  'ai', // French "j'ai" splits into 'j' and 'ai'
  'ia', // "IA" (intelligence artificielle); 'ia' is a piece of many split words
  'ml', // millilitres
  'excel', // "to excel"
  'express', // "express your ideas"
  'spring', // the season
  'rest', // "the rest"
  'swift', // "swift delivery"
  'rust', // the oxide
  'sage', // French "sage" (wise)
  'lambda', // the Greek letter in maths
  'ray', // a first name, a ray of light
  'sketch', // "a sketch"
  'go', // the verb
  'avg', // "avg." (average) in English
  'wo', // Dutch "wo" (woensdag) in dates
  'bs', // "BS/MS" is a degree; "bs" otherwise is not
  'iri', // a market-data provider, not a word
  'lead', // "lead" the verb; "Team Lead" is written with capitals
  'present', // the tense
  'master', // "master a skill"; the degree is "Master" or "master's"
  'tableau', // French "tableau" (a table, a painting); the product is written with a capital
  'ui', // French "oui" never splits, but "ui" appears in split words ('ui/ux' keeps its own spelling)
]);
