import { findPeriod, periodYears } from '../../parse/find-period';
import type { CvDocument } from '../cv-document';

/**
 * How many years the CV's jobs span, from the first start to the last end ('present' is this year): what a
 * summary may say of the whole CV ('seven years of experience') without a figure of its own. A summary that
 * claims more is refused; fewer is true.
 */
export function experienceYears(document: CvDocument, thisYear = new Date().getFullYear()): number {
  let first = Number.POSITIVE_INFINITY;
  let last = 0;
  for (const section of document.sections) {
    if (section.key !== 'experience') continue;
    for (const block of section.blocks) {
      const years = periodYears(findPeriod(block.text)?.period ?? null);
      if (!years) continue;
      first = Math.min(first, years[0]);
      last = Math.max(last, Math.min(years[1], thisYear));
    }
  }
  return last >= first ? last - first : 0;
}
