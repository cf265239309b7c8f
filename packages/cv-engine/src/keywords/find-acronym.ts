import type { WordStream } from './word-stream';

/**
 * A requirement and the CV may name one thing by its words and by their initials ('tableaux croisés dynamiques'
 * and 'TCD', 'HDS' and 'hébergeurs de données de santé'): an acronym is met by the words it stands for and the
 * other way round. The small words between ('de', 'of', 'van') are not in the initials. An acronym is three to
 * five letters, written in capitals in the CV; the words are on one line.
 */
const MIN_LETTERS = 3;
// the small words an acronym skips ('Hébergeur de Données de Santé' is HDS), folded
const SMALL = new Set(
  'de du des d la le les l a au aux et en of the and for to in van het een voor der den'.split(' '),
);
const MAX_LETTERS = 5;

/** The initials of a requirement's words of substance ('tcd' for tableaux, croisés, dynamiques), or null. */
export function initialsOf(words: readonly string[]): string | null {
  const own = words.filter((w) => !SMALL.has(w));
  if (own.length < MIN_LETTERS || own.length > MAX_LETTERS || own.some((w) => !/^\p{L}/u.test(w)))
    return null;
  return own.map((w) => w[0]).join('');
}

/** Where the CV writes the acronym in capitals ('TCD'). */
export function positionsOfAcronym(stream: WordStream, initials: string): readonly number[] {
  return (stream.byFolded.get(initials) ?? []).filter((at) => {
    const w = stream.words[at]!;
    const surface = stream.text.slice(w.start, w.end);
    return surface === surface.toUpperCase();
  });
}

/** Where the CV writes, on one line, the words whose initials are the acronym ('hébergeurs de données de santé'
 *  for 'hds'): the position of the first of them. */
export function positionsOfSpelledOut(stream: WordStream, acronym: string): readonly number[] {
  if (acronym.length < MIN_LETTERS || acronym.length > MAX_LETTERS || !/^\p{L}+$/u.test(acronym)) return [];
  const out: number[] = [];
  for (const at of firstLetterPositions(stream, acronym[0]!)) {
    let k = 0;
    let i = at;
    for (; i < stream.words.length && k < acronym.length; i++) {
      const word = stream.words[i]!.folded;
      if (i > at && /\n/.test(stream.text.slice(stream.words[i - 1]!.end, stream.words[i]!.start))) break;
      if (k > 0 && SMALL.has(word)) continue;
      if (word[0] !== acronym[k]) break;
      k++;
    }
    if (k === acronym.length) out.push(at);
  }
  return out;
}

const FIRST = new WeakMap<WordStream, Map<string, number[]>>();

/** The stream's words by their first letter, built once per stream. */
function firstLetterPositions(stream: WordStream, letter: string): readonly number[] {
  let index = FIRST.get(stream);
  if (!index) {
    index = new Map();
    stream.words.forEach((w, at) => {
      const list = index!.get(w.folded[0] ?? '');
      if (list) list.push(at);
      else index!.set(w.folded[0] ?? '', [at]);
    });
    FIRST.set(stream, index);
  }
  return index.get(letter) ?? [];
}
