/**
 * The shape of the generator's vocabulary. Everything in ./vocabulary was written for the generator from general
 * knowledge of how CVs are worded in French, English and Dutch (Belgian and Dutch usage); none of it comes from the
 * engine's word lists, so a reading that passes here is not reading its own lists back (issue 22, step 4).
 *
 * Conventions inside the strings:
 * - `Infirmier|Infirmière`: masculine|feminine form of a title, chosen by the person's gender;
 * - a leading `@BE `, `@FR@BE `…: the entry exists only in those regions (a Belgian employer, a French degree);
 * - slots filled by the generator: {Surname} {First} {Town} {Saint} {Place} (names), {n} (2–30), {N} (40–900),
 *   {p} (a percentage 5–45), {year} (a year inside the job), {k} (an amount in thousands).
 */

export type Lang = 'fr' | 'en' | 'nl';
export type Region = 'FR' | 'BE' | 'NL' | 'UK' | 'IE' | 'US';

export const REGIONS_OF: Record<Lang, readonly Region[]> = {
  fr: ['FR', 'FR', 'BE'],
  en: ['UK', 'UK', 'IE', 'US'],
  nl: ['BE', 'NL'],
};

export interface DegreeWords {
  degree: string;
  school: string;
}

export interface TradeWords {
  /** Titles by seniority: junior, confirmed, senior (a promotion under one employer climbs them). */
  titles: readonly [string[], string[], string[]];
  employers: string[];
  /** A line under an entry's header saying what the employer is or does. */
  contexts: string[];
  bullets: string[];
  skills: string[];
  degrees: DegreeWords[];
  certifications: string[];
  /** Completes "N years' experience …" in a summary. */
  domain: string;
  /** Whole sentences of a summary. */
  strengths: string[];
}

export interface Trade {
  id: string;
  /** Trades with summer and winter jobs, written with seasons ('Été 2016'). */
  seasonal?: boolean;
  fr: TradeWords;
  en: TradeWords;
  nl: TradeWords;
}

const REGION_TAGS = /^((?:@[A-Z]{2})+) /;

/** The entries of a list that exist in a region, without their region tags. */
export function forRegion(list: readonly string[], region: Region): string[] {
  return list.flatMap((entry) => {
    const tags = REGION_TAGS.exec(entry);
    if (!tags) return [entry];
    return tags[1]!.split('@').includes(region) ? [entry.slice(tags[0].length)] : [];
  });
}
