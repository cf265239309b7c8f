import type { ExtractedLine } from '../compose-layout';
import type { PlacedLine } from '../read-columns';
import type { DrawnMark } from './drawn-marks';

/**
 * What a reader sees of each printed line, from the pieces it was printed in: the size, weight and slant most
 * of its letters have, whether it is in capitals or small capitals (capital glyphs set smaller, or a small-caps
 * font), whether a rule is drawn close under it (a heading's border, as web templates set a section's title
 * apart from job titles in the same bold type), its list level (its bullet's indent among the column's bullets), and the space above it.
 */
export type PdfPageLine = Omit<ExtractedLine, 'page'>;

const SAME_INDENT = 2; // points: bullets this close are at one level
// × font size under the baseline: where a heading's border or an underline is drawn; a rule farther down is a
// separator between sections, as far from the line above as from the heading below
const RULE_BELOW = 0.8;
// × font size: how far the rule may start right of the line's start, or stop left of its end
const RULE_REACH = 1;

export function lineFeatures(placed: readonly PlacedLine[], rules: readonly DrawnMark[] = []): PdfPageLine[] {
  const indents = bulletIndents(placed);
  return placed.map(({ line, column, region, table }, i) => {
    const before = placed[i - 1];
    const letters = line.pieces.map((p) => ({
      piece: p,
      count: p.text.replace(/[^\p{L}\p{N}]/gu, '').length,
    }));
    const total = letters.reduce((sum, l) => sum + l.count, 0);
    const most = (has: (p: (typeof letters)[number]['piece']) => boolean) =>
      total > 0 && letters.filter((l) => has(l.piece)).reduce((sum, l) => sum + l.count, 0) * 2 > total;
    const gap = before && before.column === column ? before.line.yLast - line.y : undefined;
    return {
      column,
      region,
      x: line.x,
      // a wrapped line is as wide as its widest printed line
      width: Math.max(Math.max(line.xEnd, ...line.pieces.map((p) => p.xEnd)) - line.x, 0),
      size: mostCommonSize(letters),
      bold: most((p) => p.bold),
      italic: most((p) => p.italic),
      caps: capsOf(
        line.text,
        letters,
        most((p) => p.smallCaps),
      ),
      spaced: line.spaced,
      ruled: rules.some((rule) => ruledUnder(line, rule)) || undefined,
      list: line.bullet ? levelOf(indents.get(column) ?? [], line.x) : undefined,
      table,
      gapBefore: gap !== undefined && gap > 0 ? gap : undefined,
      wraps: line.wraps > 1 ? line.wraps : undefined,
      text: line.text,
    };
  });
}

/** The rule lies close under the line's last baseline and spans its words. */
function ruledUnder(line: PlacedLine['line'], rule: DrawnMark): boolean {
  const below = line.yLast - rule.yTop;
  return (
    below >= 0 &&
    below <= RULE_BELOW * line.size &&
    rule.x <= line.x + RULE_REACH * line.size &&
    rule.xEnd >= line.xEnd - RULE_REACH * line.size
  );
}

type Letters = readonly { piece: { size: number; text: string }; count: number }[];

function mostCommonSize(letters: Letters): number {
  const bySize = new Map<number, number>();
  for (const { piece, count } of letters) {
    const size = Math.round(piece.size * 10) / 10;
    bySize.set(size, (bySize.get(size) ?? 0) + Math.max(count, 1));
  }
  let best = letters[0]?.piece.size ?? 0;
  let weight = -1;
  for (const [size, count] of bySize) if (count > weight) [best, weight] = [size, count];
  return best;
}

/**
 * Capitals: every letter of the line (two at least) is a capital. Small capitals: a small-caps font, or
 * capitals in two sizes — the word's first letter full size, the others smaller.
 */
function capsOf(text: string, letters: Letters, smallCapsFont: boolean): 'upper' | 'small' | undefined {
  if (smallCapsFont) return 'small';
  const only = text.replace(/[^\p{L}]/gu, '');
  if (only.length < 2 || only !== only.toLocaleUpperCase() || only === only.toLocaleLowerCase())
    return undefined;
  const sizes = new Set(
    letters.filter((l) => /\p{L}/u.test(l.piece.text)).map((l) => Math.round(l.piece.size * 2)),
  );
  return sizes.size >= 2 ? 'small' : 'upper';
}

/** Each column's bullet indents, left to right. */
function bulletIndents(placed: readonly PlacedLine[]): Map<number, number[]> {
  const indents = new Map<number, number[]>();
  for (const { line, column } of placed) {
    if (!line.bullet) continue;
    const xs = indents.get(column) ?? [];
    if (!xs.some((x) => Math.abs(x - line.x) <= SAME_INDENT)) xs.push(line.x);
    indents.set(
      column,
      xs.sort((a, b) => a - b),
    );
  }
  return indents;
}

const levelOf = (indents: readonly number[], x: number) =>
  Math.min(
    Math.max(
      indents.findIndex((indent) => Math.abs(indent - x) <= SAME_INDENT),
      0,
    ),
    9,
  );
