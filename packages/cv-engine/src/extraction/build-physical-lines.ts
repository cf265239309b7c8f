import { BULLET_SIGNS } from '../data/bullet-signs';
import type { TextFragment } from './group-text-items-into-lines';
import { unspaceItem, wordGaps } from './pdf/letter-spacing';

/**
 * Extraction step 1 — the page's fragments as printed lines, with their geometry and type. pdf.js gives
 * fragments in its reading order (a two-column page column by column); that order is kept, and a fragment
 * starts a new line when pdf.js marked the previous one as ending a line, when it sits at another height, or
 * when it jumps back to the left (the next column starting at the same height). Never re-sorted by position:
 * sorting by height is what interleaves two columns. Within a line, a gap wider than a space is a space, one
 * wider than a cell's padding starts a cell (split-table-cells.ts decides whether it is a table's), and
 * spaced-out letters are joined into their words (pdf/letter-spacing.ts).
 */
export type PhysicalLine = {
  text: string;
  /** Left edge of the line, and of its text after a bullet glyph (the hanging indent of a wrapped item). */
  x: number;
  textX: number;
  xEnd: number;
  /** Baselines of the first and the last printed line (they differ once wrapped lines are joined). */
  y: number;
  yLast: number;
  size: number;
  /** The line opens with a bullet glyph. */
  bullet: boolean;
  /** Average width of a character of this line, to estimate the width of a word. */
  charWidth: number;
  /** A flush-right item moved back under its entry's header (relocate-margin-items.ts). */
  marginItem?: boolean;
  /** One cell of a table's row printed on one baseline, cut from it (split-table-cells.ts). */
  cell?: boolean;
  /** The pieces of text it was printed in, with their type: the line's features are read from them. */
  pieces: Piece[];
  /** Printed lines joined into this one (join-wrapped-physical-lines.ts). */
  wraps: number;
  /** Its letters were spaced out and joined back. */
  spaced: boolean;
  /** Where a cell starts after a wide gap: the index in `text` and the x of the cell's first piece. */
  cells: { at: number; x: number }[];
};

export type Piece = {
  text: string;
  x: number;
  xEnd: number;
  /** Baseline. */
  y: number;
  size: number;
  bold: boolean;
  italic: boolean;
  smallCaps: boolean;
  /** Spaced-out letters pdf.js gave as one item, joined. */
  spaced?: boolean;
};

/** Baselines closer than this share of the font size are one line (superscripts, mixed fonts). */
const SAME_LINE = 0.5;
/** × font size: a gap this wide is a cell's or a column gap's, not a space ('2019 – 2024   École …'). */
const CELL_GAP = 1;
/** × font size: a gap this wide that stays in its line is a column gap, written as a tab ('Title ⇥ dates'). */
const TAB_GAP = 3;

export function buildPhysicalLines(fragments: readonly TextFragment[]): PhysicalLine[] {
  const lines: PhysicalLine[] = [];
  let pieces: Piece[] = [];
  let last: TextFragment | null = null;
  const endLine = () => {
    const line = finish(pieces);
    if (line) lines.push(line);
    pieces = [];
    last = null;
  };
  for (const fragment of fragments) {
    // pdf.js fills a wide gap with a blank item that may reach past the words after it (a title's gap to its
    // dates at a right tab stop): a blank holds no place of its own, the words around it decide
    const blank = fragment.str.trim() === '';
    if (last !== null && !blank) {
      const previous: TextFragment = last;
      const size = Math.max(previous.size, fragment.size, 1);
      const end = previous.x + previous.width;
      if (Math.abs(fragment.y - previous.y) > SAME_LINE * size || fragment.x < end - size) endLine();
    }
    if (!blank) {
      pieces.push(...piecesOf(fragment));
      last = fragment;
    }
    if (fragment.hasEOL && pieces.length > 0) endLine();
  }
  endLine();
  return lines;
}

/** A fragment's words as pieces: its own spaces kept inside, spaced letters joined; blank ones only hold a gap. */
function piecesOf(fragment: TextFragment): Piece[] {
  if (fragment.str.trim() === '') return [];
  const { text, spaced } = unspaceItem(fragment.str);
  // trailing spaces have a width in the PDF, not on the page: they would push the column's edge
  const visible = fragment.str.trimEnd().length / Math.max(fragment.str.length, 1);
  const leading = fragment.str.length - fragment.str.trimStart().length;
  const x = fragment.x + (leading * fragment.width) / Math.max(fragment.str.length, 1);
  return [
    {
      text: spaced ? text : text.trim(),
      x,
      xEnd: fragment.x + fragment.width * visible,
      y: fragment.y,
      size: fragment.size,
      bold: fragment.bold ?? false,
      italic: fragment.italic ?? false,
      smallCaps: fragment.smallCaps ?? false,
      ...(spaced ? { spaced } : {}),
    },
  ];
}

/**
 * Items set in a row with the same room between them, wider than a space ('Cuisine traditionnelle   Fiches
 * techniques   Gestion des commandes', skills or languages as chips): each gap is written as a column gap, or the
 * items would read as one phrase. Three items at least, every gap within a fifth of the others.
 */
const SAME_ROOM = 0.2;
function itemsInARow(pieces: readonly Piece[], stretched: boolean): boolean {
  if (stretched || pieces.length < 3) return false;
  const gaps: number[] = [];
  for (let i = 1; i < pieces.length; i++) {
    const gap = pieces[i]!.x - pieces[i - 1]!.xEnd;
    const size = Math.max(pieces[i]!.size, pieces[i - 1]!.size);
    if (gap > TAB_GAP * size) return false;
    if (gap > CELL_GAP * size) gaps.push(gap);
  }
  if (gaps.length < 2) return false;
  const least = Math.min(...gaps);
  return Math.max(...gaps) <= least * (1 + SAME_ROOM);
}

/** A printed line from its pieces, in reading order (also what a table's cell is, once split off its row). */
export function finish(pieces: readonly Piece[]): PhysicalLine | null {
  if (pieces.length === 0) return null;
  const { gaps, spaced } = wordGaps(pieces);
  const stretched = justifiedSpaces(pieces, gaps);
  let text = pieces[0]!.text;
  const cells: PhysicalLine['cells'] = [];
  const row = itemsInARow(pieces, stretched);
  for (let i = 1; i < pieces.length; i++) {
    const piece = pieces[i]!;
    const gap = piece.x - pieces[i - 1]!.xEnd;
    const size = Math.max(piece.size, pieces[i - 1]!.size);
    if (gap > CELL_GAP * size && !stretched) {
      text += gap > TAB_GAP * size || row ? '\t' : ' ';
      cells.push({ at: text.length, x: piece.x });
    } else if (gap > gaps[i - 1]! && !/\s$/.test(text)) text += ' ';
    text += piece.text;
  }
  text = text.trimEnd(); // not /\s+$/: quadratic on a long run of spaces
  if (text === '') return null;
  const first = pieces[0]!;
  const x = first.x;
  const xEnd = Math.max(...pieces.map((p) => p.xEnd));
  const bullet = OPENS_LIST.test(text) || /^[*–—-]\s+/u.test(text);
  const printed = text.replace(/\s+/g, '').length || 1;
  return {
    text,
    x,
    textX: textStart(pieces),
    xEnd,
    y: first.y,
    yLast: first.y,
    size: Math.max(...pieces.map((p) => p.size)),
    bullet,
    charWidth: (xEnd - x) / printed,
    pieces: [...pieces],
    wraps: 1,
    spaced: spaced || pieces.some((p) => p.spaced),
    cells,
  };
}

/**
 * A justified line set word by word stretches every space alike, past a cell's gap in a narrow column ('three
 * blocks,  their  inspections  and  the'): three word gaps or more, all within a quarter of each other, one of
 * them wide, are spaces. A table's cells are as far apart as their widths leave, hardly ever alike.
 */
function justifiedSpaces(pieces: readonly Piece[], spaceGaps: readonly number[]): boolean {
  const words: number[] = [];
  let wide = false;
  for (let i = 1; i < pieces.length; i++) {
    const gap = pieces[i]!.x - pieces[i - 1]!.xEnd;
    if (gap <= spaceGaps[i - 1]!) continue;
    words.push(gap);
    wide ||= gap > CELL_GAP * Math.max(pieces[i]!.size, pieces[i - 1]!.size);
  }
  if (!wide || words.length < 3) return false;
  return Math.max(...words) - Math.min(...words) <= 0.25 * Math.min(...words);
}

const GLYPHS = BULLET_SIGNS;
const OPENS_LIST = new RegExp(`^[${GLYPHS}]`, 'u');
const BULLET_GLYPHS = new RegExp(`[^\\s${GLYPHS}*–—-]`, 'u');

/** Where the words of a line start: after a bullet glyph and spaces ('• Built' → at 'B'). */
function textStart(pieces: readonly Piece[]): number {
  for (const piece of pieces) {
    const first = piece.text.search(BULLET_GLYPHS);
    if (first !== -1) return piece.x + (first * (piece.xEnd - piece.x)) / Math.max(piece.text.length, 1);
  }
  return pieces[0]!.x;
}
