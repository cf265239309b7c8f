/**
 * The units a figure is read with (document/gates/quantities-of.ts), folded, each spelling to one unit: a figure
 * keeps its unit through a translation ('10 semaines' → '10 weeks'), and a changed unit is a changed fact
 * ('10 weeks' → '10 months', '€2.4M' → '£2.4M'). Currencies may stand before or after the figure; the other
 * units after it.
 */
const unit = (name: string, spellings: string) => spellings.split(' ').map((s) => [s, name] as const);

export const CURRENCY_WORDS: ReadonlyMap<string, string> = new Map([
  ...unit('eur', '€ eur euro euros'),
  ...unit('usd', '$ usd dollar dollars'),
  ...unit('gbp', '£ gbp pound pounds'),
  ...unit('chf', 'chf'),
]);

export const UNIT_WORDS: ReadonlyMap<string, string> = new Map([
  ...unit('percent', '% percent pourcent procent pct'),
  ...unit('points', 'pt pts point points punt punten'),
  ...unit('times', 'x × fois keer maal times time'),
  ...unit('year', 'an ans annee annees year years yr yrs jaar jaren'),
  ...unit('month', 'mois month months maand maanden'),
  ...unit('week', 'semaine semaines sem week weeks weken'),
  ...unit('day', 'j jour jours day days dag dagen werkdag werkdagen'),
  ...unit('quarter', 'trimestre trimestres quarter quarters kwartaal kwartalen'),
  ...unit('hour', 'h heure heures hour hours hr hrs uur uren'),
  ...unit('minute', 'min minute minutes minuut minuten'),
  ...unit('second', 's sec seconde secondes second seconds seconden'),
  ...unit('millisecond', 'ms milliseconde millisecondes millisecond milliseconds'),
  ...unit('microsecond', 'µs μs microseconde microsecondes microsecond microseconds'),
  // a load, a volume, a distance: '12 m³' → '12 tonnes' is another vehicle, '450 km' → '450 miles' another round
  ...unit('tonne', 't tonne tonnes ton tons tonnen'),
  ...unit('kilogram', 'kg kilo kilos kilogram kilograms kilogramme kilogrammes'),
  ...unit('litre', 'l litre litres liter liters'),
  ...unit('kilometre', 'km kilometre kilometres kilometer kilometers'),
  ...unit('mile', 'mile miles mijl'),
  // written as signs in the text (UNIT_SIGNS), or in words
  ...unit('square-metre', 'sqm m²'),
  ...unit('cubic-metre', 'cbm m³'),
  ...unit('square-kilometre', 'sqkm km²'),
]);

/**
 * Units written with a digit or an exponent, which the figures' reading would take for a code or lose ('m³' is
 * a letter and an exponent): each read as one word before the figures are ('1 200 m³' → '1 200 cbm'), so that
 * '1 200 m³ coulés' → '1 200 m² coulés' is a changed unit (another quantity), not the same figure.
 */
export const UNIT_SIGNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?<=\d\s?)km[²2](?![\p{L}\p{N}])/gu, 'sqkm'],
  [/(?<=\d\s?)m[²2](?![\p{L}\p{N}])/gu, 'sqm'],
  [/(?<=\d\s?)m[³3](?![\p{L}\p{N}])/gu, 'cbm'],
];

/**
 * Words that name a span of time with or without a figure ('within the first quarter', '8 uur per week',
 * 'monthly'): a change may name only the spans its evidence names, and keeps those of its block ('first
 * quarter' → 'first month', 'per week' → 'per dag' are changed facts). Not the short or ambiguous forms ('an'
 * is English's article, 'jour' is in 'mise à jour', 's' and 'h' stand for other things), which count only in the
 * phrases of DURATION_PHRASES.
 */
export const DURATION_WORDS: ReadonlyMap<string, string> = new Map([
  ...unit('year', 'ans annee annees year years jaar jaren annual annually yearly annuel annuelle jaarlijks'),
  ...unit('year', 'annuels annuelles jaarlijkse'),
  ...unit('month', 'mois month months maand maanden monthly mensuel mensuelle mensuels mensuelles'),
  ...unit('month', 'maandelijks maandelijkse'),
  ...unit('week', 'semaine semaines week weeks weken weekly hebdomadaire hebdomadaires wekelijks wekelijkse'),
  ...unit('day', 'jours day days dag dagen werkdag werkdagen daily quotidien quotidienne dagelijks'),
  ...unit('day', 'quotidiens quotidiennes dagelijkse'),
  ...unit('quarter', 'trimestre trimestres quarter quarters kwartaal kwartalen quarterly trimestriel'),
  ...unit('quarter', 'trimestrielle trimestriels trimestrielles driemaandelijks'),
  ...unit('hour', 'heures hour hours uur uren hourly'),
  ...unit('minute', 'minute minutes minuut minuten'),
  ...unit('millisecond', 'milliseconde millisecondes millisecond milliseconds'),
  ...unit('microsecond', 'microseconde microsecondes microsecond microseconds'),
]);

/**
 * Words that say an age, whose unit is the year without naming it: 'enfants van 3 tot 12 jaar' is 'children aged
 * 3 to 12' in English. Read as proof only (document/gates/quantities-of.ts): they keep a span, never claim one.
 */
export const AGE_WORDS: ReadonlySet<string> = new Set([
  'aged',
  'ages',
  'age',
  'agee',
  'agees',
  'oud',
  'oude',
]);

/** The French short forms, in the phrases where they name a span ('9 000 écritures par an', 'une fois par jour'). */
export const DURATION_PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  // after a slash with or without a blank ('450 km/jour', '2 visites / an')
  [/(?:\b(?:par|un|l'|l’|chaque|d'un|d’un|cet|cette) |\/ ?)an\b/, 'year'],
  [/(?:\b(?:par|un|le|chaque|d'un|d’un) |\/ ?)jour\b/, 'day'],
  [/(?:\b(?:par|une|chaque|l'|l’|d'une|d’une) |\/ ?)heure\b/, 'hour'],
];

/**
 * Words that bound a figure, folded, each with the side they put the truth on: 'près de 40' is fewer than 40,
 * 'plus de 40' and '40+' more. A change that turns one side into the other changes the fact ('près de 20
 * résidents' → 'plus de 20', 'près de 40 usagers' → '40+'); 'about' is either side, and dropping the word only
 * loses precision. Not 'over' nor 'under' ('over 3 years' is a period, 'under 2 hours' a time).
 */
export const BOUND_WORDS: ReadonlyArray<readonly [bound: 'below' | 'above' | 'about', phrases: string]> = [
  ['below', 'pres de, presque, pas loin de, nearly, almost, just under, close to, bijna, bijkans, net geen'],
  ['above', 'plus de, bien plus de, au moins, more than, upwards of, at least, ruim, meer dan, minstens'],
  ['above', 'minimaal, ruimschoots'],
  ['about', 'environ, quelque, about, around, approximately, roughly, circa, ca, approx, ongeveer, rond'],
  ['about', "zo n, zo'n, grofweg"],
];

/**
 * When a word of DURATION_WORDS names no span of time a change must keep (document/gates/quantities-of.ts), it
 * still proves one, but claims none:
 * - a plural with no figure nor rate before it is a time budget, not a period: "Checked drivers' hours" is
 *   'temps de conduite' in French, 'opening hours', 'les premiers jours';
 * - a team or a shift of the day or the night: 'the day team at 7 am' for 'l'équipe de jour à 7 h';
 * - a period's close: 'year-end accounts', 'month-end close' (hyphenated with 'end').
 */
export const BARE_TIME_PLURALS: ReadonlySet<string> = new Set(
  'hours heures uren days jours dagen weeks semaines weken months maanden years jaren'.split(' '),
);
/** Words before a plural that make it a rate or a count ('per hours' is rare, 'a few days', 'several weeks'). */
export const RATE_WORDS: ReadonlySet<string> = new Set(
  'per par a an each every chaque elke iedere few several quelques plusieurs enkele paar'.split(' '),
);
export const SHIFT_NOUNS: ReadonlySet<string> = new Set(
  'team teams shift shifts staff centre center care nurse nurses dienst dienstens ploeg'.split(' '),
);

/**
 * A time of day is a fact of its own, not a duration: 'à 7 h' (the end of a night shift) is '7 am', never '7 pm'
 * (document/gates/quantities-of.ts reads both as the hour of a 24-hour clock, 7 and 19). 'am'/'pm' say it in
 * English; in French and Dutch the short hour ('h', 'uur') after one of these words ('à 7 h', 'om 7 uur'); '7 h
 * par jour' or '8 uur per week' stay durations.
 */
export const CLOCK_WORDS: ReadonlyMap<string, number> = new Map([
  ['am', 0],
  ['pm', 12],
]);
export const CLOCK_HOURS: ReadonlySet<string> = new Set(['h', 'uur']);
// not 'de', 'van', 'tot', 'rond': 'besparing van 16 uur', 'tot 16 uur per week' are durations; nor 'à' after a
// figure ('de 20 à 16 h' is a range of hours)
export const CLOCK_BEFORE: ReadonlySet<string> = new Set(
  'a vers des jusqu om tegen at until till'.split(' '),
);

/**
 * A bare figure after a summary's years is a part of those years ('ten years in logistics, seven of them at…',
 * 'dix ans de métier, dont huit aux Tilleuls', 'more than seven planning road freight'), judged as years
 * (document/gates/figures-gate.ts) — unless these words stand right before it, which make it a count of its own:
 * 'a team of four planners', 'une équipe de quatre', 'met vier collega's'.
 */
export const COUNT_BEFORE = /(?:^|[^\p{L}])(?:of|with|de|d'|d’|du|des|avec|van|met)\s*$/u;

/**
 * Words that are a count of times on their own ('twice a week' is 'deux fois par semaine', 'tweemaal per week'):
 * read as the figure with its unit, so that a translation into figures keeps it and 'twice' → 'three times' changes it.
 */
export const MULTIPLE_WORDS: ReadonlyMap<string, number> = new Map([
  ['twice', 2],
  ['thrice', 3],
  ['tweemaal', 2],
  ['driemaal', 3],
  ['viermaal', 4],
]);
