import { describe, expect, it } from 'vitest';
import { COLUMN_BREAK, PAGE_BREAK } from './layout-breaks';
import { normaliseText } from './normalise-text';

describe('normaliseText', () => {
  it('turns CRLF and CR into LF, drops trailing and repeated spaces, keeps one blank line at most', () => {
    expect(normaliseText('  Nom   Prénom  \r\nTitre\t\tposte \r\r\r\n\n\nProfil\n')).toBe(
      'Nom Prénom\nTitre\tposte\n\nProfil',
    );
  });

  it('composes accents (NFC), as macOS writes them decomposed', () => {
    const decomposed = 'De\u0301veloppeuse Mae\u0308lle';
    expect(normaliseText(decomposed)).toBe('Développeuse Maëlle');
    expect(normaliseText(decomposed)).toHaveLength('Développeuse Maëlle'.length);
  });

  it('removes soft hyphens and zero-width characters that would split keywords', () => {
    expect(normaliseText('Java\u00adScript Type\u200bScript No\u2060de\ufeff.js')).toBe(
      'JavaScript TypeScript Node.js',
    );
  });

  it('keeps no-break spaces (French typography) and the joiner inside emoji', () => {
    expect(normaliseText('Compétences\u00a0: « React »\u202f!')).toBe('Compétences\u00a0: « React »\u202f!');
    expect(normaliseText('👩\u200d💻')).toBe('👩\u200d💻');
  });

  it('turns a form feed into a page break and drops other control characters', () => {
    expect(normaliseText('page 1\fpage 2\u0007')).toBe('page 1\n\n\n\npage 2');
  });

  it('writes the page and column breaks extraction marked as the only runs of two and three blank lines', () => {
    const marked = ['Marie', '', '', '', 'EXPÉRIENCE', COLUMN_BREAK, 'COMPÉTENCES', PAGE_BREAK, 'FORMATION'];
    expect(normaliseText(marked.join('\n'))).toBe('Marie\n\nEXPÉRIENCE\n\n\nCOMPÉTENCES\n\n\n\nFORMATION');
    // a mark at either end, or repeated, is one break or none
    expect(
      normaliseText(`${PAGE_BREAK}\nA\n${PAGE_BREAK}${PAGE_BREAK}\n${COLUMN_BREAK}\nB\n${COLUMN_BREAK}`),
    ).toBe('A\n\n\n\nB');
  });

  it('reads a pasted text of 50 000 marks as one break, at once (issue 17: no pattern steps back through a run)', () => {
    expect(normaliseText(`a${` ${PAGE_BREAK}`.repeat(25_000)}b`)).toBe('a\n\n\n\nb');
    expect(normaliseText(`a${`\n ${COLUMN_BREAK}`.repeat(16_000)}b`)).toBe('a\n\n\nb');
  });
});
