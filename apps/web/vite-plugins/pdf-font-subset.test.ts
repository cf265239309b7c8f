import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { pdfFontSubsetCharacters, pdfFontSubsetCovers } from '../src/features/pdf-export/pdf-font-coverage';
import { subsetPdfFont } from './pdf-font-subset';

// French, Dutch and English typography: what a CV carries and Helvetica's code page lacks (ĳ, U+202F).
const SAMPLE = 'Ĳsselmeer ĳverig œuvre Œ 12\u202f000 € é ç ß à ë ï ’ — – • « Note\u00a0: » … “ok”';

/** The glyph jsPDF picks for each character, reading the font the way the export does (0 = missing). */
function glyphIds(font: Buffer, text: string): Map<string, number> {
  const doc = new jsPDF();
  doc.addFileToVFS('font.ttf', font.toString('base64'));
  doc.addFont('font.ttf', 'Font', 'normal', undefined, 'Identity-H');
  doc.setFont('Font', 'normal');
  const { metadata } = doc.getFont() as unknown as {
    metadata: { characterToGlyph(code: number): number };
  };
  return new Map([...text].map((char) => [char, metadata.characterToGlyph(char.charCodeAt(0))]));
}

describe.each(['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'])('the Latin subset of %s', (source) => {
  it('maps every character of French, Dutch and English CVs to a glyph, and stays small', async () => {
    const subset = await subsetPdfFont(source);
    const missing = [...glyphIds(subset, `${SAMPLE}${pdfFontSubsetCharacters()}`)]
      .filter(([, glyph]) => glyph === 0)
      .map(([char]) => `U+${char.codePointAt(0)!.toString(16).padStart(4, '0')}`);
    expect(missing).toEqual([]);
    // …and really is a subset: Cyrillic (in the full font) is gone, so the check above can fail.
    expect(glyphIds(subset, 'Ж').get('Ж')).toBe(0);
    expect(subset.length).toBeLessThan(60_000);
  });
});

describe('pdfFontSubsetCovers', () => {
  it('accepts French and Dutch text, line ends included, and refuses what the subset lacks', () => {
    expect(pdfFontSubsetCovers(`${SAMPLE}\nLigne 2\r\n\tfin`)).toBe(true);
    expect(pdfFontSubsetCovers('Ελληνικά')).toBe(false);
    expect(pdfFontSubsetCovers('Кириллица')).toBe(false);
  });
});
