/**
 * The tuning / held-out split (issue 22: "keep a share of seeds the engine's authors never look at while
 * tuning"). One seed in three — every multiple of 3 — is held out: the bench prints its figures, never its
 * failures, and the property test does not use it. Engineers fix causes on the tuning seeds' details; the
 * held-out figures then say whether the fix generalised or only fitted the seeds they looked at.
 */

export const isHeldOut = (seed: number): boolean => seed % 3 === 0;

/** Seeds 1…count (both halves of the split). */
export const seedsUpTo = (count: number): number[] => Array.from({ length: count }, (_, i) => i + 1);

/** The first `count` tuning seeds. */
export function tuningSeeds(count: number): number[] {
  const seeds: number[] = [];
  for (let seed = 1; seeds.length < count; seed++) if (!isHeldOut(seed)) seeds.push(seed);
  return seeds;
}

/** The seeds of the property test (layout-families.e2e.test.ts): a few tuning seeds of every family. */
export const PROPERTY_SEEDS = tuningSeeds(4);
