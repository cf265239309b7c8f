import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Feature, featureScore, reachesScore } from './feature-score';

describe('reachesScore', () => {
  it('answers as featureScore ≥ threshold does, whatever the table, the item and the threshold', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: -12, max: 12 }), fc.boolean()), { maxLength: 12 }),
        fc.integer({ min: -20, max: 20 }),
        (rows, threshold) => {
          // each row's feature is whether the item (its row number) is one the case says it has
          const features: Feature<readonly boolean[]>[] = rows.map(([weight], i) => [
            (has) => has[i]!,
            weight,
          ]);
          const item = rows.map(([, has]) => has);
          expect(reachesScore(item, features, threshold)).toBe(featureScore(item, features) >= threshold);
        },
      ),
    );
  });

  it('stops reading the rows once the answer is settled', () => {
    let asked = 0;
    const row = (weight: number): Feature<string> => [
      () => {
        asked++;
        return true;
      },
      weight,
    ];
    expect(reachesScore('a bullet', [row(1), row(-10), row(2)], 3)).toBe(false);
    expect(asked).toBe(1);
  });
});
