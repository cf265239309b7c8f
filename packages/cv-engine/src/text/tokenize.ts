import { fold } from './fold';

/**
 * Words of a text, folded (see fold.ts), in reading order.
 *
 * Technical tokens stay whole: 'node.js', 'c#', 'c++', 'ci/cd', 'a/b', 'full-stack', 'pl-300'. A token is a run of
 * letters and digits, joined by one of . / - + # & when a letter or digit follows; a trailing '#' or '+' is kept
 * ('c#', 'c++'). Apostrophes split ('d’expérience' gives 'd' and 'experience'), so elisions never glue to words.
 */
const TOKEN = /[\p{L}\p{N}]+(?:[./+#&-][\p{L}\p{N}]+)*[#+]{0,2}/gu;

export function tokenize(text: string): string[] {
  return fold(text).match(TOKEN) ?? [];
}

/** Same as tokenize, keeping the original spelling of each token (for display). */
export function tokenizeSurface(text: string): string[] {
  return text.match(TOKEN) ?? [];
}
