import { MONTH_NUMBERS } from '../data/month-numbers';
import { fold } from '../text/fold';
import type { Line } from './split-lines';

/**
 * Parse step 1c — a period printed over two lines is one: 'June 2022 –' / 'Present', '2019 -' / '2021',
 * '09/2022 -' / '04/2025', 'Sep 2016 – Aug' / '2017', 'From December 2017' / 'to December 2020'.
 * A line that ends on a dash after a date, followed by a line that is only the period's end, becomes one line.
 */
const OPEN_PERIOD = /(?:19|20)\d{2}\s*[-–—→]$/;
// 'Sep 2016 – Aug' / '2017': the end's month stayed on the first line, its year wrapped (a narrow margin)
const OPEN_AT_MONTH = /(?:19|20)\d{2}\s*[-–—→]\s*(\p{L}{3,9})\.?$/u;
const YEAR_FIRST = /^(?:19|20)\d{2}\b[\s\S]{0,40}$/;
const MONTHS = new Set(MONTH_NUMBERS.flat());

// 'From December 2017' / 'to December 2020', 'Du 03/2015' / 'au 06/2019', 'Van 2012' / 'tot 2016': a narrow
// cell wrapped a period written in words before its second half
const OPEN_FROM = /^(?:from|du|de|van|vanaf)\s+(?:\p{L}{3,9}\.?\s+|\d{1,2}[/.])?(?:19|20)\d{2}$/iu;
const TO_WORD = /^(?:to|until|till|au|à|jusqu[’']à|tot|t\/m)\s+/iu;

const opensPeriod = (previous: string, line: string) => {
  if (OPEN_PERIOD.test(previous)) return PERIOD_END.test(line);
  if (OPEN_FROM.test(previous.trim())) {
    const to = TO_WORD.exec(line);
    return to !== null && PERIOD_END.test(line.slice(to[0].length));
  }
  const month = OPEN_AT_MONTH.exec(previous)?.[1];
  return month !== undefined && MONTHS.has(fold(month)) && YEAR_FIRST.test(line);
};
const PERIOD_END =
  /^(?:(?:\p{L}{3,9}\.?\s+|\d{1,2}[/.])?(?:19|20)\d{2}|present|current|now|today|aujourd[’']hui|ce jour|présent|heden|nu)\b[\s\S]{0,40}$/iu;

export function joinSplitPeriods(lines: readonly Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const previous = out[out.length - 1];
    if (previous && !line.bullet && opensPeriod(previous.text, line.text)) {
      out[out.length - 1] = {
        ...previous,
        text: `${previous.text} ${line.text}`,
        raw: `${previous.raw} ${line.raw}`,
        to: line.to,
      };
    } else out.push(line);
  }
  return out;
}
