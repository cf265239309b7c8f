import { DATE_LABEL_WORDS } from '../data/date-words';
import type { PhysicalLine } from './build-physical-lines';
import { joinBeside, joinTwo } from './join-two-lines';
import { GAP_BESIDE } from './words-beside';

/**
 * Extraction step 3b — an entry's period (and its place) printed in a margin column left of the entry, as
 * academic and Scandinavian CVs do: each entry is a row whose narrow left cell holds '09/2022 –' / '04/2025' /
 * 'Brugge' and whose right cell holds the title and the bullets. pdf.js reads the left cell first, so the
 * period would stand above the entry's header, a block of its own (and a narrow cell cuts a period anywhere:
 * 'De décembre' / '2019 à juillet' / '2023'). The cell's lines are short, all end left of the entry's first
 * line, and the first of them stands on that line's baseline: the period goes beside that line after a column
 * gap, as a right tab stop would have put it ('Teamcoördinator zorg – UZ Hasselt ⇥ 09/2022 – 04/2025'), and
 * what follows it in the cell (the place) goes on the next line. A row with a third cell on that baseline is a
 * table's (mark-table-rows.ts reads it), and a cell that holds no date is no margin's period: both stay.
 */
const LOOK_BACK = 6; // lines of a margin cell: a period cut over three lines, a place over two
const MAX_WORDS = 9; // 'Van augustus 2014 tot en met november 2015' is joined before: 7 words
const SAME_LINE = 0.5; // × font size: baselines this close are one row
const NEXT_LINE = 2.5; // × font size: the cell's lines follow one another below its first
const TABLE_REACH = 20; // lines around an entry looked at for a table's row of three cells
const ALIGN = 0.6; // × font size: two cells start at the same place

export const HOLDS_DATE = /(?:^|\D)(?:19|20)\d{2}(?!\d)/;
// A period not yet complete ends on its range's dash or word, maybe with the end's month already written
// (FR / EN / NL: 'mei 2021 — mei', 'Van augustus 2014 tot en met', 'De décembre 2019 à juillet').
const ENDS_OPEN =
  /(?:[–—→-]|\s(?:to|until|à|au|jusqu[’']?(?:à|au|en)|tot(?: en met)?|t\/m))(?:\s+\p{L}{3,9}\.?)?$/iu;
// …or is carried on by the next line's dash or range word ('Van augustus 2014' / 'tot en met').
const OPENS_RANGE = /^(?:[–—→-]|(?:to|until|à|au|jusqu|tot|t\/m)(?:\s|$))/iu;
// …unless the word after its dash says "until now": 'May 2020 – Present' is whole, the place under it is no end
const PRESENT_WORDS = DATE_LABEL_WORDS.filter(([, label]) => label === 'present').map(([word]) => word);
const ENDS_PRESENT = new RegExp(`[–—→-]\\s*(?:${PRESENT_WORDS.join('|')})\\.?$`, 'iu');

export function pairMarginItems(lines: readonly PhysicalLine[]): PhysicalLine[] {
  const out: PhysicalLine[] = [];
  let waiting: PhysicalLine | null = null;
  const place = () => {
    if (waiting) out.push({ ...waiting, marginItem: true });
    waiting = null;
  };
  lines.forEach((line, i) => {
    if (waiting && (line.bullet || line.x < out[out.length - 1]!.x - 1)) place();
    // the rest of the cell goes beside the entry's line it stands beside ('Bricklayer ⇥ Hybrid')
    if (waiting && !line.text.includes('\t') && Math.abs(line.y - waiting.y) <= SAME_LINE * line.size) {
      out.push(joinBeside(line, waiting));
      waiting = null;
      return;
    }
    const from = marginCellStart(lines, i, out.length);
    if (from === -1) {
      out.push(line);
      return;
    }
    place();
    const cell = out.splice(from);
    const [period, rest] = splitPeriod(cell);
    out.push(joinBeside(line, period));
    waiting = rest;
  });
  place();
  return out;
}

/**
 * Where in `out` the margin cell beside `lines[i]` starts, or -1: the lines read just before it, short, left
 * of it, the first on its baseline and each below the one before, with a date among them.
 */
function marginCellStart(lines: readonly PhysicalLine[], i: number, outLength: number): number {
  const line = lines[i]!;
  if (line.bullet || line.marginItem) return -1;
  const gap = GAP_BESIDE * line.size;
  for (let k = 1; k <= LOOK_BACK && i - k >= 0; k++) {
    const item = lines[i - k]!;
    if (item.xEnd > line.x - gap || item.bullet || item.text.includes('\t')) return -1;
    if (item.text.split(/\s+/).length > MAX_WORDS) return -1;
    const below = lines[i - k + 1]!;
    if (k > 1 && (below.y >= item.yLast || item.yLast - below.y > NEXT_LINE * item.size)) return -1;
    if (Math.abs(item.y - line.y) > SAME_LINE * Math.max(item.size, line.size)) continue;
    const cell = lines.slice(i - k, i);
    if (!cell.some((l) => HOLDS_DATE.test(l.text)) || thirdCell(lines, i) || inWiderTable(lines, i, item))
      return -1;
    // the lines before `lines[i]` are the last ones of `out` when no earlier step moved them
    return outLength - k >= 0 ? outLength - k : -1;
  }
  return -1;
}

/** Another line on the row's baseline right of the entry's line: the row is a table's. */
function thirdCell(lines: readonly PhysicalLine[], i: number): boolean {
  const line = lines[i]!;
  return lines
    .slice(i + 1, i + 1 + LOOK_BACK * 2)
    .some((other) => Math.abs(other.y - line.y) <= SAME_LINE * line.size && other.x > line.xEnd);
}

/**
 * The entry's line and the cell stand in columns of a table whose rows have three cells or more nearby: a row
 * whose middle cell is merged with the row above ('De septembre 2014 à février 2019 | ⋯ | Account manager').
 */
function inWiderTable(lines: readonly PhysicalLine[], i: number, item: PhysicalLine): boolean {
  const line = lines[i]!;
  const near = lines.slice(Math.max(0, i - TABLE_REACH), i + TABLE_REACH);
  const at = (x: number) => (l: PhysicalLine) => Math.abs(l.x - x) <= ALIGN * line.size;
  return near.some((top) => {
    const row = near.filter((l) => Math.abs(l.y - top.y) <= SAME_LINE * top.size);
    return row.length >= 3 && row.some(at(line.x)) && row.some(at(item.x));
  });
}

/** The cell's period (its first lines, joined while the period goes on) and the rest (a place), joined. */
export function splitPeriod(cell: readonly PhysicalLine[]): [PhysicalLine, PhysicalLine | null] {
  let period = cell[0]!;
  let k = 1;
  for (; k < cell.length; k++) {
    const next = cell[k]!;
    const ends = ENDS_OPEN.test(period.text) && !ENDS_PRESENT.test(period.text.replace(/’/g, "'"));
    const open = ends || OPENS_RANGE.test(next.text) || !HOLDS_DATE.test(period.text);
    if (!open) break;
    period = joinTwo(period, next, ' ');
  }
  const rest = cell.slice(k).reduce<PhysicalLine | null>((a, b) => (a ? joinTwo(a, b, ' ') : b), null);
  return [period, rest];
}
