import { describe, expect, it } from 'vitest';
import { alignLayout } from '../reading/align-layout';
import { composeLayout, type ExtractedLine } from './compose-layout';
import { normaliseLine } from './normalise-text';

const line = (text: string, place: Partial<ExtractedLine> = {}): ExtractedLine => ({
  text,
  page: 1,
  column: 1,
  region: 'main',
  x: 50,
  width: 200,
  size: 10,
  ...place,
});

describe('composeLayout', () => {
  it('gives one entry per non-blank line of the normalised text, which the engine finds again line by line', () => {
    const { text, layout } = composeLayout(
      'pdf',
      [
        line('  Expérience\u00ad  ', { size: 14, bold: true }),
        line('   '),
        line('Acme\u2028Lyon'),
        line('Compétences', { column: 2 }),
        line('Anglais', { page: 2, size: 9.04 }),
      ],
      { width: 595.28 },
    );
    expect(text.split('\n').map(normaliseLine).join('\n')).toBe(text);
    expect(text.split('\n').filter((l) => l.trim())).toEqual([
      'Expérience',
      'Acme',
      'Lyon',
      'Compétences',
      'Anglais',
    ]);
    // the column and page breaks travel in the text as their blank runs
    expect(text).toBe('Expérience\nAcme\nLyon\n\n\nCompétences\n\n\n\nAnglais');
    expect(alignLayout(text, layout).map((entry) => entry?.size)).toEqual([
      14,
      10,
      10,
      undefined,
      undefined,
      10,
      undefined,
      undefined,
      undefined,
      9,
    ]);
    expect(layout).toMatchObject({ pageWidth: 595.3, bodySize: 10 });
    expect(layout.lines[0]).toMatchObject({ bold: true });
    expect(layout.lines[1]).not.toHaveProperty('bold');
  });
});
