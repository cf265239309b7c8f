import { tokenize } from './tokenize';

/**
 * A text prepared once for every look-up of the scorer and the rewriter:
 * - `words`: folded tokens, plus the parts of compound tokens and their glued form ('full-stack' → 'full',
 *   'stack', 'fullstack'), for single-word look-ups;
 * - `line`: the parts, space-joined and padded, for phrase look-ups ('power bi' in 'Power BI-dashboard').
 */
export type TextIndex = { readonly words: ReadonlySet<string>; readonly line: string };

const COMPOUND = /[./+#&-]/;

export function indexText(text: string): TextIndex {
  const words = new Set<string>();
  const parts: string[] = [];
  for (const token of tokenize(text)) {
    words.add(token);
    if (!COMPOUND.test(token)) {
      parts.push(token);
      continue;
    }
    const pieces = token.split(/[./+#&-]+/).filter(Boolean);
    for (const piece of pieces) words.add(piece);
    words.add(pieces.join(''));
    parts.push(...pieces);
  }
  return { words, line: ` ${parts.join(' ')} ` };
}

/** Whether a folded term (one token, or several words) occurs in the text. */
export function hasTerm(index: TextIndex, term: string): boolean {
  const tokens = tokenize(term);
  if (tokens.length === 1 && index.words.has(tokens[0]!)) return true;
  const phrase = tokens.flatMap((t) => t.split(/[./+#&-]+/).filter(Boolean)).join(' ');
  return phrase.length > 0 && index.line.includes(` ${phrase} `);
}
