import { NOT_YET_JOB_WORDS } from '../data/not-yet-jobs';
import type { CvDocument, DocumentEntry } from '../document/cv-document';
import { datesOf } from '../document/gates/dates-of';
import { fold } from '../text/fold';
import { holdsWhole } from './offer-proofs';

/**
 * Years of experience, from the CV's jobs' periods (issue 23): each job from its first date to its last, or to
 * now when it runs on ('2019 – aujourd’hui', 'since 2020'); jobs that overlap are counted once (a freelance
 * beside a job is not two years of work); internships and student jobs not at all (data/not-yet-jobs.ts).
 * The caller may count only some jobs (those of the trade the lead names). A year without its month runs from January: '2019 – 2021' is two years, as a reader counts it. Whole years,
 * rounded down: a lead never claims more than the dates show.
 */
const OPEN = /aujourd|present|heden|now|today|current|actuel|en cours|ce jour|depuis|since|sinds|vanaf|nu\b/i;

export function experienceSpan(
  document: CvDocument,
  now: Date = new Date(),
  counts: (entry: DocumentEntry) => boolean = () => true,
): number {
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  const spans: [number, number][] = [];
  for (const section of document.sections)
    for (const entry of section.entries ?? []) {
      if (!entry.period || isNotYetJob(entry) || !counts(entry)) continue;
      const months = datesOf(entry.period).map(monthOf);
      if (months.length === 0) continue;
      const start = Math.min(...months);
      const end = OPEN.test(entry.period) || months.length === 1 ? thisMonth : Math.max(...months);
      // a single date ('2019') is a job of that year, unless the period says it runs on
      const last = months.length === 1 && !OPEN.test(entry.period) ? start + 12 : end;
      if (last > start && start <= thisMonth) spans.push([start, Math.min(last, thisMonth)]);
    }
  spans.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reach = Number.NEGATIVE_INFINITY;
  for (const [start, end] of spans) {
    const from = Math.max(start, reach);
    if (end > from) total += end - from;
    reach = Math.max(reach, end);
  }
  return Math.floor(total / 12);
}

/** 'month/year' or 'year' (datesOf's tokens) as a count of months. */
function monthOf(token: string): number {
  const [a, b] = token.split('/');
  return b === undefined ? Number(a) * 12 : Number(b) * 12 + Number(a) - 1;
}

function isNotYetJob(entry: DocumentEntry): boolean {
  const position = fold(entry.position);
  return NOT_YET_JOB_WORDS.some((word) => holdsWhole(position, word));
}
