import { type CvLayout, type LayoutLine, type LayoutWarning, lineKey, MAX_LAYOUT_LINES } from '@cv/contracts';
import { COLUMN_BREAK, PAGE_BREAK } from './layout-breaks';
import { normaliseLine, normaliseText } from './normalise-text';

/**
 * The last step of every extraction that sees the file's layout (PDF, DOCX): its lines, each with what was seen
 * of it, become the text the user sees and the layout beside it (contracts cv-layout.ts) — one entry per
 * non-blank line of the normalised text, in order, keyed by the line's fingerprint. Page and column breaks go
 * into the text as marks where a line's page or column changes (layout-breaks.ts), so a text read without its
 * layout keeps them too.
 */
export type ExtractedLine = Omit<LayoutLine, 'key'> & { text: string };

export type ComposedCv = { text: string; layout: CvLayout };

/** Anything that ends a line in a text (textLines splits on all of them): a line holding one is several. */
const LINE_ENDS = /\r\n?|[\n\v\f\u2028\u2029]/;

export function composeLayout(
  source: CvLayout['source'],
  extracted: readonly ExtractedLine[],
  page: { width: number; warnings?: readonly LayoutWarning[] },
): ComposedCv {
  const lines: ExtractedLine[] = [];
  for (const line of extracted)
    for (const piece of line.text.split(LINE_ENDS)) {
      const text = normaliseLine(piece);
      if (/\S/.test(text)) lines.push({ ...line, text });
    }
  const parts: string[] = [];
  lines.forEach((line, i) => {
    const before = lines[i - 1];
    if (before && line.page !== before.page) parts.push(PAGE_BREAK);
    else if (before && line.column !== before.column) parts.push(COLUMN_BREAK);
    parts.push(line.text);
  });
  const layout: CvLayout = {
    version: 1,
    source,
    pageWidth: round(page.width),
    bodySize: bodySize(lines),
    // past the cap (a text no CV has), the first lines keep theirs: the layout describes a prefix of the text
    lines: lines
      .slice(0, MAX_LAYOUT_LINES)
      .map(({ text, ...seen }) => ({ ...tidy(seen), key: lineKey(text) })),
  };
  if (page.warnings?.length) layout.warnings = [...new Set(page.warnings)];
  return { text: normaliseText(parts.join('\n')), layout };
}

/** The size most of the text's characters have: a heading is larger than it, a footnote smaller. */
function bodySize(lines: readonly ExtractedLine[]): number {
  const bySize = new Map<number, number>();
  for (const line of lines)
    bySize.set(round(line.size), (bySize.get(round(line.size)) ?? 0) + line.text.length);
  let best = 0;
  let most = -1;
  for (const [size, count] of bySize) if (count > most) [best, most] = [size, count];
  return best > 0 ? best : 10;
}

/**
 * Figures to a tenth of a point (the layout travels with every request) and within the contract's bounds (a
 * PDF may place text anywhere), false flags left out.
 */
function tidy(line: Omit<LayoutLine, 'key'>): Omit<LayoutLine, 'key'> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(line)) {
    if (value === undefined || value === false) continue;
    out[name] = typeof value === 'number' ? round(Math.min(Math.max(value, -LIMIT), LIMIT)) : value;
  }
  if (line.width < 0) out.width = 0;
  for (const [name, most] of CAPS)
    if (typeof out[name] === 'number') out[name] = Math.min(out[name] as number, most);
  return out as Omit<LayoutLine, 'key'>;
}

const LIMIT = 10_000;
const CAPS: ReadonlyArray<[keyof LayoutLine, number]> = [
  ['size', 1_000],
  ['page', 1_000],
  ['column', 16],
  ['wraps', 1_000],
  ['list', 9],
  ['heading', 9],
];

const round = (value: number) => Math.round(value * 10) / 10;
