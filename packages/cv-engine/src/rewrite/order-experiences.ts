import type { Experience } from '@cv/contracts';
import { periodYears } from '../parse/find-period';

/**
 * Rewrite step — experiences newest first: by end year (an open period, 'aujourd’hui', counts as now), then by
 * start year. Entries without a year keep their place relative to each other, after the dated ones. The sort is
 * stable, so an already ordered CV is left as it is.
 */
export function orderExperiences(experience: readonly Experience[]): {
  ordered: Experience[];
  changed: boolean;
} {
  const key = (entry: Experience): [number, number] => periodYears(entry.period) ?? [-1, -1];
  const ordered = [...experience].sort((a, b) => {
    const [aStart, aEnd] = key(a);
    const [bStart, bEnd] = key(b);
    return bEnd - aEnd || bStart - aStart;
  });
  return { ordered, changed: ordered.some((entry, i) => entry !== experience[i]) };
}
