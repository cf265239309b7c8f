import { findPeriod, periodYears } from '../../parse/find-period';
import { fold } from '../../text/fold';
import type { CvDocument } from '../cv-document';
import { datesOf } from './dates-of';
import { distinctiveWords } from './employers-kept';
import type { Bound, Quantity } from './quantities-of';

/**
 * The CV's jobs as spans of months, each with its employer: what a summary's years may say ('ruim zeven jaar bij
 * Kruidvat' from January 2019, 'more than six of them at Northgate' from August 2020). Months, not calendar
 * years: 'Feb 2017 – present' on 27 Nov 2026 is 9 years and 9 months, which is 'nearly ten', not 'ten' nor
 * 'more than nine' twice over. `now` is the generation's date, so that a CV's claims are judged the same way
 * every time the same generation is checked. A start without its month counts from January and an end without
 * one to December: the gate refuses only what no reading of the dates allows.
 */
export type Tenure = { readonly employer: string; readonly start: number; readonly end: number };

const monthIndex = (year: number, month: number) => year * 12 + month - 1;

export function tenuresOf(document: CvDocument, now: Date): Tenure[] {
  const today = monthIndex(now.getUTCFullYear(), now.getUTCMonth() + 1);
  const tenures: Tenure[] = [];
  for (const section of document.sections) {
    if (section.key !== 'experience') continue;
    const dated = section.entries?.length
      ? section.entries.map((entry) => ({ employer: entry.company, period: entry.period }))
      : section.blocks.map((block) => ({ employer: '', period: findPeriod(block.text)?.period ?? null }));
    for (const { employer, period } of dated) {
      const span = spanOf(period, today);
      if (span) tenures.push({ employer, ...span });
    }
  }
  return tenures;
}

function spanOf(period: string | null, today: number): { start: number; end: number } | undefined {
  const years = periodYears(period);
  if (!period || !years) return undefined;
  const months = datesOf(period).map((date) => {
    const [month, year] = date.includes('/') ? date.split('/').map(Number) : [undefined, Number(date)];
    return { year: year!, month };
  });
  const first = months.reduce((a, b) =>
    monthIndex(b.year, b.month ?? 1) < monthIndex(a.year, a.month ?? 1) ? b : a,
  );
  const last = months.reduce((a, b) =>
    monthIndex(b.year, b.month ?? 12) > monthIndex(a.year, a.month ?? 12) ? b : a,
  );
  const start = monthIndex(first.year, first.month ?? 1);
  const end = years[1] > today / 12 ? today : Math.min(today, monthIndex(last.year, last.month ?? 12));
  return end >= start ? { start, end } : undefined;
}

/**
 * The months of the tenures whose employer `clause` names (all of them when it names none), from the first
 * start to the last end: 'bij de gemeenten Deventer en Zwolle' spans both councils.
 */
export function monthsNamed(tenures: readonly Tenure[], clause: string): number {
  const words = new Set(fold(clause).match(/\p{L}[\p{L}\p{N}]*/gu) ?? []);
  const named = tenures.filter((t) => distinctiveWords(t.employer).some((word) => words.has(word)));
  const spans = named.length ? named : tenures;
  if (!spans.length) return 0;
  return Math.max(...spans.map((t) => t.end)) - Math.min(...spans.map((t) => t.start)) + 1;
}

/**
 * Whether a claim of `years` with its bound fits `months`: 'more than 7' needs 7 whole years, 'nearly 10'
 * more than 9, and a plain or 'about' figure the months rounded to the nearest year.
 */
export function yearsFit(years: number, bound: Bound | undefined, months: number): boolean {
  if (bound === 'above') return months >= years * 12;
  if (bound === 'below') return months > (years - 1) * 12;
  return years * 12 <= months + 6;
}

/**
 * Whether a summary says a date of its own otherwise: the same year with its month ('since 2018' → 'since September
 * 2018'), or as the years since it ('sinds 2019' → 'bijna acht jaar' in November 2026): a claim that fits the months
 * since then, and no more than a year and a half short of them ('since 2016' is not 'two years').
 */
export function saysDate(
  date: string,
  after: { dates: readonly string[]; years: readonly Quantity[] },
  now: Date,
) {
  if (!date.includes('/') && after.dates.some((d) => d.endsWith(`/${date}`))) return true;
  const [month, year] = date.includes('/') ? date.split('/').map(Number) : [1, Number(date)];
  const months = monthIndex(now.getUTCFullYear(), now.getUTCMonth() + 1) - monthIndex(year!, month!);
  return after.years.some((q) => yearsFit(q.value, q.bound, months) && q.value * 12 >= months - SHORT_BY);
}
const SHORT_BY = 18;
