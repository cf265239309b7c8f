/**
 * Letters spaced out on the page ('E X P É R I E N C E', a heading in spaced capitals) are one word to a
 * reader. pdf.js gives them either as one item whose letters it separated with single spaces, or as one item
 * per letter; the words are told apart by the gaps, never by the characters: the gap between two words is the
 * gap between two letters plus a space.
 */
export type Glyphs = { text: string; x: number; xEnd: number; size: number };

// An item of single letters separated by single spaces, at least four of them ('P R O F I L'), an '&' or an
// apostrophe among them ('L i c e n s e s & C e r t i f i c a t i o n s').
const SPACED_ITEM = /^\p{L}(?: [\p{L}&'’]){3,}$/u;
// Fewer single letters in a row than this are ordinary text ('à', 'y', 'A B' in a list of grades).
const RUN = 3;
// × font size: what a space adds to the gap between two letters.
const WORD_GAP = 0.15;

/** An item's text with the spaces pdf.js put between spaced letters taken out, and whether it had any. */
export function unspaceItem(text: string): { text: string; spaced: boolean } {
  if (!SPACED_ITEM.test(text)) return { text, spaced: false };
  // the item's text has no wider gap between words: in small capitals or title case a capital after a small
  // letter starts a word ('P r o f e s s i o n a l E x p e r i e n c e'), and '&' stands between two
  const joined = text
    .replace(/ /g, '')
    .replace(/(\p{Ll})(?=\p{Lu})/gu, '$1 ')
    .replace(/&/g, ' & ');
  return { text: joined, spaced: true };
}

/**
 * The gap two neighbouring pieces must pass to be two words: the usual share of the font size, over the
 * letter gap of the run of single letters they sit in (the median gap between its letters), if any.
 * Returns one threshold per gap (index i: between piece i and i + 1) and whether a spaced run was found.
 */
export function wordGaps(pieces: readonly Glyphs[]): { gaps: number[]; spaced: boolean } {
  const gaps = pieces.slice(1).map((piece, i) => WORD_GAP * Math.max(piece.size, pieces[i]!.size));
  let spaced = false;
  let start = 0;
  for (let i = 1; i <= pieces.length; i++) {
    const single = (p: Glyphs | undefined) => p !== undefined && /^\p{L}$/u.test(p.text);
    if (i < pieces.length && single(pieces[i]) && single(pieces[i - 1])) continue;
    if (i - start >= RUN && single(pieces[start])) {
      const between = pieces.slice(start + 1, i).map((p, k) => p.x - pieces[start + k]!.xEnd);
      const letterGap = median(between);
      if (letterGap > 0.05 * pieces[start]!.size) spaced = true;
      for (let k = start; k < i - 1; k++) gaps[k]! += Math.max(letterGap, 0);
    }
    start = i;
  }
  return { gaps, spaced };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
