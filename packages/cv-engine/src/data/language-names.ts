/**
 * Names of languages as a CV's language section lists them, folded (no accents, lower case), in French, English
 * and Dutch — the languages most spoken in and around France, Belgium and the Netherlands, and the world's most
 * taught ones. A section whose lines mostly open on one of these is the languages section
 * (parse/label-sections-by-content.ts).
 */
export const LANGUAGE_NAMES: ReadonlySet<string> = new Set([
  ...['francais', 'anglais', 'neerlandais', 'allemand', 'espagnol', 'italien', 'portugais', 'arabe'],
  ...['chinois', 'mandarin', 'japonais', 'russe', 'turc', 'polonais', 'roumain', 'flamand', 'grec'],
  ...['french', 'english', 'dutch', 'german', 'spanish', 'italian', 'portuguese', 'arabic', 'chinese'],
  ...['japanese', 'russian', 'turkish', 'polish', 'romanian', 'flemish', 'greek', 'hindi', 'berber'],
  ...['frans', 'engels', 'nederlands', 'duits', 'spaans', 'italiaans', 'portugees', 'arabisch', 'chinees'],
  ...['japans', 'russisch', 'turks', 'pools', 'roemeens', 'vlaams', 'grieks', 'papiaments', 'tamazight'],
]);
