import type { PhysicalLine } from './build-physical-lines';
import { joinBeside } from './join-two-lines';

/**
 * Extraction step 3 — put back beside their entry the short items printed in the right margin. Some layouts
 * (RenderCV, LaTeX `\hfill`, Word tab stops) print an entry's place and dates flush right on the heights of
 * its first lines, but write them into the PDF after the entry's bullets, so pdf.js reads them there: a date
 * would end up beside the next job. Such an item sits at the height of a line read a little earlier on the same
 * page (or just before: a title that wrapped under itself), to its right, flush with the right edge of the
 * text; it joins that line after a column gap ('\t'), or, when that line is a bullet, it goes back under the
 * entry's own header line (the last line before its bullets) — never into a bullet. A table's cells stay
 * apart (mark-table-rows.ts reads their row). A true second column is read after the whole first one, so its
 * lines are far from the line they happen to share a height with, and they are not flush right: they stay.
 */
const LOOK_BACK = 14; // lines: an entry's bullets between its header and its margin items
const MAX_WORDS = 7; // 'Sept 2018 – May 2023', 'San Francisco, CA', '2 years 10 months'
const FLUSH = 0.8; // × font size: how close to the right edge a flush-right item ends
const SAME_HEIGHT = 0.5; // × font size
const HOLDS_YEAR = /(?:^|\D)(?:19|20)\d{2}(?!\d)/;
const ALIGNED_ENDS = 3; // lines ending together, from different starts, that make a right-aligned edge

export function relocateMarginItems(lines: readonly PhysicalLine[]): PhysicalLine[] {
  const out: PhysicalLine[] = [];
  const edges = rightEdges(lines);
  const left = Math.min(...lines.map((l) => l.x));
  // items read before any line at their height: their line may come later (written after its margin items)
  const early: PhysicalLine[] = [];
  lines.forEach((line, i) => {
    const edge = flushWith(line, edges, left);
    const flush = edge !== null && !startsColumn(lines, i, edge);
    const target = flush ? findHost(out, line) : -1;
    if (target === -1) {
      if (flush && HOLDS_YEAR.test(line.text)) early.push(line);
      out.push(line);
      return;
    }
    placeBeside(out, target, line);
  });
  // Some PDFs write the margin's dates first, before the page's text ('2013' / '2011' beside the degrees
  // read at the page's start): such a date goes to the line read later at its height, when there is one.
  for (const item of early) {
    const at = out.indexOf(item);
    const target = findLaterHost(out, at, item);
    if (target === -1) continue;
    out.splice(at, 1);
    placeBeside(out, target - 1, item);
  }
  return out;
}

function placeBeside(out: PhysicalLine[], target: number, item: PhysicalLine): void {
  const host = out[target]!;
  if (!host.bullet) {
    out[target] = joinBeside(host, item);
    return;
  }
  // under the header: after the last non-bullet line before the host, and after margin items already there
  let at = target;
  while (at > 0 && out[at - 1]!.bullet) at--;
  while (at < out.length && out[at]!.marginItem) at++;
  out.splice(at, 0, { ...item, marginItem: true });
}

/**
 * The right edges text is set flush with: the page's (its farthest line end), and, in a column narrower than
 * the page (beside a sidebar), the end several lines share while starting at different places — dates set
 * flush right in that column ('May 2024 — Present', 'November 2017 — December 2018').
 */
function rightEdges(lines: readonly PhysicalLine[]): number[] {
  const edges = [Math.max(...lines.map((l) => l.xEnd))];
  const byEnd = new Map<number, PhysicalLine[]>();
  for (const line of lines)
    byEnd.set(Math.round(line.xEnd), [...(byEnd.get(Math.round(line.xEnd)) ?? []), line]);
  for (const [end, ending] of byEnd) {
    const near = [...ending, ...(byEnd.get(end + 1) ?? [])];
    const xs = near.map((l) => l.x);
    if (near.length >= ALIGNED_ENDS && Math.max(...xs) - Math.min(...xs) > 2 * near[0]!.size)
      edges.push(Math.max(...near.map((l) => l.xEnd)));
  }
  return edges;
}

/**
 * The edge a short, non-bullet line ends on, or null — a line starting in the first third of the text's width
 * is a line of its own, not an item set beside another ('December 2022 — January 2024' beside a title takes
 * up to half of a narrow column).
 */
function flushWith(line: PhysicalLine, edges: readonly number[], left: number): number | null {
  if (line.bullet || line.text.split(/\s+/).length > MAX_WORDS) return null;
  const flush = (edge: number) =>
    Math.abs(edge - line.xEnd) <= FLUSH * line.size && line.x - left > (edge - left) / 3;
  return edges.find(flush) ?? null;
}

/** A line of a true column: the next line starts at the same left edge and is not flush right itself. */
function startsColumn(lines: readonly PhysicalLine[], i: number, rightEdge: number): boolean {
  const next = lines[i + 1];
  const line = lines[i]!;
  return next !== undefined && Math.abs(next.x - line.x) <= 1 && rightEdge - next.xEnd > FLUSH * next.size;
}

/** The line read after an early item, at its height and to its left, that is no table cell and no margin item. */
function findLaterHost(out: readonly PhysicalLine[], at: number, item: PhysicalLine): number {
  const tolerance = SAME_HEIGHT * item.size;
  for (let i = at + 1; i < out.length; i++) {
    const line = out[i]!;
    if (line.cell || item.cell || line.marginItem || line.xEnd >= item.x) continue;
    if (item.y <= line.y + tolerance && item.y >= line.yLast - tolerance) return i;
  }
  return -1;
}

function findHost(out: readonly PhysicalLine[], item: PhysicalLine): number {
  for (let i = out.length - 1; i >= Math.max(0, out.length - LOOK_BACK); i--) {
    const line = out[i]!;
    const tolerance = SAME_HEIGHT * item.size;
    const beside = item.y <= line.y + tolerance && item.y >= line.yLast - tolerance;
    if (!beside || line.xEnd >= item.x) continue;
    // read right after the line beside it, an item stays a line of its own unless it holds a date (a title's
    // period at its right tab stop): a table's next cell, a town, are read as such (mark-table-rows.ts)
    const next = i === out.length - 1 && !line.bullet;
    return line.cell || item.cell || (next && !HOLDS_YEAR.test(item.text)) ? -1 : i;
  }
  return -1;
}
