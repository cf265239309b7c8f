import { hasEmail, hasUrl } from '../text/contact-patterns';
import { type Feature, featureScore } from '../text/feature-score';
import type { PhysicalLine } from './build-physical-lines';
import { joinCutAddresses } from './join-cut-addresses';
import { joinTwo, sameType } from './join-two-lines';

/**
 * Extraction step 2 — join the printed lines that the page width broke in two, from their geometry. Line B
 * continues line A when B could not have started on A's line (A's end plus B's first word would pass the right
 * edge of A's column) and B starts where A's words start (the hanging indent of a bullet, or the left edge of a
 * paragraph), with no bullet glyph of its own; the text then confirms it (lower-case start, A stopping on a
 * comma or a small word, A filling its column or ending on the edge of a justified one, A being a bullet item).
 * A short line followed by a capitalised one is a list, not a wrap: 'Français — langue maternelle' / 'Anglais — B2'.
 */
type Pair = {
  a: PhysicalLine;
  b: PhysicalLine;
  edge: number;
  settled: boolean;
  justified: boolean;
  /** The closest two lines of this size are on the page (its leading)… */
  leading: number;
  /** …and whether the page puts more space than that between its items or paragraphs. */
  itemsSpaced: boolean;
};
/** A line's column: its right edge, how many lines start at its left edge, whether its text is justified. */
type Column = { edge: number; lines: number; justified: boolean };

const ALIGN = 0.6; // × font size: B starts where A's words start
const FILLED = 0.1;
const SETTLED = 3; // lines starting at a column's left edge before that edge's right end is trusted
// A justified column has several lines that end on its right edge to within a fraction of a character; in a
// ragged one only the longest line does. Past this many such lines, a line ending on the edge is mid-paragraph.
const JUSTIFIED_LINES = 3;
const FLUSH = 0.5; // × character width: 'on the edge'
const LABEL_SHARE = 0.4; // a label before a wrapped list takes less than this share of its line // share of the column's width left empty at the end of a line that was filled

// Small words a line does not end on unless the sentence goes on (FR / EN / NL).
const DANGLING =
  /\s(?:et|ou|de|des|du|la|le|les|un|une|à|au|aux|en|pour|avec|par|sur|dans|and|or|of|the|a|an|to|for|with|in|on|at|by|from|using|het|een|van|voor|met|bij|op|aan|naar|door)$/iu;

const STARTS_WITH_DATE = /^(?:(?:19|20)\d{2}\b|\p{L}{3,9}\.?\s+(?:19|20)\d{2}\b)/u;
const ENDS_WITH_DATE = /(?:(?:19|20)\d{2}|present|présent|aujourd[’']hui|heden|now|today|actuel)\s*\)?$/iu;
const isContactItem = (text: string) => hasEmail(text) || hasUrl(text) || /^\+?[\d\s().-]{8,}$/.test(text);
const firstWordWidth = ({ b }: Pair) => (b.text.split(/\s/)[0]?.length ?? 0) * b.charWidth;
const wouldNotFit = (pair: Pair) =>
  pair.a.xEnd + pair.a.charWidth + firstWordWidth(pair) > pair.edge - pair.a.charWidth * 0.2;

const CONFIRM: ReadonlyArray<Feature<Pair>> = [
  // a sentence does not start in lower case, nor a new item with an opening quote: B goes on from A
  [({ b }) => /^[\p{Ll}(«“„‘"']/u.test(b.text), 3],
  [({ a }) => /[,&(/+–-]$/.test(a.text) || DANGLING.test(a.text), 3], // A stops mid-phrase
  // A fills its column — known only once the column has a few lines that show where its edge is
  [({ a, edge, settled }) => settled && edge - a.xEnd <= FILLED * (edge - a.x), 2],
  [({ a }) => /[\p{Ll}]$/u.test(a.text), 1], // …and stops mid-sentence, on a word
  // A ends on the edge of a justified column: every line of a justified paragraph does but its last, even one
  // ending a sentence ('… using React.' / 'Implementing RESTful services …')
  [({ a, edge, justified }) => justified && edge - a.xEnd <= FLUSH * a.charWidth, 3],
  [({ a }) => ENDS_WITH_DATE.test(a.text), -4], // 'Développeuse — Acme   mars 2021 – aujourd’hui': a header
  [({ a }) => a.bullet, 1], // a bullet item wraps under its own text
  [({ a, b }) => a.bullet && a.textX - a.x > 1 && Math.abs(b.x - a.textX) <= 1, 2], // exactly its hanging indent
  [({ a }) => (a.text.match(/,/g) ?? []).length >= 2 && /[\p{L}\d)]$/u.test(a.text), 1], // a list cut mid-item
  [({ a }) => /[.!?;]$/.test(a.text) || (!a.bullet && /:$/.test(a.text)), -2], // A ends a sentence or a label
  [({ a }) => a.bullet && /:$/.test(a.text), 1], // a bullet's colon announces what follows
  [({ a }) => (a.text.match(/\(/g) ?? []).length > (a.text.match(/\)/g) ?? []).length, 3], // a bracket left open
  // more space between A and B than between the lines of a paragraph: B starts the next item
  // (a line in lower case goes on all the same: a glyph from another font can push one baseline down)
  [({ a, b, leading }) => a.yLast - b.y > looser(leading, b.size) && !/^\p{Ll}/u.test(b.text), -3],
  // …and exactly the leading of a paragraph, where items are spaced further apart: B goes on from A
  [({ a, b, leading, itemsSpaced }) => itemsSpaced && a.yLast - b.y <= leading + 0.3, 2],
  [({ b }) => STARTS_WITH_DATE.test(b.text), -4], // '1997 – 1999 Master of …': the next entry
  [({ a }) => a.text.includes('\t'), -4], // a line with a column gap is a header line (title ⇥ dates)
  [({ a, b }) => isContactItem(a.text) || isContactItem(b.text), -6], // a phone number, then an e-mail
];
const CONFIRMED = 3;
// Lines farther apart than a paragraph's leading by this much (points, or share of the size) are two items:
// a list's items are often spaced by a point or two only.
const looser = (leading: number, size: number) => leading + Math.max(0.6, 0.04 * size);

export function joinWrappedPhysicalLines(printed: readonly PhysicalLine[]): PhysicalLine[] {
  const lines = joinCutAddresses(printed);
  const edges = columnEdges(lines);
  const leadings = leadingsBySize(lines);
  const out: PhysicalLine[] = [];
  lines.forEach((b, i) => {
    const a = out[out.length - 1];
    const column = edges[i - 1]!;
    const pair = a && {
      a,
      b,
      edge: column.edge,
      settled: column.lines >= SETTLED,
      justified: column.justified,
      leading: leadings.get(Math.round(b.size))?.leading ?? Number.POSITIVE_INFINITY,
      itemsSpaced: leadings.get(Math.round(b.size))?.spaced ?? false,
    };
    // `edges[i - 1]` is the edge of A's last physical line: A's first lines share its column
    if (pair && continues(pair)) out[out.length - 1] = joinTwo(a, b);
    else out.push(b);
  });
  return out;
}

function continues(pair: Pair): boolean {
  const { a, b } = pair;
  if (b.bullet || b.marginItem || a.marginItem) return false;
  if (!sameType(a, b)) return false;
  if (!startsUnder(a, b)) return false;
  if (b.y >= a.yLast || a.yLast - b.y > 2.2 * Math.max(a.size, b.size)) return false; // the next printed line, below
  if (Math.abs(a.size - b.size) > 0.15 * a.size) return false; // a heading's size differs from its text
  // under a bullet, a line at exactly its hanging indent without a glyph goes on the item, even one broken by
  // hand before the edge ('… (Node.js, PostgreSQL) :' / '25 000 réservations …')
  const hanging = a.bullet && a.textX - a.x > 1 && Math.abs(b.x - a.textX) <= 1;
  return (hanging || wouldNotFit(pair)) && featureScore(pair, CONFIRM) >= CONFIRMED;
}

/**
 * B starts where A's words start: the hanging indent of a bullet, the left edge of a paragraph, or the indent
 * after a label ('Technical Skills: Go, …' wrapping under 'Go'), never left of A.
 */
function startsUnder(a: PhysicalLine, b: PhysicalLine): boolean {
  const tolerance = ALIGN * a.size;
  if (Math.abs(b.x - a.textX) <= tolerance || Math.abs(b.x - a.x) <= tolerance) return true;
  // under a label's words: only a line that has a label ('Skills:'), not a list indented under a header
  const label = a.text.indexOf(':');
  return label > 0 && b.x > a.textX && b.x < a.textX + LABEL_SHARE * (a.xEnd - a.textX);
}

/**
 * The right edge of each line's column: the farthest end among lines of about its font size (±1 pt) starting
 * near it (±1 font size) — the name, printed larger, may pass the column's edge. Lines are bucketed by their
 * rounded left edge and size, so a page of thousands of lines stays linear.
 */
function columnEdges(lines: readonly PhysicalLine[]): Column[] {
  const farthest = new Map<string, number>();
  const count = new Map<string, number>();
  const keysOf = (line: PhysicalLine) =>
    [...new Set([Math.round(line.x), Math.round(line.textX)])].map((x) => `${x}:${Math.round(line.size)}`);
  for (const line of lines)
    for (const key of keysOf(line)) {
      farthest.set(key, Math.max(farthest.get(key) ?? 0, line.xEnd));
      count.set(key, (count.get(key) ?? 0) + 1);
    }
  // then how many lines of each left edge end on that edge's right end
  const flush = new Map<string, number>();
  for (const line of lines)
    for (const key of keysOf(line))
      if (farthest.get(key)! - line.xEnd <= FLUSH * line.charWidth) flush.set(key, (flush.get(key) ?? 0) + 1);
  return lines.map((line) => {
    let edge = line.xEnd;
    let lineCount = 0;
    let flushCount = 0;
    const reach = Math.ceil(line.size);
    const size = Math.round(line.size);
    for (let key = Math.round(line.x) - reach; key <= Math.round(line.x) + reach; key++)
      for (let s = size - 1; s <= size + 1; s++) {
        edge = Math.max(edge, farthest.get(`${key}:${s}`) ?? 0);
        lineCount += count.get(`${key}:${s}`) ?? 0;
        flushCount = Math.max(flushCount, flush.get(`${key}:${s}`) ?? 0);
      }
    for (let key = Math.round(line.textX) - reach; key <= Math.round(line.textX) + reach; key++)
      for (let s = size - 1; s <= size + 1; s++) edge = Math.max(edge, farthest.get(`${key}:${s}`) ?? 0);
    return { edge, lines: lineCount, justified: flushCount >= JUSTIFIED_LINES };
  });
}

/**
 * The smallest distance between the baselines of two consecutive lines of one size and one left edge (the
 * leading of a paragraph), and whether some such lines are farther apart (items or paragraphs spaced out).
 */
function leadingsBySize(lines: readonly PhysicalLine[]): Map<number, { leading: number; spaced: boolean }> {
  const gaps = new Map<number, number[]>();
  lines.forEach((line, i) => {
    const before = lines[i - 1];
    if (!before || Math.round(before.size) !== Math.round(line.size) || Math.abs(before.x - line.x) > 1)
      return;
    const gap = before.yLast - line.y;
    // farther than two lines apart: a section's gap, not a paragraph's or an item's
    if (gap > 0.8 * line.size && gap < 2.2 * line.size)
      gaps.set(Math.round(line.size), [...(gaps.get(Math.round(line.size)) ?? []), gap]);
  });
  const leadings = new Map<number, { leading: number; spaced: boolean }>();
  for (const [size, all] of gaps) {
    const leading = Math.min(...all);
    leadings.set(size, { leading, spaced: all.some((gap) => gap > looser(leading, size)) });
  }
  return leadings;
}
