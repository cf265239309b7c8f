import type { PhysicalLine } from './build-physical-lines';
import { COMPOUND_WORD_ENDS } from './compound-word-ends';

/** Two printed lines as one: the text glued (or joined with `separator`), the pieces and wraps added up. */
export function joinTwo(a: PhysicalLine, b: PhysicalLine, separator?: string): PhysicalLine {
  return {
    ...a,
    text: separator === undefined ? glue(a.text, b.text) : `${a.text}${separator}${b.text}`,
    xEnd: b.xEnd,
    yLast: b.yLast,
    charWidth: (a.charWidth + b.charWidth) / 2,
    pieces: [...a.pieces, ...b.pieces],
    wraps: a.wraps + b.wraps,
    spaced: a.spaced || b.spaced,
    cells: [],
  };
}

/**
 * A sentence goes on in its own type and size: a role in italics is not continued by the plain bullet under
 * it, nor a bold employer by its plain town ('Professeure des écoles, petite section' / 'Accueil des enfants').
 */
export function sameType(a: PhysicalLine, b: PhysicalLine): boolean {
  const last = a.pieces[a.pieces.length - 1];
  const first = b.pieces[0];
  return !last || !first || (last.bold === first.bold && last.italic === first.italic);
}

/**
 * A soft hyphen marks a word the layout cut ('Devel\u00ad' + 'oping'); so does a visible one before a piece
 * that is no word of its own ('Devel-' + 'oping' → 'Developing'), while a compound keeps its hyphen
 * ('event-' + 'driven' → 'event-driven').
 */
export function glue(a: string, b: string): string {
  if (a.endsWith('\u00ad')) return `${a.slice(0, -1)}${b}`;
  if (!/\p{L}-$/u.test(a) || !/^\p{Ll}/u.test(b)) return `${a} ${b}`;
  const next = (/^\p{L}+/u.exec(b)?.[0] ?? '').toLowerCase();
  const compound = COMPOUND_WORD_ENDS.some(
    (end) => next === end || (next.startsWith(end) && next.length <= end.length + 2),
  );
  return compound ? `${a}${b}` : `${a.slice(0, -1)}${b}`;
}
