import { describe, expect, it } from 'vitest';
import type { TextFragment } from './group-text-items-into-lines';
import { readPdfPageLines } from './group-text-items-into-lines';
import type { DrawnMark } from './pdf/drawn-marks';
import { placeDrawnBullets } from './place-drawn-bullets';

// 10 pt type, 5 pt per character
const at = (str: string, x: number, y: number, hasEOL = true): TextFragment => ({
  str,
  x,
  y,
  width: str.length * 5,
  size: 10,
  hasEOL,
});
/** A disc of `side` points whose centre is `lift` above the baseline y, ending `gap` points before x. */
const disc = (x: number, y: number, { side = 3, lift = 3, gap = 8 } = {}): DrawnMark => ({
  x: x - gap - side,
  xEnd: x - gap,
  y: y + lift - side / 2,
  yTop: y + lift + side / 2,
});

describe('placeDrawnBullets', () => {
  it('writes a bullet before the words a small mark stands in front of, on their middle height', () => {
    const fragments = [at('Ran the rewiring of flats.', 60, 700), at('Trained two apprentices.', 60, 688)];
    const out = placeDrawnBullets(fragments, [disc(60, 700), disc(60, 688)]);
    expect(out.map((f) => f.str)).toEqual([
      '•',
      'Ran the rewiring of flats.',
      '•',
      'Trained two apprentices.',
    ]);
    expect(out[0]).toMatchObject({ x: 49, width: 3, y: 700, size: 10, hasEOL: false });
  });

  it('writes none for a mark too tall (a timeline’s dot), below the baseline, or far from the words', () => {
    const words = [at('Site Manager', 60, 700)];
    for (const mark of [disc(60, 700, { side: 8 }), disc(60, 700, { lift: -3 }), disc(60, 700, { gap: 40 })])
      expect(placeDrawnBullets(words, [mark]).map((f) => f.str)).toEqual(['Site Manager']);
  });

  it('writes none for dots after the last words of a line (a skill’s level)', () => {
    const words = [at('Fault finding', 60, 700)];
    const dots = [0, 1, 2].map((k) => ({ x: 130 + 6 * k, xEnd: 134 + 6 * k, y: 701, yTop: 705 }));
    expect(placeDrawnBullets(words, dots).map((f) => f.str)).toEqual(['Fault finding']);
  });

  it('makes a drawn bullet’s item one line whatever its wraps, and the next item its own', () => {
    const fragments = [
      at('Planned the work of four electricians across', 60, 700),
      at('three sites at once', 60, 688),
      at('Trained two apprentices.', 60, 676),
    ];
    const lines = readPdfPageLines(fragments, [disc(60, 700), disc(60, 676)]);
    expect(lines.map((l) => [l.text, l.list])).toEqual([
      ['• Planned the work of four electricians across three sites at once', 0],
      ['• Trained two apprentices.', 0],
    ]);
  });
});
