import { tokenize } from './tokenize';

/**
 * A text prepared once for every look-up of the scorer and the rewriter:
 * - `words`: folded tokens, plus the parts of compound tokens and their glued form ('full-stack' → 'full',
 *   'stack', 'fullstack'), for single-word look-ups;
 * - `line`: the parts, space-joined and padded, for phrase look-ups ('power bi' in 'Power BI-dashboard');
 * - `tokens`: the folded tokens in reading order (tokenize.ts), for counts (language detection).
 */
export type TextIndex = {
  readonly words: ReadonlySet<string>;
  readonly line: string;
  readonly tokens: readonly string[];
};

const COMPOUND = /[./+#&-]/;

export function indexText(text: string): TextIndex {
  const words = new Set<string>();
  const parts: string[] = [];
  const tokens = tokenize(text);
  for (const token of tokens) {
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
  return { words, line: ` ${parts.join(' ')} `, tokens };
}

/** A term prepared for look-ups: its single token, and its phrase of parts. */
export type CompiledTerm = {
  readonly token: string | undefined;
  readonly phrase: string;
  readonly first: string;
};

export function compileTerm(term: string): CompiledTerm {
  const tokens = tokenize(term);
  const parts = tokens.flatMap((t) => t.split(/[./+#&-]+/).filter(Boolean));
  return {
    token: tokens.length === 1 ? tokens[0] : undefined,
    phrase: parts.length ? ` ${parts.join(' ')} ` : '',
    first: parts[0] ?? '',
  };
}

export function hasCompiledTerm(index: TextIndex, term: CompiledTerm): boolean {
  if (term.token !== undefined && index.words.has(term.token)) return true;
  // the phrase's first word must be in the text: a Set lookup spares most searches of the whole line
  return term.phrase !== '' && index.words.has(term.first) && index.line.includes(term.phrase);
}

/** Whether a term (one token, or several words) occurs in the text. */
export function hasTerm(index: TextIndex, term: string): boolean {
  return hasCompiledTerm(index, compileTerm(term));
}
