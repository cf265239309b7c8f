import { finish, type PhysicalLine } from './build-physical-lines';
import { COMPOUND_WORD_ENDS } from './compound-word-ends';

/**
 * An item set beside a line after a column gap (a period, a place in a margin): the line with the item after a
 * tab, at the line's own height and with its own wraps — the item is beside it, not another printed line of it.
 */
export function joinBeside(host: PhysicalLine, item: PhysicalLine): PhysicalLine {
  return { ...joinTwo(host, item, '\t'), yLast: host.yLast, wraps: host.wraps };
}

/**
 * Two printed lines as one: the text glued (or joined with `separator`), the pieces and wraps added up. `cut`:
 * A's line end may be where a hyphenation cut a word (see glue).
 */
export function joinTwo(
  a: PhysicalLine,
  b: PhysicalLine,
  separator?: string,
  cut: HyphenCut = 'none',
): PhysicalLine {
  return {
    ...a,
    text: separator === undefined ? glue(a.text, b.text, cut) : `${a.text}${separator}${b.text}`,
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
 * A line whose words are followed, after a column gap, by other words (a title ⇥ its dates at a right tab
 * stop): its words before the gap as a line of their own, and where the gap's words start. Null when the line
 * has no column gap it was printed with (a line already joined from several).
 */
export function beforeTab(line: PhysicalLine): { words: PhysicalLine; tabX: number; at: number } | null {
  const at = line.text.indexOf('\t');
  const cell = line.cells.find((c) => c.at === at + 1);
  if (at < 0 || !cell) return null;
  const words = finish(line.pieces.filter((p) => p.x < cell.x - 0.5));
  return words ? { words, tabX: cell.x, at } : null;
}

/** B wrapped under the words before A's column gap: joined to them, the gap's words kept after the tab. */
export function joinBeforeTab(
  a: PhysicalLine,
  b: PhysicalLine,
  split: { tabX: number; at: number },
): PhysicalLine {
  const left = a.pieces.filter((p) => p.x < split.tabX - 0.5);
  const right = a.pieces.filter((p) => p.x >= split.tabX - 0.5);
  return {
    ...joinTwo(a, b),
    text: `${glue(a.text.slice(0, split.at), b.text)}${a.text.slice(split.at)}`,
    xEnd: Math.max(a.xEnd, b.xEnd),
    pieces: [...left, ...b.pieces, ...right],
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
 * How two wrapped lines' texts meet. A soft hyphen marks a word the layout cut ('Devel\u00ad' + 'oping'). A
 * visible hyphen between two letters (or a figure and a letter) is kept, the words glued ('go-' + 'live' →
 * 'go-live', 'Jules-' + 'Verne' → 'Jules-Verne', '24-' + 'classroom'): a line broken at a compound's own hyphen is the usual case, since word processors and
 * browsers do not hyphenate unless told to. A hyphen goes before a lower-case piece only where a hyphenation
 * put it (`cut`): 'typeset' — the hyphen printed apart from its word's letters, as typesetters (LaTeX, Typst)
 * add theirs ('submis' '-' / 'sions)' → 'submissions)'); 'edge' — the line ends on the right edge of a
 * justified paragraph, where a piece that is no word of its own is a cut ('Devel-' + 'oping' → 'Developing')
 * and a compound keeps its hyphen ('event-' + 'driven').
 */
export type HyphenCut = 'none' | 'edge' | 'typeset';

export function glue(a: string, b: string, cut: HyphenCut = 'none'): string {
  if (a.endsWith('\u00ad')) return `${a.slice(0, -1)}${b}`;
  if (!/[\p{L}\d][-\u2010]$/u.test(a) || !/^[\p{L}\d]/u.test(b)) return `${a} ${b}`;
  if (cut === 'none' || !/^\p{Ll}/u.test(b)) return `${a}${b}`;
  if (cut === 'typeset') return `${a.slice(0, -1)}${b}`;
  const next = (/^\p{L}+/u.exec(b)?.[0] ?? '').toLowerCase();
  const compound = COMPOUND_WORD_ENDS.some(
    (end) => next === end || (next.startsWith(end) && next.length <= end.length + 2),
  );
  return compound ? `${a}${b}` : `${a.slice(0, -1)}${b}`;
}

/** The line ends on a hyphen printed as a piece of its own, right after its word's letters. */
export function endsOnTypesetHyphen(line: PhysicalLine): boolean {
  const [before, last] = line.pieces.slice(-2);
  return (
    before !== undefined &&
    last !== undefined &&
    /^[-\u2010]$/u.test(last.text) &&
    /\p{L}$/u.test(before.text) &&
    last.x - before.xEnd < 0.1 * last.size
  );
}
