/**
 * Words a translation writes with a capital that name no employer, school or certification: the AI gates
 * (document/gates/names-gate.ts) would otherwise take them for a name the CV never mentions. English and Dutch
 * capitalise languages and nationalities, English also days (months: data/month-numbers.ts); French writes them
 * in lower case, so a CV in French gives no evidence of them. Folded (no accents, lower case).
 */
export const COMMON_CAPITALS: ReadonlySet<string> = new Set([
  // languages and nationalities, English ('Fluent in French')
  ...['english', 'french', 'dutch', 'german', 'spanish', 'italian', 'portuguese', 'arabic', 'chinese'],
  ...['japanese', 'russian', 'polish', 'turkish', 'flemish', 'european', 'belgian', 'swiss', 'british'],
  // languages and nationalities, Dutch ('Vloeiend Frans')
  ...['engels', 'frans', 'nederlands', 'duits', 'spaans', 'italiaans', 'portugees', 'arabisch', 'chinees'],
  ...['vlaams', 'belgisch', 'europees'],
  // days, English
  ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
]);
