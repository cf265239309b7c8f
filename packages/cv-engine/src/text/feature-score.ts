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

/**
 * Whether an item's score reaches `threshold` — featureScore(item, features) >= threshold, asked of every line of
 * a CV, so answered as soon as the features left can no longer change it: the rows are read heaviest first, and
 * most lines are settled by one or two of them (a bullet, a blank line before it) instead of every row.
 */
export function reachesScore<T>(item: T, features: ReadonlyArray<Feature<T>>, threshold: number): boolean {
  const plan = plans.get(features) ?? planOf(features);
  let score = 0;
  for (let i = 0; i < plan.rows.length; i++) {
    if (score + plan.gainsLeft[i]! < threshold) return false;
    if (score + plan.lossesLeft[i]! >= threshold) return true;
    const [has, weight] = plan.rows[i]!;
    if (has(item)) score += weight;
  }
  return score >= threshold;
}

type Plan<T> = { rows: Feature<T>[]; gainsLeft: number[]; lossesLeft: number[] };
// biome-ignore lint/suspicious/noExplicitAny: one cache for every table, each read with its own item type
const plans = new WeakMap<ReadonlyArray<Feature<any>>, Plan<any>>();

function planOf<T>(features: ReadonlyArray<Feature<T>>): Plan<T> {
  const rows = [...features].sort((x, y) => Math.abs(y[1]) - Math.abs(x[1]));
  const gainsLeft: number[] = [];
  const lossesLeft: number[] = [];
  let gains = 0;
  let losses = 0;
  for (let i = rows.length - 1; i >= 0; i--) {
    const weight = rows[i]![1];
    if (weight > 0) gains += weight;
    else losses += weight;
    gainsLeft[i] = gains;
    lossesLeft[i] = losses;
  }
  const plan = { rows, gainsLeft, lossesLeft };
  plans.set(features, plan);
  return plan;
}
