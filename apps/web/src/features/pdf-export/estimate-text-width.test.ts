import { describe, expect, it } from 'vitest';
import { estimateTextWidth } from './estimate-text-width';

const MM_PER_POINT = 25.4 / 72;

describe('estimateTextWidth', () => {
  it("gives Helvetica's (Arial's) widths, accents as their letter, bold and Calibri in proportion", () => {
    // 'Hi' in Helvetica: H 722 + i 222 units of 1000, at 10 pt.
    expect(estimateTextWidth('Hi', false, 10, 'Arial')).toBeCloseTo(0.944 * 10 * MM_PER_POINT);
    expect(estimateTextWidth('Éé', false, 10, 'Arial')).toBeCloseTo(
      estimateTextWidth('Ee', false, 10, 'Arial'),
    );
    expect(estimateTextWidth('Hi', true, 10, 'Arial')).toBeGreaterThan(
      estimateTextWidth('Hi', false, 10, 'Arial'),
    );
    expect(estimateTextWidth('Hi', false, 10, 'Calibri')).toBeLessThan(
      estimateTextWidth('Hi', false, 10, 'Arial'),
    );
    // Any other character counts as an average letter, never as nothing.
    expect(estimateTextWidth('ĳ€', false, 10, 'Arial')).toBeGreaterThan(0);
  });
});
