import type { Random } from '../random';
import { FIRST_NAMES, SURNAMES } from '../vocabulary/names';
import { PLACES, SAINTS, townsOf } from '../vocabulary/places';
import type { Lang, Region } from '../vocabulary/trade-words';

/**
 * Fills a vocabulary template's slots ({Surname}, {Town}, {n}…; see trade-words.ts). Numbers are written the
 * way the CV's language writes them: '1 200' in French and Dutch, '1,200' in English.
 */

export interface SlotContext {
  random: Random;
  lang: Lang;
  region: Region;
  /** The years a job lasted, for {year}. */
  years?: [number, number];
}

function thousands(value: number, lang: Lang): string {
  if (value < 1000) return String(value);
  const head = Math.floor(value / 1000);
  const tail = String(value % 1000).padStart(3, '0');
  return `${head}${lang === 'en' ? ',' : ' '}${tail}`;
}

export function fillSlots(template: string, context: SlotContext): string {
  const { random, lang, region } = context;
  const surnames = SURNAMES[region];
  const first = random.pick(surnames);
  const slots: Record<string, () => string> = {
    Surname: () => first,
    Surname2: () => random.pick(surnames.filter((s) => s !== first)),
    First: () => random.pick([...FIRST_NAMES[region].f, ...FIRST_NAMES[region].m]),
    Town: () => random.pick(townsOf(region, lang)),
    Saint: () => random.pick(SAINTS[lang]),
    Place: () => random.pick(PLACES[lang]),
    n: () => String(random.int(2, 30)),
    N: () => thousands(random.int(4, 90) * 10 + (random.chance(0.3) ? 1000 : 0), lang),
    p: () => String(random.int(5, 45)),
    k: () => thousands(random.int(8, 95) * 10, lang),
    year: () =>
      String(context.years ? random.int(context.years[0], context.years[1]) : random.int(2012, 2024)),
  };
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => slots[name]?.() ?? whole);
}

/** 'Infirmier|Infirmière' → the form of the person's gender. */
export const genderForm = (title: string, gender: 'f' | 'm'): string => {
  const [masculine, feminine] = title.split('|');
  return (gender === 'f' ? feminine : masculine) ?? masculine!;
};
