/**
 * Numbers written as words in French, English and Dutch, folded (no accents, lower case), for the AI gates
 * (document/gates/quantities-of.ts): 'nine years' says 9 as surely as '9 years', so 'nine' → 'twelve' is a
 * changed figure and 'neuf ans' → '9 years' is not. Compounds are read from these parts ('twenty-five',
 * 'vingt-cinq', 'soixante-dix', 'vijfentwintig'). Left out on purpose: 'un', 'une', 'one', 'een', which are
 * mostly articles ('une équipe', 'een team'): a translation that writes 'a team' loses no figure.
 */
const row = (first: number, words: string) => words.split(' ').map((word, i) => [word, first + i] as const);
const tens = (words: string) => words.split(' ').map((word, i) => [word, 20 + 10 * i] as const);

export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ...row(2, 'two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen'),
  ...row(16, 'sixteen seventeen eighteen nineteen'),
  ...tens('twenty thirty forty fifty sixty seventy eighty ninety'),
  // 'neuf' is also 'new', but a CV's 'neuf' is far more often 'neuf ans'
  ...row(2, 'deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize'),
  ...tens('vingt trente quarante cinquante soixante septante octante nonante'),
  ...row(2, 'twee drie vier vijf zes zeven acht negen tien elf twaalf dertien veertien vijftien zestien'),
  ...row(17, 'zeventien achttien negentien'),
  ...tens('twintig dertig veertig vijftig zestig zeventig tachtig negentig'),
  ['huitante', 80],
  // 'Zéro accident avec arrêt', 'nul defecten': a count as surely as 'one'; a change may say it as a denial
  // instead ('no lost-time accident': document/gates/figures-gate.ts)
  ...['zero', 'zeros', 'nul'].map((word) => [word, 0] as const),
  ...['hundred', 'cent', 'cents', 'honderd'].map((word) => [word, 100] as const),
  ...['dozen', 'douzaine', 'dozijn'].map((word) => [word, 12] as const),
  // a French round count ('une dizaine de machines', 'une quinzaine de clients') says its figure as surely as
  // the figure: 'une dizaine' → 'about ten' keeps it, → 'une quinzaine' changes it
  ...(
    [
      ['huitaine', 8],
      ['dizaine', 10],
      ['quinzaine', 15],
      ['vingtaine', 20],
      ['trentaine', 30],
      ['quarantaine', 40],
      ['cinquantaine', 50],
      ['soixantaine', 60],
      ['centaine', 100],
    ] as const
  ).map(([word, value]) => [word, value] as const),
]);

/**
 * The Dutch round count is a number word with 'tal' ('een tiental', 'een twaalftal cliënten', 'een
 * twintigtal'): read as the number before it, as the French 'dizaine' is.
 */
export const ROUND_COUNT_SUFFIX = 'tal';

/**
 * What follows a figure written as an ordinal, folded (FR '1er', '3e', '3ème', '2nde'; EN '1st', '2nd', '3rd',
 * '4th'; NL '1ste', '3de', '3e'): the figure is the fact and the suffix its language's spelling, so a
 * translation that writes '3e année' as '3de jaar' or '3rd year' keeps it, and a class named '5' in one
 * language and '5e' in another is the same class (the Belgian school years, the French 'classe de 3e').
 */
export const ORDINAL_SUFFIXES: ReadonlySet<string> = new Set(
  'e er ere re eme ieme nd nde de ste st rd th'.split(' '),
);

/**
 * Words and signs that multiply the number before them: '35k', '€2.4M', '2,4 millions', '3 miljard'. The
 * French 'milliard' and Dutch 'miljard' are a thousand millions, like the English 'billion'.
 */
const scale = (value: number, words: string) => words.split(' ').map((word) => [word, value] as const);

export const SCALE_WORDS: ReadonlyMap<string, number> = new Map([
  ...scale(1e3, 'k thousand mille duizend'),
  ...scale(1e6, 'm mn mln mio million millions miljoen'),
  ...scale(1e9, 'b bn md mds mld mrd billion billions milliard milliards miljard'),
]);

/**
 * Ordinal words, folded, with their rank (FR / EN / NL): 'tweede leerjaar' → 'derde leerjaar' moves a class,
 * 'second-line support' → 'third-line' claims a level, as surely as '2e' → '3e'. Read as a code 'ordinal N'
 * (document/gates/quantities-of.ts) that a change may add only where its evidence ranks the same ('3e année' is
 * 'third year'); a change may word one away ('first-line support' → 'support').
 */
const ordinals = (words: string) => words.split(' ').map((word, i) => [word, i + 1] as const);
export const ORDINAL_WORDS: ReadonlyMap<string, number> = new Map([
  ...ordinals('first second third fourth fifth sixth seventh eighth ninth tenth'),
  ...ordinals('premier deuxieme troisieme quatrieme cinquieme sixieme septieme huitieme neuvieme dixieme'),
  ...ordinals('eerste tweede derde vierde vijfde zesde zevende achtste negende tiende'),
  // the French feminine and plural, and 'second(e)' beside 'deuxième'
  ...ordinals('premiere').concat(ordinals('premiers'), ordinals('premieres')),
  ...['second', 'seconde', 'secondes'].map((word) => [word, 2] as const),
]);
