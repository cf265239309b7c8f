/**
 * The scoring system of OpenResume's parser (feature-scoring-system.ts), reduced to what we need: a heuristic
 * is a table of [feature, weight] rows, and an item's score is the sum of the weights of the features it has.
 * Tables stay readable data, each row with a comment saying why it is there.
 */
export type Feature<T> = readonly [has: (item: T) => boolean, weight: number];

export function featureScore<T>(item: T, features: ReadonlyArray<Feature<T>>): number {
  let score = 0;
  for (const [has, weight] of features) if (has(item)) score += weight;
  return score;
}

/** The item with the highest score (the first one on a tie), or undefined when no score is positive. */
export function bestByFeatures<T>(items: readonly T[], features: ReadonlyArray<Feature<T>>): T | undefined {
  let best: T | undefined;
  let bestScore = 0;
  for (const item of items) {
    const score = featureScore(item, features);
    if (score > bestScore) {
      best = item;
      bestScore = score;
    }
  }
  return best;
}
