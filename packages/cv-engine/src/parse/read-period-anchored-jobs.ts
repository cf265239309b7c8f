import { DURATION_AFTER, DURATION_ALONE } from '../data/durations';
import { PLACE_WORDS } from '../data/places';
import { fold } from '../text/fold';
import { hasJobTitleWord } from './entry-words';
import { findPeriod, isRangePeriod } from './find-period';
import type { ReadJob } from './roles-under-employer';
import type { Line } from './split-lines';

/**
 * Parse step 6, for the layout of LinkedIn's "Save to PDF" and of the CVs made like it: each role is a title line
 * right above a line of dates followed by the role's length ('January 2022 - Present (2 years 11 months)'), then
 * an optional place line ('Lyon, Auvergne-Rhône-Alpes, France') and its description; the employer is the line
 * above the first role, followed by the total length alone ('5 years 2 months') when it lists several roles,
 * which then all belong to it. The lengths are neither employers nor titles nor part of the period (the period is
 * the dates; a role's length is said with its place, first in its description). Read only when the section is
 * written so: some dates carry their length, or a length stands alone.
 */
export function readPeriodAnchoredJobs(lines: readonly Line[]): ReadJob[] | undefined {
  const dated = lines.map((line) => isDatesLine(line));
  const withLength = lines.some((line, i) => dated[i] && DURATION_AFTER.test(line.text));
  const lengthAlone = lines.some((line) => DURATION_ALONE.test(line.text));
  if (!(withLength || lengthAlone)) return undefined;
  const starts = dated.flatMap((isDated, i) => (isDated && i > 0 && !dated[i - 1] ? [i] : []));
  if (starts.length === 0) return undefined;

  const jobs: ReadJob[] = [];
  let company = '';
  const titleOf = new Map<number, string>();
  starts.forEach((at, n) => {
    const titleAt = at - 1;
    const previousEnd = n === 0 ? -1 : starts[n - 1]! + (isPlaceLine(lines[starts[n - 1]! + 1]) ? 1 : 0);
    // the employer: above a length alone, or a short line between the last role's header and this title
    let headerFrom = titleAt;
    if (
      titleAt - 1 > previousEnd &&
      DURATION_ALONE.test(lines[titleAt - 1]!.text) &&
      titleAt - 2 > previousEnd
    ) {
      company = lines[titleAt - 2]!.text;
      headerFrom = titleAt - 2;
    } else if (titleAt - 1 > previousEnd && titleAbove(lines[titleAt - 1]!, lines[titleAt]!)) {
      // a role alone at its employer, as LinkedIn's pages print it: the title, then the employer, then the dates
      company = lines[titleAt]!.text;
      headerFrom = titleAt - 1;
      titleOf.set(n, lines[titleAt - 1]!.text);
    } else if (titleAt - 1 > previousEnd && namesEmployer(lines[titleAt - 1]!)) {
      company = lines[titleAt - 1]!.text;
      headerFrom = titleAt - 1;
    } else if (n === 0 || titleAt - 1 > previousEnd) {
      // a line of description above the title: the role opens no group of its own, the employer stays
      company = n === 0 ? '' : company;
    }
    const place = isPlaceLine(lines[at + 1]) ? lines[at + 1]! : undefined;
    const nextHeader =
      n + 1 < starts.length ? headerStartOf(lines, starts[n + 1]!, at + (place ? 1 : 0)) : lines.length;
    const bodyFrom = at + 1 + (place ? 1 : 0);
    const header = lines.slice(headerFrom, bodyFrom);
    const body = lines.slice(bodyFrom, nextHeader);
    const dates = lines[at]!.text;
    const length = DURATION_AFTER.exec(dates)?.[0].trim();
    const meta = [length, place?.text].filter((part): part is string => part !== undefined);
    jobs.push({
      job: {
        company,
        position: titleOf.get(n) ?? lines[titleAt]!.text,
        period: length ? dates.slice(0, dates.length - length.length).trim() : dates,
        description: [...(meta.length > 0 ? [meta.join(' · ')] : []), ...body.map((line) => line.text)],
      },
      employerOnItsLine: true,
      lines: [...header, ...body],
      header,
    });
  });
  return jobs;
}

/**
 * The line above the one over the dates is the role's title and that one its employer: the first is set in bold
 * and the second not, or the first names a job and the second does not ('Receptioniste' / 'Hogeweg Vastgoed').
 */
function titleAbove(above: Line, over: Line): boolean {
  if (!namesEmployer(over) || DURATION_ALONE.test(above.text) || findPeriod(above.text) !== undefined)
    return false;
  if (above.layout && over.layout) return above.layout.bold === true && over.layout.bold !== true;
  return hasJobTitleWord(fold(above.text)) && !hasJobTitleWord(fold(over.text));
}

/** Where the next role's header starts: its title, and the employer and its total length above it. */
function headerStartOf(lines: readonly Line[], datesAt: number, previousEnd: number): number {
  let from = datesAt - 1;
  if (from - 1 > previousEnd && DURATION_ALONE.test(lines[from - 1]!.text) && from - 2 > previousEnd)
    return from - 2;
  if (
    from - 1 > previousEnd &&
    (namesEmployer(lines[from - 1]!) || titleAbove(lines[from - 1]!, lines[from]!))
  )
    from -= 1;
  return from;
}

/** A line of dates, with its length or not, and nothing else. */
function isDatesLine(line: Line): boolean {
  const text = line.text.replace(DURATION_AFTER, '').trim();
  const found = findPeriod(text);
  return (
    found !== undefined && isRangePeriod(found.period) && !/\p{L}{2}/u.test(text.replace(found.period, ''))
  );
}

/** 'Lyon, Auvergne-Rhône-Alpes, France', 'Greater Paris Metropolitan Region', 'Remote', 'Gent, België'. */
function isPlaceLine(line: Line | undefined): boolean {
  if (!line || line.text.split(/\s+/).length > 8 || /\d|[.!?:;]$/.test(line.text)) return false;
  const pieces = line.text.split(/\s*,\s*/);
  if (pieces.some((piece) => PLACE_WORDS.has(fold(piece)))) return true;
  return /\b(?:area|region|metropolitan|remote|télétravail|teletravail|hybrid|hybride|regio|omgeving)\b/i.test(
    line.text,
  );
}

/**
 * An employer's line: a name — short, most of its words capitalised ('Northwind Traders', 'Université Lumière
 * Lyon 2'), not a sentence ('Automated stock reports in Python'), no dates, no length.
 */
function namesEmployer(line: Line): boolean {
  const text = line.text;
  const words = text.split(/\s+/).filter((word) => /\p{L}{3}/u.test(word));
  const capitalised = words.filter((word) => /^\p{Lu}/u.test(word)).length;
  return (
    text.split(/\s+/).length <= 8 &&
    (words.length <= 2 || capitalised * 2 >= words.length) &&
    !/[.!?;:]$/.test(text) &&
    findPeriod(text) === undefined &&
    !DURATION_ALONE.test(text) &&
    /^\p{Lu}|^\d/u.test(text)
  );
}
