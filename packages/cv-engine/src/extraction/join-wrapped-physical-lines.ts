import { endsAFirmsName } from '../parse/entry-words';
import { reachesScore } from '../text/feature-score';
import type { PhysicalLine } from './build-physical-lines';
import { columnEdges, leadingsBySize } from './column-measures';
import { joinCutAddresses } from './join-cut-addresses';
import {
  beforeTab,
  endsOnTypesetHyphen,
  type HyphenCut,
  joinBeforeTab,
  joinTwo,
  sameType,
} from './join-two-lines';
import { GAP_BESIDE, wordsBeside } from './words-beside';
import {
  CONFIRM,
  CONFIRMED,
  FLUSH,
  JOINING_END,
  NEW_BLOCK,
  type Pair,
  PERIOD_END,
  PERIOD_OPEN,
  periodGoesOn,
  SAME_SIZE,
  SEPARATOR_ALONE,
  wouldNotFit,
} from './wrap-evidence';

/**
 * Extraction step 2 — join the printed lines that the page width broke in two, from their geometry. Line B
 * continues line A when B could not have started on A's line (A's end plus B's first word would pass the right
 * edge of A's column, or the words beside A on its baseline: dates at its right, the next cell of a table) and
 * B starts where A's words start (the hanging indent of a bullet, or the left edge of a paragraph), with no
 * bullet glyph of its own, in the same size and type where they meet, below no more than a paragraph's space;
 * the text then confirms it (wrap-evidence.ts).
 * A short line followed by a capitalised one is a list, not a wrap: 'Français — langue maternelle' / 'Anglais — B2'.
 */
const ALIGN = 0.6; // × font size: B starts where A's words start
const SETTLED = 3; // lines starting at a column's left edge before that edge's right end is trusted
// a label before a wrapped list takes less than this share of its line
const LABEL_SHARE = 0.4;

export function joinWrappedPhysicalLines(printed: readonly PhysicalLine[]): PhysicalLine[] {
  const lines = joinCutAddresses(printed);
  const edges = columnEdges(lines);
  const beside = wordsBeside(lines);
  const leadings = leadingsBySize(lines);
  const out: PhysicalLine[] = [];
  // where the words beside each joined line stop it on the right: the nearest among its printed lines' (a
  // title's dates stand beside its first line, yet its box ends there for every line of it)
  const stops: number[] = [];
  lines.forEach((b, i) => {
    const a = out[out.length - 1];
    const column = edges[i - 1]!;
    const pair = a && {
      a,
      b,
      edge: Math.min(column.edge, stops[stops.length - 1]! - GAP_BESIDE * b.size),
      settled: column.lines >= SETTLED,
      justified: column.justified,
      leading: leadings.get(Math.round(b.size))?.leading ?? Number.POSITIVE_INFINITY,
      itemsSpaced: leadings.get(Math.round(b.size))?.spaced ?? false,
      // words beside a line inside its own column (its dates), not the next column's
      besideA: stops[stops.length - 1]! < column.edge,
      besideB: beside[i]! < (edges[i]?.edge ?? column.edge),
    };
    // `edges[i - 1]` is the edge of A's last physical line: A's first lines share its column
    let joined: PhysicalLine | null = null;
    if (pair && !a.text.includes('\t') && continues(pair)) joined = joinTwo(a, b, undefined, mayBeCut(pair));
    else if (pair && wrapsBeforeTab(pair)) joined = joinBeforeTab(a, b, beforeTab(a)!);
    if (joined) {
      out[out.length - 1] = joined;
      stops[stops.length - 1] = Math.min(stops[stops.length - 1]!, beside[i]!);
    } else {
      out.push(b);
      stops.push(beside[i]!);
    }
  });
  return out;
}

/** Whether A's last hyphen may be a hyphenation's (join-two-lines.ts glue). */
function mayBeCut({ a, edge, justified }: Pair): HyphenCut {
  if (endsOnTypesetHyphen(a)) return 'typeset';
  return justified && edge - a.xEnd <= FLUSH * a.charWidth ? 'edge' : 'none';
}

function continues(pair: Pair): boolean {
  const { a, b } = pair;
  // (a period cut before its dash: 'Oct 2021' / '– present' is no list item)
  if ((b.bullet && !periodGoesOn(a, b)) || b.marginItem || a.marginItem) return false;
  // a sentence goes on in its own type — unless A visibly stops on a sign that joins ('Developer –' / 'Acme Ltd'),
  // or B is only what ends a firm's name, or a separator alone ('IT Support Technician' / '—' / 'WhiteTech'):
  // lines no one ends or starts by choice, which a narrow box cut
  const cutInABox = JOINING_END.test(a.text) || endsAFirmsName(b.text) || SEPARATOR_ALONE.test(b.text);
  if (!sameType(a, b) && !cutInABox) return false;
  if (!startsUnder(a, b)) return false;
  if (b.y >= a.yLast || a.yLast - b.y > 2.2 * Math.max(a.size, b.size)) return false; // the next printed line, below
  // a block starts below a gap wider than a paragraph's line and a half, or in another size (an employer in
  // 12 pt, then the role in 11 pt)
  if (a.yLast - b.y > pair.leading + NEW_BLOCK * b.size) return false;
  if (Math.abs(a.size - b.size) > 0.15 * a.size) return false;
  const [end, start] = [a.pieces[a.pieces.length - 1]!.size, b.pieces[0]!.size];
  if (Math.abs(end - start) > SAME_SIZE * end) return false;
  // under a bullet, a line at exactly its hanging indent without a glyph goes on the item, even one broken by
  // hand before the edge ('… (Node.js, PostgreSQL) :' / '25 000 réservations …')
  const hanging = a.bullet && a.textX - a.x > 1 && Math.abs(b.x - a.textX) <= 1;
  // …and a period cut in two goes on wherever the cut is: its cell's room is not always known (a table's row
  // whose next cell is merged with the row above: 'De septembre 2014 à février' / '2019')
  const periodCut = PERIOD_OPEN.test(a.text) && PERIOD_END.test(b.text);
  // …and so do those lines, whatever the box's edge
  return (hanging || wouldNotFit(pair) || periodCut || cutInABox) && reachesScore(pair, CONFIRM, CONFIRMED);
}

/**
 * A line with a column gap ('Zorgkundige (7de jaar BSO Thuis- en ⇥ 2014 – 2015') never goes on after the words
 * of its gap (dates, a town: a sentence does not end there); its words before the gap may, when B wrapped
 * under them because the gap's words stood in the way — a B without a gap of its own.
 */
function wrapsBeforeTab(pair: Pair): boolean {
  const split = beforeTab(pair.a);
  // a line with a gap of its own is the next row ('Sécurité chantier ⇥ ●●●○○' / 'Métré ⇥ ●●●●●'): joined, its
  // words and its cell would land between A's words and A's cell
  if (!split || pair.b.text.includes('\t')) return false;
  const edge = Math.min(pair.edge, split.tabX - GAP_BESIDE * pair.b.size);
  return continues({ ...pair, a: split.words, edge });
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
