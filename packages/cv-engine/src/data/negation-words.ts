/**
 * Words that deny what follows them, folded (FR / EN / NL): 'not yet certified', 'sans permis', 'geen
 * leidinggevende ervaring', 'zéro accident'. A change that drops every one of them from a block that has one says
 * the opposite of the CV ('not yet certified' → 'certified', 'Zéro accident' → 'Un accident'); a translation
 * says them in its own words, so any of them keeps the denial (document/gates/negation-kept.ts).
 * Not 'non' (a prefix of nouns: 'non-cadre', 'non-profit'), nor 'ne' alone (French writes 'ne… que' for 'only').
 */
export const NEGATIONS: readonly RegExp[] = [
  /\b(?:not|no|never|none|nobody|nothing|without|zero|nil|cannot)\b|n't\b/,
  /\b(?:pas|aucun|aucune|sans|jamais|zero|nul|nulle|ni|personne ne|rien)\b/,
  /\b(?:geen|niet|nooit|zonder|nul|noch|niets|niemand)\b/,
];
