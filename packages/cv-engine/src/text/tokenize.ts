import { fold } from './fold';

/**
 * Words of a text, folded (see fold.ts), in reading order.
 *
 * Technical tokens stay whole: 'node.js', 'c#', 'c++', 'ci/cd', 'a/b', 'full-stack', 'pl-300'. A token is a run of
 * letters and digits, joined by one of . / - + # & when a letter or digit follows; a trailing '#' or '+' is kept
 * ('c#', 'c++'). Apostrophes split ('d’expérience' gives 'd' and 'experience'), so elisions never glue to words.
 *
 * The rule is the regular expression TOKEN below; `scanTokens` runs it by hand, as a single pass over the text:
 * the expression's Unicode classes made it the slowest step of a generation (a quarter of a millisecond for a
 * two-page CV, and every text is tokenized). tokenize.test.ts checks that both give the same tokens.
 */
export const TOKEN = /[\p{L}\p{N}]+(?:[./+#&-][\p{L}\p{N}]+)*[#+]{0,2}/gu;

export function tokenize(text: string): string[] {
  return scanTokens(fold(text));
}

/** Same as tokenize, keeping the original spelling of each token (for display). */
export function tokenizeSurface(text: string): string[] {
  return scanTokens(text);
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
// Whether each code unit of the Basic Multilingual Plane is a letter or digit: 0 not known yet, 1 yes, 2 no.
const BMP = new Uint8Array(0x10000);

function isLetterOrDigit(codePoint: number): boolean {
  if (codePoint < 0x10000) {
    let known = BMP[codePoint]!;
    if (known === 0) {
      known = LETTER_OR_DIGIT.test(String.fromCharCode(codePoint)) ? 1 : 2;
      BMP[codePoint] = known;
    }
    return known === 1;
  }
  return LETTER_OR_DIGIT.test(String.fromCodePoint(codePoint));
}

// . / - + # & join two runs; # and + may also end a token.
const isJoiner = (code: number) =>
  code === 46 || code === 47 || code === 45 || code === 43 || code === 35 || code === 38;
const isEnding = (code: number) => code === 35 || code === 43;
const width = (codePoint: number) => (codePoint > 0xffff ? 2 : 1);

/** The end of the run of letters and digits starting at `i` (which holds one). */
function endOfRun(text: string, i: number): number {
  let at = i;
  while (at < text.length) {
    const codePoint = text.codePointAt(at)!;
    if (!isLetterOrDigit(codePoint)) break;
    at += width(codePoint);
  }
  return at;
}

export function scanTokens(text: string): string[] {
  const tokens: string[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const codePoint = text.codePointAt(i)!;
    if (!isLetterOrDigit(codePoint)) {
      i += width(codePoint);
      continue;
    }
    const start = i;
    i = endOfRun(text, i);
    // a joiner counts only when a letter or digit follows it
    while (i + 1 < n && isJoiner(text.charCodeAt(i)) && isLetterOrDigit(text.codePointAt(i + 1)!)) {
      i = endOfRun(text, i + 1);
    }
    if (i < n && isEnding(text.charCodeAt(i))) i++;
    if (i < n && isEnding(text.charCodeAt(i))) i++;
    tokens.push(text.slice(start, i));
  }
  return tokens;
}
