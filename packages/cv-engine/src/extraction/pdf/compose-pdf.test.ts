import { describe, expect, it } from 'vitest';
import { composePdf } from './compose-pdf';
import type { PdfPageRead } from './read-pdf-page';

const line = (text: string) => ({ text, column: 1, region: 'main' as const, x: 50, width: 200, size: 10 });
const page = (lines: string[], more: Partial<PdfPageRead> = {}): PdfPageRead => ({
  lines: lines.map(line),
  width: 595.3,
  characters: lines.join('').length,
  images: null,
  operations: null,
  ...more,
});

describe('composePdf', () => {
  it('numbers the pages and puts a page break between them', () => {
    const { text, layout } = composePdf([page(['Profil', 'Développeuse']), page(['Formation'])]);
    expect(text).toBe('Profil\nDéveloppeuse\n\n\n\nFormation');
    expect(layout.lines.map((l) => l.page)).toEqual([1, 1, 2]);
    expect(layout.warnings).toBeUndefined();
  });

  it('warns of a page that is a picture of text, and of one drawn without a text layer', () => {
    const scanned = composePdf([
      page(['Jean Dupont — CV', 'Expérience', 'Acme']),
      page([], { images: 1, operations: 12 }),
    ]);
    expect(scanned.layout.warnings).toEqual(['scanned_pages']);
    const outlined = composePdf([page(['Jean Dupont']), page([], { images: 0, operations: 4_000 })]);
    expect(outlined.layout.warnings).toEqual(['little_text']);
  });
});
