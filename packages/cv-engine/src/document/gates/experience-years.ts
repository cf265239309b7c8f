import { findPeriod } from '../../parse/find-period';
import { periodMonths } from '../../tailor/experience-span';
import type { CvDocument } from '../cv-document';

/**
 * How many whole years the CV's jobs span, from the first start to the last end ('present' is the generation's
 * month), counted in months from the periods as written (experience-span.ts: 'sept. 2018 – aujourd’hui' in June
 * 2026 is 7 years and 9 months, so 7 — not 2026 − 2018 = 8, which counted calendar years): what a summary may say
 * of the whole CV ('seven years of experience') without a figure of its own. A summary that claims more is
 * refused; fewer is true. `now` is the generation's date, passed in: the same CV gives the same bound on a given
 * day, whatever the clock of the machine that judges it.
 */
export function experienceYears(document: CvDocument, now: Date): number {
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const section of document.sections) {
    if (section.key !== 'experience') continue;
    for (const block of section.blocks) {
      const period = findPeriod(block.text)?.period;
      const months = period ? periodMonths(period, thisMonth) : null;
      if (!months || months[0] > thisMonth) continue;
      first = Math.min(first, months[0]);
      last = Math.max(last, Math.min(months[1], thisMonth));
    }
  }
  return last > first ? Math.floor((last - first) / 12) : 0;
}
