/**
 * Accent and case folding, the one comparison key of the engine: 'Développeur' and 'developpeur' are the same
 * word for matching, while the text shown to the user keeps its accents.
 */

// NFD splits 'é' into 'e' + a combining mark; the marks are then dropped. Ligatures and the Dutch 'ĳ' have no
// decomposition into marks, so they get their own row.
const LIGATURES: ReadonlyArray<readonly [RegExp, string]> = [
  [/[æ]/g, 'ae'], // 'Curriculum vitæ'
  [/[œ]/g, 'oe'], // 'cœur', 'œuvre'
  [/[ĳ]/g, 'ij'], // 'Ĳsselland' written with the single Dutch letter
  [/[ß]/g, 'ss'],
  [/ﬁ/g, 'fi'], // PDF ligature code points
  [/ﬂ/g, 'fl'],
];
const ANY_LIGATURE = /[æœĳßﬁﬂ]/;

const COMBINING_MARKS = /[\u0300-\u036f]/g;

const NON_ASCII = /[\u0080-\uffff]/;

export function fold(text: string): string {
  let out = text.toLowerCase();
  if (!NON_ASCII.test(out)) return out; // most words: nothing to fold
  // one scan tells whether the six replacements have anything to do (they rarely do)
  if (ANY_LIGATURE.test(out))
    for (const [pattern, replacement] of LIGATURES) out = out.replace(pattern, replacement);
  return out.normalize('NFD').replace(COMBINING_MARKS, '');
}
