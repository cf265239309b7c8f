import { type CvLayout, type LayoutLine, lineKey } from '@cv/contracts';
import { describe, expect, it } from 'vitest';
import { alignLayout } from './align-layout';

const entry = (text: string, size: number): LayoutLine => ({
  key: lineKey(text),
  page: 1,
  column: 1,
  region: 'main',
  x: 40,
  width: 300,
  size,
});

const layoutOf = (lines: [string, number][]): CvLayout => ({
  version: 1,
  source: 'pdf',
  pageWidth: 595,
  bodySize: 10,
  lines: lines.map(([text, size]) => entry(text, size)),
});

describe('alignLayout', () => {
  const layout = layoutOf([
    ['Jeanne Martin', 20],
    ['EXPÉRIENCE', 14],
    ['Cheffe de rang — Le Bistrot', 10],
    ['• Accueil des clients', 10],
  ]);

  it('gives each non-blank line of the extracted text its entry', () => {
    const text = 'Jeanne Martin\n\nEXPÉRIENCE\nCheffe de rang — Le Bistrot\n• Accueil des clients';
    expect(alignLayout(text, layout).map((line) => line?.size)).toEqual([20, undefined, 14, 10, 10]);
  });

  it('takes the layout off a line the user edited, and keeps it on the lines around it', () => {
    const text = 'Jeanne Martin\nEXPÉRIENCE\nCheffe de rang — Le Bistrot (Paris)\n• Accueil des clients';
    expect(alignLayout(text, layout).map((line) => line?.size)).toEqual([20, 14, undefined, 10]);
  });

  it('finds its place again after lines the user added or removed', () => {
    const text =
      'Jeanne Martin\nCuisinière passionnée\nAutre ligne\nCheffe de rang — Le Bistrot\n• Accueil des clients';
    expect(alignLayout(text, layout).map((line) => line?.size)).toEqual([20, undefined, undefined, 10, 10]);
  });

  it('is blind to the spacing an editor changes', () => {
    expect(alignLayout('  Jeanne   Martin ', layout)[0]?.size).toBe(20);
  });

  it('gives nothing to a text without a layout', () => {
    expect(alignLayout('Jeanne Martin', undefined)).toEqual([undefined]);
  });
});
