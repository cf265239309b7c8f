import { describe, expect, it } from 'vitest';
import { extractionErrorMessage } from './extraction-error-message';

describe('extractionErrorMessage', () => {
  it("starts with the spec's message: the PDF one for PDFs, the general one for the rest", () => {
    expect(extractionErrorMessage('pdf', 'unreadable')).toMatch(/^Impossible de lire le fichier PDF : /);
    expect(extractionErrorMessage('docx', 'too_complex')).toMatch(/^Impossible de lire le fichier : /);
    expect(extractionErrorMessage('txt', 'too_large')).toMatch(/^Impossible de lire le fichier : /);
  });

  it('suggests a scan only for a PDF without text', () => {
    expect(extractionErrorMessage('pdf', 'empty')).toBe(
      'Impossible de lire le fichier PDF : il ne contient pas de texte (document scanné ?).',
    );
    expect(extractionErrorMessage('docx', 'empty')).toBe(
      'Impossible de lire le fichier : il ne contient pas de texte.',
    );
  });
});
