import type { PhysicalLine } from './build-physical-lines';
import { joinTwo } from './join-two-lines';

/**
 * Extraction step 3 — put back beside their entry the short items printed in the right margin. Some layouts
 * (RenderCV, LaTeX `\hfill`, Word tab stops) print an entry's place and dates flush right on the heights of
 * its first lines, but write them into the PDF after the entry's bullets, so pdf.js reads them there: a date
 * would end up beside the next job. Such an item sits at the height of a line read a little earlier on the same
 * page, to its right, flush with the right edge of the text; it joins that line after a column gap ('\t'), or,
 * when that line is a bullet, it goes back under the entry's own header line (the last line before its
 * bullets) — never into a bullet. A true second column is read after the whole first one, so its lines are
 * far from the line they happen to share a height with, and they are not flush right: they stay.
 */
const LOOK_BACK = 14; // lines: an entry's bullets between its header and its margin items
const MAX_WORDS = 7; // 'Sept 2018 – May 2023', 'San Francisco, CA', '2 years 10 months'
const FLUSH = 0.8; // × font size: how close to the right edge a flush-right item ends
const SAME_HEIGHT = 0.5; // × font size

export function relocateMarginItems(lines: readonly PhysicalLine[]): PhysicalLine[] {
  const out: PhysicalLine[] = [];
  const rightEdge = Math.max(...lines.map((l) => l.xEnd));
  lines.forEach((line, i) => {
    const target =
      isMarginItem(line, rightEdge) && !startsColumn(lines, i, rightEdge) ? findHost(out, line) : -1;
    if (target === -1) {
      out.push(line);
      return;
    }
    const host = out[target]!;
    if (!host.bullet) {
      out[target] = { ...joinTwo(host, line, '\t'), yLast: host.yLast, wraps: host.wraps };
      return;
    }
    // under the header: after the last non-bullet line before the host, and after margin items already there
    let at = target;
    while (at > 0 && out[at - 1]!.bullet) at--;
    while (at < out.length && out[at]!.marginItem) at++;
    out.splice(at, 0, { ...line, marginItem: true });
  });
  return out;
}

/** A line of a true column: the next line starts at the same left edge and is not flush right itself. */
function startsColumn(lines: readonly PhysicalLine[], i: number, rightEdge: number): boolean {
  const next = lines[i + 1];
  const line = lines[i]!;
  return next !== undefined && Math.abs(next.x - line.x) <= 1 && rightEdge - next.xEnd > FLUSH * next.size;
}

function isMarginItem(line: PhysicalLine, rightEdge: number): boolean {
  return (
    !line.bullet &&
    line.text.split(/\s+/).length <= MAX_WORDS &&
    rightEdge - line.xEnd <= FLUSH * line.size &&
    line.x > rightEdge / 2
  );
}

function findHost(out: readonly PhysicalLine[], item: PhysicalLine): number {
  for (let i = out.length - 1; i >= Math.max(0, out.length - LOOK_BACK); i--) {
    const line = out[i]!;
    const tolerance = SAME_HEIGHT * item.size;
    const beside = item.y <= line.y + tolerance && item.y >= line.yLast - tolerance;
    // the line read just before, not a bullet, already has it beside it: nothing to move
    if (beside && line.xEnd < item.x) return i === out.length - 1 && !line.bullet ? -1 : i;
  }
  return -1;
}
