import type { Random } from '../random';
import { CONTRACTS, REMOTE } from '../vocabulary/personal-words';
import { COUNTRY, townsOf } from '../vocabulary/places';
import { forRegion, type Lang, type Region, type Trade, type TradeWords } from '../vocabulary/trade-words';
import { fillSlots, genderForm } from './fill-slots';
import { formatPeriod, formatSeason, type PeriodFormat } from './format-period';
import { generateBullets } from './generate-bullets';
import type { EmployerGroup, Job, YearMonth } from './generated-cv';

/**
 * The jobs of a CV, newest first: 1–7 roles over a timeline that ends in June 2025 (fixed, so that a seed gives
 * the same CV every year), sometimes several roles under one employer (a promotion), sometimes a student's
 * summer job printed with its season, sometimes an entry without dates.
 */

export const TODAY: YearMonth = { year: 2025, month: 6 };

export interface ExperienceOptions {
  lang: Lang;
  region: Region;
  trade: Trade;
  gender: 'f' | 'm';
  format: PeriodFormat;
  /** Dated roles only, no seasons (LinkedIn, Europass print dates for every role). */
  datedOnly?: boolean;
  noContext?: boolean;
}

const monthsBefore = (at: YearMonth, months: number): YearMonth => {
  const index = at.year * 12 + (at.month - 1) - months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

/** Sizes of the employer groups, newest first: mostly single roles, sometimes two or three under one name. */
function groupSizes(random: Random, jobs: number): number[] {
  const sizes: number[] = [];
  let left = jobs;
  while (left > 0) {
    const size = left >= 2 && random.chance(0.22) ? (left >= 3 && random.chance(0.3) ? 3 : 2) : 1;
    sizes.push(size);
    left -= size;
  }
  return sizes;
}

function location(random: Random, lang: Lang, region: Region): string | null {
  return random.weighted<() => string | null>([
    [() => random.pick(townsOf(region, lang)), 6],
    [() => `${random.pick(townsOf(region, lang))}, ${COUNTRY[lang][region]}`, 1.5],
    [() => random.pick(REMOTE[lang]), 0.4],
    [() => null, 2.5],
  ])();
}

function context(random: Random, lang: Lang, words: TradeWords): string | null {
  if (!random.chance(0.35)) return null;
  return random.chance(0.5) ? random.pick(CONTRACTS[lang]) : random.pick(words.contexts);
}

export function generateExperience(random: Random, options: ExperienceOptions): EmployerGroup[] {
  const { lang, region, trade, gender, format } = options;
  const words = trade[lang];
  const jobCount = random.weighted([
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 3],
    [5, 2],
    [6, 1],
    [7, 1],
  ] as [number, number][]);
  const sizes = groupSizes(random, jobCount);
  const top = jobCount >= 4 ? 2 : random.int(1, 2);
  const employers = random.shuffle(forRegion(words.employers, region));
  const usedTitles = new Set<string>();
  const usedBullets = new Set<string>();
  let cursor: YearMonth = random.chance(0.6) ? TODAY : monthsBefore(TODAY, random.int(1, 8));
  let ongoing = cursor === TODAY;
  let index = 0;
  return sizes.map((size, groupIndex) => {
    const company = fillSlots(employers[groupIndex % employers.length]!, { random, lang, region });
    const groupLocation = location(random, lang, region);
    const jobs: Job[] = [];
    for (let role = 0; role < size; role++, index++) {
      const oldest = index === jobCount - 1;
      // every draw is made whatever the rules, so that a family's rules leave the rest of the CV as it was
      const [seasonDraw, undatedDraw] = [random.chance(0.35), random.chance(0.06)];
      const seasonal = !options.datedOnly && oldest && trade.seasonal === true && seasonDraw;
      const level = seasonal
        ? 0
        : Math.max(0, Math.min(2, top - Math.round((index * top) / Math.max(1, jobCount - 1))));
      const titles = words.titles[level]!.map((t) => genderForm(t, gender));
      const position = random.pick(
        titles.filter((t) => !usedTitles.has(t)).concat(usedTitles.size >= titles.length ? titles : []),
      );
      usedTitles.add(position);
      const seasonYear = cursor.month >= 9 ? cursor.year : cursor.year - 1;
      const finish: YearMonth | null = seasonal ? { year: seasonYear, month: 8 } : ongoing ? null : cursor;
      const start = seasonal
        ? { year: seasonYear, month: 7 }
        : monthsBefore(finish ?? TODAY, random.int(5, 54));
      const period = seasonal
        ? formatSeason(random, lang, 'summer', start.year)
        : !options.datedOnly && index > 0 && undatedDraw
          ? null
          : formatPeriod(format, start, finish);
      const years: [number, number] = [start.year, (finish ?? TODAY).year];
      // drawn even when the layout drops it, so that the rest of the CV stays the seed's
      const contextLine = context(random, lang, words);
      const bullets = generateBullets(random, { lang, region, words, years, used: usedBullets, seasonal });
      jobs.push({
        company,
        position,
        period,
        start,
        end: finish,
        location: groupLocation,
        context: options.noContext ? null : contextLine,
        bullets: bullets.items,
        paragraph: bullets.paragraph,
      });
      // the next (older) role: the month before this one began under the same employer, or after a gap
      const gap = role < size - 1 ? 1 : random.int(1, 6);
      cursor = monthsBefore(start, gap);
      ongoing = false;
    }
    return { company, location: groupLocation, jobs };
  });
}
