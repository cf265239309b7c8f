/**
 * How a summary says what the candidate is looking for (FR / EN / NL, folded): 'Je recherche un poste de
 * responsable comptable', 'seeking a lead role', 'Ik zoek een rol als…'. A wish is no fact: the role or level
 * it names proves nothing for the title or the summary (document/gates/scope-of.ts), and the level a change
 * keeps inside such a sentence claims nothing either.
 */
export const WISH_PHRASES: readonly RegExp[] = [
  /\b(?:je |j')?(?:recherche|cherche|souhaite|vise|aspire|ambitionne)\b|\bobjectif\s*:|\ba la recherche d/,
  /\b(?:looking for|seeking|aspiring|aiming|hoping|hope to|wish|wishes|would like|want to|keen to|plan to|ambition)\b/,
  /\b(?:zoek|zoekt|ambieer|ambieert|wil graag|streef|streeft)\b|\bop zoek naar\b/,
];
