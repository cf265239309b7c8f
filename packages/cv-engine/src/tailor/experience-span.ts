import { NOT_YET_JOB_WORDS } from '../data/not-yet-jobs';
import type { CvDocument, DocumentEntry } from '../document/cv-document';
import { datesOf } from '../document/gates/dates-of';
import { fold } from '../text/fold';
import { holdsWhole } from './offer-proofs';

/**
 * Years of experience, from the CV's jobs' periods (issue 23): each job from its first date to its last, or to
 * today when it runs on ('2019 – aujourd’hui', 'janv. 2021 – présent', 'since 2020'); jobs that overlap are counted
 * once (a freelance beside a job is not two years of work); internships and student jobs not at all
 * (data/not-yet-jobs.ts). The caller may count only some jobs (those of the trade the lead names).
 * Counted as a reader counts: a year without its month runs from January ('2019 – 2021' is two years), a month
 * counts whole ('janv. 2018 – déc. 2021' is four years). Whole years, rounded down: a lead never claims more than
 * the dates show. Null when a counted period cannot be read (no date, or an end that is neither a date nor a word
 * for today): a lead then says no number rather than a wrong one.
 */
// folded: 'présent' and 'aujourd’hui' as written, in the three languages
const OPEN =
  /aujourd|present|heden|\bnow\b|today|current|actuel|en cours|ce jour|depuis|since|sinds|vanaf|to date|ongoing|momenteel|maintenant|huidig|\bnu\b/;
// a period that goes on after a dash ('2019 – …'): its end must be read, or the span is a guess
const DASH_THEN_WORDS = /[-–—]\s*\p{L}/u;

export function experienceSpan(
  document: CvDocument,
  now: Date,
  counts: (entry: DocumentEntry) => boolean = () => true,
): number | null {
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  const spans: [number, number][] = [];
  for (const section of document.sections)
    for (const entry of section.entries ?? []) {
      if (!entry.period || isNotYetJob(entry) || !counts(entry)) continue;
      const span = spanOf(entry.period, thisMonth);
      if (span === null) return null;
      if (span[1] > span[0] && span[0] <= thisMonth) spans.push([span[0], Math.min(span[1], thisMonth)]);
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

/** A period's first and last month (the last one excluded), or null when it cannot be read. */
export const periodMonths = (period: string, thisMonth: number) => spanOf(period, thisMonth);

function spanOf(period: string, thisMonth: number): [number, number] | null {
  const dates = datesOf(period);
  if (dates.length === 0) return null;
  const months = dates.map(monthOf);
  const start = Math.min(...months);
  const open = OPEN.test(fold(period));
  if (open) return [start, thisMonth];
  if (dates.length === 1) {
    // 'mars 2019 – ?': an end we cannot read is not the end of that year
    if (DASH_THEN_WORDS.test(period.slice(period.search(/\d{4}/)))) return null;
    // a single date ('2019') is a job of that year
    return [start, start + 12];
  }
  const last = dates.reduce((a, b) => (monthOf(a) >= monthOf(b) ? a : b));
  return [start, monthOf(last) + (last.includes('/') ? 1 : 0)];
}

/** 'month/year' or 'year' (datesOf's tokens) as a count of months. */
function monthOf(token: string): number {
  const [a, b] = token.split('/');
  return b === undefined ? Number(a) * 12 : Number(b) * 12 + Number(a) - 1;
}

export function isNotYetJob(entry: DocumentEntry): boolean {
  const position = fold(entry.position);
  return NOT_YET_JOB_WORDS.some((word) => holdsWhole(position, word));
}
