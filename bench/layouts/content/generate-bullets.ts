import type { Random } from '../random';
import type { Lang, Region, TradeWords } from '../vocabulary/trade-words';
import { fillSlots } from './fill-slots';

/**
 * A job's bullets: distinct templates of its trade (never twice in one CV), sometimes one quoting a course or an
 * award in guillemets or quotation marks — a bullet that may wrap right before its « — and sometimes, instead of
 * bullets, one paragraph of two sentences.
 */

const QUOTED: Record<Lang, string[]> = {
  fr: ['Formation interne « {topic} » suivie en {year}', 'Référent « {topic} » pour l’équipe depuis {year}'],
  en: ['Completed the in-house course “{topic}” in {year}', 'Team champion for “{topic}” since {year}'],
  nl: ['Interne opleiding „{topic}” gevolgd in {year}', 'Aanspreekpunt „{topic}” voor het team sinds {year}'],
};

const TOPICS: Record<Lang, string[]> = {
  fr: [
    'Gestes et postures',
    'Bien accueillir le public',
    'Manager au quotidien',
    'Prévenir les risques psychosociaux',
    'Qualité de vie au travail',
  ],
  en: [
    'Leading Others',
    'Customer First',
    'Safe Working Every Day',
    'Handling Difficult Conversations',
    'Wellbeing at Work',
  ],
  nl: [
    'Klantgericht werken',
    'Veilig werken',
    'Leidinggeven in de praktijk',
    'Moeilijke gesprekken voeren',
    'Welzijn op het werk',
  ],
};

export interface BulletOptions {
  lang: Lang;
  region: Region;
  words: TradeWords;
  years: [number, number];
  /** Templates already used in this CV. */
  used: Set<string>;
  seasonal: boolean;
}

export function generateBullets(
  random: Random,
  options: BulletOptions,
): { items: string[]; paragraph: boolean } {
  const { lang, region, words, years, used } = options;
  const fill = (template: string) => fillSlots(template, { random, lang, region, years });
  const fresh = random.shuffle(words.bullets.filter((b) => !used.has(b)));
  const take = (count: number) => {
    const chosen = fresh.splice(0, count);
    for (const template of chosen) used.add(template);
    return chosen.map(fill);
  };
  if (random.chance(0.1) && fresh.length >= 2) {
    const [a, b] = take(2);
    return { items: [`${a}. ${b}.`], paragraph: true };
  }
  const count = options.seasonal
    ? random.int(0, 2)
    : random.weighted([
        [0, 0.5],
        [1, 1],
        [2, 2],
        [3, 3],
        [4, 2],
        [5, 1],
        [6, 0.5],
      ] as [number, number][]);
  const items = take(Math.min(count, fresh.length));
  if (items.length > 0 && random.chance(0.15)) {
    const quoted = random.pick(QUOTED[lang]).replace('{topic}', random.pick(TOPICS[lang]));
    items.splice(random.int(0, items.length), 0, fill(quoted));
  }
  return { items, paragraph: false };
}
