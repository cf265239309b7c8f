import type { PhysicalLine } from './build-physical-lines';
import { joinBeside } from './join-two-lines';
import { HOLDS_DATE, splitPeriod } from './pair-margin-items';
import { GAP_BESIDE } from './words-beside';

/**
 * Extraction step 3a — an entry's period printed in a left margin lane but written into the PDF AFTER the entry:
 * a web builder's CSS grid row whose date-and-place cell comes after the job in the HTML yet shows in the left
 * column ('May 2020 – Present' / 'Portland, OR' beside 'Graphic Designer' / 'Freelance'), or a vertical timeline
 * whose dates sit in a circle on the line, centred on the job's header ('depuis 2021' between the title and the
 * employer). Read in that order the period lands after the entry's bullets, beside nothing, and the reading
 * gives it to the next job. The cell is a short run of lines in the lane, its first holding a date, read right
 * after the lines of its entry (only lines right of the lane between them: a sidebar read after the page's main
 * column is preceded by its own lines), and its first line stands beside one of them. The period goes beside
 * the entry's first line after a tab, as pair-margin-items.ts puts a period read before its entry; the rest of
 * the cell (the place) beside the entry's line at its height, or under the first line.
 */
const MAX_LINES = 4; // 'Mar 2021 –' / 'Present' / 'Portland State' / 'University'
const MAX_WORDS = 9;
const LOOK_BACK = 14; // lines: an entry's header and bullets between its first line and its cell
const NEXT_LINE = 2.5; // × font size: the cell's lines follow one another below its first
const SAME_LINE = 0.5; // × font size
// × font size: a cell's smaller type centred on a line sits a little under its baseline
const BESIDE = 0.75;
// × font size: a header's lines are set this close; a wider gap (or a bullet) is where the entry starts
const HEADER_LEADING = 1.7;
const HEADER_LINES = 3; // title, employer, place: a centred cell is beside one of them

export function returnLateMarginCells(lines: readonly PhysicalLine[]): PhysicalLine[] {
  const out = [...lines];
  for (let i = 0; i < out.length; i++) {
    const cell = cellAt(out, i);
    if (!cell) continue;
    const first = entryFirstLine(out, i, cell);
    if (first === -1) continue;
    const [period, rest] = splitPeriod(cell);
    out.splice(i, cell.length);
    const host = out[first]!;
    out[first] = joinBeside(host, period);
    if (rest) placeRest(out, first, rest);
  }
  return out;
}

/** The lane's cell starting at `i`: short lines, one under the other, the first holding a date. */
function cellAt(lines: readonly PhysicalLine[], i: number): PhysicalLine[] | null {
  const short = (l: PhysicalLine) =>
    !l.bullet &&
    !l.cell &&
    !l.marginItem &&
    !l.text.includes('\t') &&
    l.text.split(/\s+/).length <= MAX_WORDS;
  const start = lines[i]!;
  if (!short(start) || !HOLDS_DATE.test(start.text)) return null;
  const cell = [start];
  for (let k = i + 1; k < lines.length && cell.length < MAX_LINES; k++) {
    const [above, line] = [cell.at(-1)!, lines[k]!];
    const below = line.y < above.yLast && above.yLast - line.y <= NEXT_LINE * line.size;
    if (!short(line) || !below || line.x >= above.xEnd || line.xEnd <= above.x) break;
    cell.push(line);
  }
  // a run longer than a cell is a column of its own (a sidebar's lines)
  const next = lines[i + cell.length];
  if (next && cell.length === MAX_LINES && next.y < cell.at(-1)!.yLast && next.x < cell.at(-1)!.xEnd)
    return null;
  return cell;
}

/**
 * The first line of the entry the cell stands beside, among the lines read just before it, all right of the
 * lane; -1 when there is none. The cell's first line is on the height of one of the entry's header lines
 * (a grid row's top) or between two of them (a timeline's circle centred on the header).
 */
function entryFirstLine(lines: readonly PhysicalLine[], i: number, cell: readonly PhysicalLine[]): number {
  const laneEnd = Math.max(...cell.map((l) => l.xEnd));
  const top = cell[0]!;
  let beside = -1;
  for (let k = i - 1; k >= Math.max(0, i - LOOK_BACK); k--) {
    const line = lines[k]!;
    if (line.x < laneEnd + GAP_BESIDE * line.size) break;
    const tolerance = SAME_LINE * Math.max(line.size, top.size);
    if (line.yLast < top.y - tolerance) continue;
    // the nearest line above the cell's first baseline (or on it)
    if (line.y - top.y > HEADER_LINES * HEADER_LEADING * line.size) break;
    if (line.bullet) break;
    beside = k;
    break;
  }
  if (beside === -1) return -1;
  // the cell's first line is on the height of that line, or the entry goes on below it (a header line or a
  // bullet read between them): a line a row above, read just before a table row's first cell, is no entry
  // the cell stands beside
  const host = lines[beside]!;
  const continues =
    Math.abs(host.yLast - top.y) <= BESIDE * host.size ||
    lines.slice(beside + 1, i).some((l) => l.y <= top.y + SAME_LINE * l.size);
  if (!continues || rowReadOn(lines, i + cell.length, top)) return -1;
  // up to the entry's first line: the header's lines above it, set close, at the same left edge
  let first = beside;
  for (let step = 1; step < HEADER_LINES && first > 0; step++) {
    const [above, line] = [lines[first - 1]!, lines[first]!];
    const close = above.yLast > line.y && above.yLast - line.y <= HEADER_LEADING * line.size;
    if (!close || above.bullet || Math.abs(above.x - line.x) > 1) break;
    first--;
  }
  return first;
}

/** Lines read after the cell on its first baseline, right of it: a table's row read cell by cell, in order. */
function rowReadOn(lines: readonly PhysicalLine[], from: number, top: PhysicalLine): boolean {
  return lines
    .slice(from, from + LOOK_BACK)
    .some((l) => Math.abs(l.y - top.y) <= SAME_LINE * Math.max(l.size, top.size) && l.x > top.xEnd);
}

/** The cell's place beside the entry's line at its height, or on its own line under the entry's first. */
function placeRest(out: PhysicalLine[], first: number, rest: PhysicalLine): void {
  for (let k = first + 1; k < out.length && k <= first + HEADER_LINES; k++) {
    const line = out[k]!;
    if (Math.abs(line.y - rest.y) <= SAME_LINE * line.size && !line.bullet && !line.text.includes('\t')) {
      out[k] = joinBeside(line, rest);
      return;
    }
  }
  out.splice(first + 1, 0, { ...rest, marginItem: true });
}
