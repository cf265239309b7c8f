import type { Random } from '../random';
import { FROM_TO, MONTHS_LONG, MONTHS_SHORT, PRESENT, SEASONS, SINCE } from '../vocabulary/calendar';
import type { Lang } from '../vocabulary/trade-words';
import type { YearMonth } from './generated-cv';

/**
 * A job's dates as CVs print them, in the many forms they take: '03/2019 – 06/2021', 'mars 2019 – aujourd’hui',
 * 'Jan 2020 - Present', 'sept. 2018 – heden', '2017–2019', 'Since 2021', 'De mars 2015 à juin 2018',
 * '2019-03 – 2021-06', 'Été 2016', LinkedIn's 'January 2020 - Present', Europass's '03/2019 – 06/2021'.
 * One CV keeps one style (a person writes their dates one way), chosen once by pickPeriodFormat.
 */

export type PeriodStyle =
  | 'numeric'
  | 'month-long'
  | 'month-short'
  | 'years'
  | 'iso'
  | 'since'
  | 'from-to'
  | 'linkedin'
  | 'europass';

export interface PeriodFormat {
  style: PeriodStyle;
  lang: Lang;
  dash: string;
  present: string;
  /** numeric: '03/2019', '3/2019' or '03.2019'. */
  numeric: 'slash' | 'slash-unpadded' | 'dot';
  /** Month names with a capital ('Mars 2019'), as some French and Dutch CVs write them. */
  capitalMonths: boolean;
  since: string;
  fromTo: [string, string];
}

const STYLE_WEIGHTS: [PeriodStyle, number][] = [
  ['numeric', 4],
  ['month-long', 4],
  ['month-short', 3],
  ['years', 3],
  ['iso', 1],
  ['since', 1.5],
  ['from-to', 1.5],
];

export function pickPeriodFormat(random: Random, lang: Lang, style?: PeriodStyle): PeriodFormat {
  const chosen = style ?? random.weighted(STYLE_WEIGHTS);
  const dashes: [string, number][] = [
    [' – ', 5],
    [' - ', 3],
    [' — ', 1],
    [chosen === 'years' || chosen === 'numeric' ? '–' : ' – ', 1.5],
    [{ fr: ' à ', en: ' to ', nl: ' tot ' }[lang], chosen === 'month-long' ? 1 : 0],
  ];
  const format: PeriodFormat = {
    style: chosen,
    lang,
    dash: random.weighted(dashes),
    present: random.pick(PRESENT[lang]),
    numeric: random.weighted([
      ['slash', 5],
      ['slash-unpadded', 1],
      ['dot', lang === 'en' ? 0 : 2],
    ]),
    capitalMonths: lang !== 'en' && random.chance(0.25),
    since: random.pick(SINCE[lang]),
    fromTo: random.pick(FROM_TO[lang]),
  };
  if (chosen === 'linkedin')
    return { ...format, dash: ' - ', present: LINKEDIN_PRESENT[lang], capitalMonths: false };
  if (chosen === 'europass')
    return { ...format, dash: ' – ', numeric: 'slash', present: EUROPASS_PRESENT[lang] };
  return format;
}

const LINKEDIN_PRESENT: Record<Lang, string> = { en: 'Present', fr: 'aujourd’hui', nl: 'heden' };
const EUROPASS_PRESENT: Record<Lang, string> = { en: 'present', fr: 'aujourd’hui', nl: 'heden' };

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function monthName(format: PeriodFormat, month: number, short: boolean): string {
  const name = (short ? MONTHS_SHORT : MONTHS_LONG)[format.lang][month - 1]!;
  return format.capitalMonths ? capital(name) : name;
}

function point(format: PeriodFormat, at: YearMonth): string {
  const mm = String(at.month).padStart(2, '0');
  switch (format.style) {
    case 'numeric':
    case 'europass':
      if (format.numeric === 'dot') return `${mm}.${at.year}`;
      return `${format.numeric === 'slash-unpadded' ? at.month : mm}/${at.year}`;
    case 'iso':
      return `${at.year}-${mm}`;
    case 'years':
      return String(at.year);
    case 'month-short':
      return `${monthName(format, at.month, true)} ${at.year}`;
    default:
      return `${monthName(format, at.month, false)} ${at.year}`;
  }
}

/** The period of a job from `start` to `end` (null: still there). */
export function formatPeriod(format: PeriodFormat, start: YearMonth, end: YearMonth | null): string {
  if (format.style === 'since' && end === null) return `${format.since} ${point(format, start)}`;
  if (format.style === 'since' || format.style === 'from-to') {
    const [from, to] = format.fromTo;
    const long = { ...format, style: 'month-long' as const, capitalMonths: false };
    const first = point(long, start);
    // French elides before a vowel: 'D’avril 2015 à juin 2018'
    const opening = format.lang === 'fr' && /^[aeiouéèâ]/i.test(first) ? `D’${first}` : `${from} ${first}`;
    return `${opening} ${to} ${end ? point(long, end) : format.present}`;
  }
  if (format.style === 'years' && end && end.year === start.year) return String(start.year);
  return `${point(format, start)}${format.dash}${end ? point(format, end) : format.present}`;
}

/** A summer or winter job of a student: 'Été 2016', 'Summer season 2016', 'Winter 2018'. */
export function formatSeason(random: Random, lang: Lang, season: 'summer' | 'winter', year: number): string {
  return `${random.pick(SEASONS[lang][season])} ${year}`;
}

/** A degree's years: '2012 – 2015', '2015', or the CV's own style. */
export function formatStudyPeriod(random: Random, format: PeriodFormat, start: number, end: number): string {
  if (format.style === 'linkedin') return `${start} - ${end}`;
  if (random.chance(0.25)) return String(end);
  const dash = format.dash.includes(' ') && !/[a-z]/i.test(format.dash) ? format.dash : ' – ';
  return `${start}${dash}${end}`;
}
