import type { Random } from '../random';
import { forRegion, type Lang, type Region, type TradeWords } from '../vocabulary/trade-words';
import { fillSlots } from './fill-slots';
import { formatStudyPeriod, type PeriodFormat } from './format-period';
import type { Degree } from './generated-cv';

/** 1–3 degrees of the trade in the region, newest first, finished before the first job began. */
export function generateEducation(
  random: Random,
  options: {
    lang: Lang;
    region: Region;
    words: TradeWords;
    format: PeriodFormat;
    firstJobYear: number;
    dated?: boolean;
  },
): Degree[] {
  const { lang, region, words, format } = options;
  const pool = forRegion(
    words.degrees.map((d) => d.degree),
    region,
  );
  const count = Math.min(
    pool.length,
    random.weighted([
      [1, 3],
      [2, 3],
      [3, 1],
    ] as [number, number][]),
  );
  const chosen = random.sample(pool, count);
  let end = options.firstJobYear - random.int(0, 1);
  return chosen.map((degree) => {
    const school = words.degrees.find((d) => d.degree.endsWith(degree))!.school;
    const start = end - random.int(2, 5);
    const period =
      options.dated || !random.chance(0.08) ? formatStudyPeriod(random, format, start, end) : null;
    end = start - random.int(0, 1);
    return { degree, school: fillSlots(school, { random, lang, region }), period, location: null };
  });
}
