import { describe, expect, it } from 'vitest';
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

  it('turns form feeds into line breaks and drops other control characters', () => {
    expect(normaliseText('page 1\fpage 2\u0007')).toBe('page 1\npage 2');
  });
});
