import type { TargetLanguage } from '@cv/contracts';
import { fold } from '../text/fold';
import { tokenizeSurface } from '../text/tokenize';
import { stemWord } from './stem-word';

/**
 * A text as the words a phrase is looked up in: each token of the text (text/tokenize.ts) cut at its joiners
 * ('node.js' → node, js; 'a/b-testen' → a, b, testen), each part folded, with where it stands in the text (to give
 * back the text's own spelling of a match) and the glued form of its whole token ('full-stack' → 'fullstack', so
 * that 'fullstack' in a CV meets 'Full-Stack' in an offer). A token ending in '#' or '+' stays whole ('c#').
 *
 * Stems are computed only when asked for, and only for the words that begin like the stem asked for (`byPrefix`):
 * a stem keeps the first letters of its word, and stemming every word of a long CV costs more than the rest of
 * the look-up. The stemmers cache what they computed (stem-word.ts).
 */
export type StreamWord = {
  readonly folded: string;
  readonly start: number;
  readonly end: number;
  /** The part begins with a capital (for names that are also common words: 'Excel', 'AI'). */
  readonly capital: boolean;
  /** On the first part of a token: the whole token folded and glued; '' on the other parts. */
  readonly glued: string;
  /** Index of the token's last part in the stream. */
  readonly tokenEnd: number;
};

export type WordStream = {
  readonly text: string;
  readonly language: TargetLanguage;
  readonly words: readonly StreamWord[];
  readonly byFolded: ReadonlyMap<string, readonly number[]>;
  readonly byGlued: ReadonlyMap<string, readonly number[]>;
  readonly byPrefix: ReadonlyMap<string, readonly number[]>;
};

const JOINERS = /[./+#&-]+/;
const HAS_JOINER = /[./+#&-]/;
const isCapital = (char: string) => char !== char.toLowerCase();
const PREFIX = 3;

/** The first letters a word shares with its stem: the key of the look-ups by stem. */
export const prefixOf = (word: string) => word.slice(0, PREFIX);

export function wordStream(text: string, language: TargetLanguage): WordStream {
  const words: StreamWord[] = [];
  const byFolded = new Map<string, number[]>();
  const byGlued = new Map<string, number[]>();
  const byPrefix = new Map<string, number[]>();
  const push = (map: Map<string, number[]>, key: string, at: number) => {
    const list = map.get(key);
    if (list) list.push(at);
    else map.set(key, [at]);
  };
  let cursor = 0;
  for (const surface of tokenizeSurface(text)) {
    const start = text.indexOf(surface, cursor);
    cursor = start + surface.length;
    const folded = fold(surface);
    // folding keeps the length but for ligatures ('œ' → 'oe'): then the parts are placed on the whole token
    const aligned = folded.length === surface.length;
    const parts =
      !HAS_JOINER.test(folded) || /[#+]$/.test(folded) ? [folded] : folded.split(JOINERS).filter(Boolean);
    const first = words.length;
    const glued = parts.length === 1 ? parts[0]! : parts.join('');
    let offset = 0;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i]!;
      const at = aligned ? folded.indexOf(part, offset) : 0;
      offset = at + part.length;
      words.push({
        folded: part,
        start: start + at,
        end: aligned ? start + at + part.length : cursor,
        capital: isCapital(surface.charAt(at)),
        glued: i === 0 ? glued : '',
        tokenEnd: first + parts.length - 1,
      });
      push(byFolded, part, first + i);
      push(byPrefix, prefixOf(part), first + i);
    }
    if (parts.length > 0) push(byGlued, glued, first);
  }
  return { text, language, words, byFolded, byGlued, byPrefix };
}

/** The stem of the word at `at`, in the stream's language. */
export function stemAt(stream: WordStream, at: number): string {
  return stemWord(stream.words[at]!.folded, stream.language);
}

/** Where words of the given stem stand. */
export function positionsOfStem(stream: WordStream, stem: string): number[] {
  return (stream.byPrefix.get(prefixOf(stem)) ?? []).filter((at) => stemAt(stream, at) === stem);
}

/** The text's own spelling of the words from..to (inclusive). */
export function spellingAt(stream: WordStream, from: number, to: number): string {
  return stream.text.slice(stream.words[from]!.start, stream.words[to]!.end);
}
