import { MONTH_NUMBERS, SEASON_NAMES } from '../../data/month-numbers';
import { fold } from '../../text/fold';

/**
 * The dates of a text as a sorted list of 'month/year' or 'year' tokens, whatever the language of the month's
 * name: 'janv. 2019 – mars 2021' and 'Jan 2019 – Mar 2021' both give ['1/2019', '3/2021']. Two texts with the
 * same list say the same dates; a year or a month changed, added or dropped makes the lists differ.
 */
const MONTH_OF = new Map(MONTH_NUMBERS.flatMap((names, i) => names.map((name) => [name, i + 1] as const)));
const YEAR = String.raw`(?:19|20)\d{2}`;
// a month name or number (05/2019), then its year; or a year alone
const DATE = new RegExp(String.raw`(?:(\p{L}+)\.?\s+|(\d{1,2})[/.-])?(?<!\d)(${YEAR})(?!\d)`, 'gu');

export function datesOf(text: string): string[] {
  const dates: string[] = [];
  for (const match of text.matchAll(DATE)) {
    const [, name, number, year] = match;
    const month = name ? MONTH_OF.get(fold(name)) : number ? Number(number) : undefined;
    dates.push(month && month >= 1 && month <= 12 ? `${month}/${year}` : year!);
  }
  return dates.sort();
}

export const sameDates = (a: string, b: string): boolean => datesOf(a).join(' ') === datesOf(b).join(' ');

const SEASON_OF = new Map(SEASON_NAMES.flatMap((names, i) => names.map((name) => [name, i + 1] as const)));
// a season's name, then its year right after it or one word later ('summers of 2014', 'hiver 2016', 'Winter
// season 2019', 'étés 2013 à 2015')
const SEASON = new RegExp(String.raw`(\p{L}+)(?:\s+(\p{L}+))?[\s(]+(?:${YEAR})(?!\d)`, 'gu');

/**
 * The dates of a text (datesOf) and the seasons named with them ('season 2' for 'été 2016'): what a change must
 * keep of its block's dates.
 */
export function datedOf(text: string): string[] {
  const seasons = Array.from(text.matchAll(SEASON), (m) =>
    [m[1], m[2]].map((word) => SEASON_OF.get(fold(word ?? ''))).find(Boolean),
  )
    .filter((season) => season !== undefined)
    .map((season) => `season ${season}`);
  return [...datesOf(text), ...seasons].sort();
}
