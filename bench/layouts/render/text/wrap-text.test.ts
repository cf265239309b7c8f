import { describe, expect, it } from 'vitest';
import { wrapText } from './wrap-text';

describe('wrapText', () => {
  it('wraps at the width, continuation lines indented, no word lost', () => {
    const text =
      '- Mise en place d’ateliers autonomes inspirés de la pédagogie Montessori, adoptés ensuite par toutes les classes';
    const lines = wrapText(text, 40, '  ');
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(40);
    expect(lines.slice(1).every((l) => l.startsWith('  '))).toBe(true);
    expect(lines.map((l) => l.trim()).join(' ')).toBe(text);
  });

  it('can break right before an opening quotation mark, so the next line opens with it', () => {
    const lines = wrapText(
      '- Mise en place du projet de lecture « Lire à deux voix » en classe',
      80,
      '  ',
      true,
    );
    expect(lines).toEqual(['- Mise en place du projet de lecture', '  « Lire à deux voix » en classe']);
  });
});
