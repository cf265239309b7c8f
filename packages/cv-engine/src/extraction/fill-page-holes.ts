import type { PhysicalLine } from './build-physical-lines';

/**
 * Extraction step 1b — a page whose text the PDF stores out of reading order: some HTML-printed CVs set their
 * section headings in a left margin and the sections' contents beside them, and the browser writes every
 * heading first ('EXPÉRIENCE PROFESSIONNELLE', 'FORMATION', 'OUTILS'… down the margin), then the contents,
 * each entry's margin dates after it. Read in that order, every heading stands empty and the jobs fall under
 * the last one. In the stored order such a page shows a hole: two lines in a row far apart down the page
 * (a heading, then the next heading). The blocks read later that sit wholly inside that hole, under it rather
 * than beside it (across the half of the page the hole's lines start), are what the page prints there: they go
 * into it, top first. A page read in order has no
 * block inside a hole it has already passed, and is left exactly as it was.
 */
// × font size: a hole is at least this much space between two lines read in a row, down the page
const HOLE = 4;
// × font size: a block's lines follow one another down the page by no more than this
const NEXT_LINE = 2.5;
// × font size: how far into a hole's edges a block may reach (baselines of a line's neighbours)
const EDGE = 0.3;
// a page of more blocks than this is no CV page laid out by hand: it is left in its order (the pairs of blocks
// looked at grow with the square of their number)
const MAX_BLOCKS = 400;

type Block = { lines: PhysicalLine[]; top: number; bottom: number; left: number; right: number };

export function fillPageHoles(lines: readonly PhysicalLine[]): PhysicalLine[] {
  const blocks = blocksOf(lines);
  if (blocks.length < 3 || blocks.length > MAX_BLOCKS) return [...lines];
  // holes between blocks read in a row; each block read later that sits inside one goes into the tightest
  // a hole reaches across half the page's text at least: a heading in a margin column is narrower than the
  // contents beside it, which start a little right of it
  const pageLeft = Math.min(...blocks.map((b) => b.left));
  const half = (Math.max(...blocks.map((b) => b.right)) - pageLeft) / 2;
  const into = new Map<number, Block[]>();
  const moved = new Set<Block>();
  for (let j = 2; j < blocks.length; j++) {
    const block = blocks[j]!;
    let best: { at: number; span: number } | undefined;
    for (let h = 0; h + 1 < j; h++) {
      const [above, below] = [blocks[h]!, blocks[h + 1]!];
      if (moved.has(above) || moved.has(below)) continue;
      const size = Math.max(above.lines.at(-1)!.size, below.lines[0]!.size);
      const span = above.bottom - below.top;
      if (span < HOLE * size) continue;
      const inside = block.top < above.bottom - EDGE * size && block.bottom > below.top + EDGE * size;
      const left = Math.min(above.left, below.left);
      const right = Math.max(above.right, below.right, left + half);
      const under = block.left < right && block.right > left;
      if (inside && under && (!best || span < best.span)) best = { at: h, span };
    }
    if (!best) continue;
    into.set(best.at, [...(into.get(best.at) ?? []), block]);
    moved.add(block);
  }
  if (moved.size === 0) return [...lines];
  const out: PhysicalLine[] = [];
  blocks.forEach((block, h) => {
    if (moved.has(block)) return;
    out.push(...block.lines);
    const filling = (into.get(h) ?? []).sort((a, b) => b.top - a.top || a.left - b.left);
    for (const inside of filling) out.push(...inside.lines);
  });
  return out;
}

/** Runs of lines read in a row that go down the page one under the other, overlapping across. */
function blocksOf(lines: readonly PhysicalLine[]): Block[] {
  const blocks: Block[] = [];
  let current: Block | undefined;
  for (const line of lines) {
    const previous = current?.lines.at(-1);
    const size = Math.max(line.size, previous?.size ?? 0);
    const follows =
      previous !== undefined &&
      line.y <= previous.yLast + 0.5 * size &&
      previous.yLast - line.y <= NEXT_LINE * size &&
      line.x < previous.xEnd &&
      line.xEnd > previous.x;
    if (current && follows) {
      current.lines.push(line);
      current.bottom = Math.min(current.bottom, line.yLast);
      current.left = Math.min(current.left, line.x);
      current.right = Math.max(current.right, line.xEnd);
    } else {
      current = { lines: [line], top: line.y, bottom: line.yLast, left: line.x, right: line.xEnd };
      blocks.push(current);
    }
  }
  return blocks;
}
