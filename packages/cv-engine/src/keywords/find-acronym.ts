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
  return spelledOut(stream, acronym).map((s) => s.from);
}

/** Each place the CV writes the acronym out: its first and last word. */
export function spelledOut(stream: WordStream, acronym: string): Array<{ from: number; to: number }> {
  if (acronym.length < MIN_LETTERS || acronym.length > MAX_LETTERS || !/^\p{L}+$/u.test(acronym)) return [];
  const out: Array<{ from: number; to: number }> = [];
  const compounds = COMPOUNDING.has(stream.language);
  for (const at of firstLetterPositions(stream, acronym[0]!)) {
    const to = spellsFrom(stream, at, acronym, 0, compounds);
    if (to >= 0) out.push({ from: at, to });
  }
  return out;
}

// Dutch glues the words an acronym's letters stand for into one ('Europees Referentiekader' is the ERK,
// 'Beroepsopleidende Leerweg' the BOL): a later letter may open a part of the word, not only the word
const COMPOUNDING: ReadonlySet<string> = new Set(['dutch']);
// a part of a compound is a word of its own: at least four letters before and after the cut ('referentie|kader')
const MIN_PART = 4;

/** Whether the words from `at` on one line spell `acronym` from its letter `k` on, each word giving its first
 *  letter (and in a compounding language the first letter of one of its parts as well): the last word's index,
 *  or -1. */
function spellsFrom(stream: WordStream, at: number, acronym: string, k: number, compounds: boolean): number {
  if (k === acronym.length) return at - 1;
  if (at >= stream.words.length) return -1;
  const word = stream.words[at]!.folded;
  if (k > 0 && /\n/.test(stream.text.slice(stream.words[at - 1]!.end, stream.words[at]!.start))) return -1;
  if (k > 0 && SMALL.has(word)) return spellsFrom(stream, at + 1, acronym, k, compounds);
  if (word[0] !== acronym[k]) return -1;
  const next = spellsFrom(stream, at + 1, acronym, k + 1, compounds);
  if (next >= 0 || !compounds || k + 1 >= acronym.length) return next;
  for (let cut = MIN_PART; cut <= word.length - MIN_PART; cut++) {
    if (word[cut] !== acronym[k + 1]) continue;
    const end = spellsFrom(stream, at + 1, acronym, k + 2, compounds);
    if (end >= 0) return end;
  }
  return -1;
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
