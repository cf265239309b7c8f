import { analyzeJob, scoreCv, scoreSettings } from '@cv/cv-engine';
import { foldedWords, holdsWords } from './folded-words';
import type { MustHave, OfferTruth } from './truth-sets';

/**
 * The match report of each offer of a truth set against its truth (issue 14, issue 24):
 * - noise terms (employer, places, contract, perks, generic words) among the keywords shown;
 * - the must-haves shown (matched or missing);
 * - for each CV written for the offer: a must-have it has under any name never shown missing, one it lacks
 *   shown missing and never found;
 * - and whether a CV lacking a must-have still scores 100.
 * A keyword stands for a spelling when, folded, it holds it as whole words ('Vue.js' for 'vue'), or is held by it
 * and has several words ('tests automatisés' for 'tests automatisés unitaires'); 'ML' alone does not stand for
 * 'ML monitoring'. Figures are kept per offer so that they add up by trade and by language.
 */
export type OfferFigures = {
  file: string;
  trade: string;
  language: string;
  shown: number;
  noise: string[];
  mustTotal: number;
  mustUnshown: string[];
  hasChecked: number;
  hasWrong: string[];
  lacksChecked: number;
  lacksWrong: string[];
  lacksUnshown: number;
  /** CVs of the offer scoring 100 while the score lists a must-have missing. */
  perfectWhileMissing: number;
  /** Each CV's score for its offer and whether the plain "poor match" warning was on. */
  pairs: Array<{ cv: string; score: number; poorMatch: boolean }>;
};

const holds = holdsWords;

export function stands(keyword: string, spelling: string): boolean {
  const k = foldedWords(keyword);
  const s = foldedWords(spelling);
  return holds(k, s) || (k.length > 1 && holds(s, k));
}
const isNoise = (keyword: string, noise: string) => holds(foldedWords(keyword), foldedWords(noise));
const isNoiseAlone = (keyword: string, noise: string) =>
  foldedWords(keyword).join(' ') === foldedWords(noise).join(' ');
const showsMust = (keywords: readonly string[], must: MustHave) =>
  keywords.some((k) => must.spellings.some((s) => stands(k, s)));

export function measureOffer(offer: OfferTruth, text: Map<string, string>): OfferFigures {
  const job = analyzeJob(text.get(offer.file) ?? '');
  const shown = job.keywords.map((k) => k.word);
  const figures: OfferFigures = {
    file: offer.file,
    trade: offer.trade ?? '?',
    language: offer.language ?? job.language,
    shown: shown.length,
    noise: shown.filter(
      (k) =>
        offer.noise.some((n) => isNoise(k, n)) || (offer.noiseAlone ?? []).some((n) => isNoiseAlone(k, n)),
    ),
    mustTotal: offer.mustHaves.length,
    mustUnshown: offer.mustHaves.filter((m) => !showsMust(shown, m)).map((m) => m.name),
    hasChecked: 0,
    hasWrong: [],
    lacksChecked: 0,
    lacksWrong: [],
    lacksUnshown: 0,
    perfectWhileMissing: 0,
    pairs: [],
  };
  const must = (name: string) => offer.mustHaves.find((m) => m.name === name);
  // a keyword naming a must-have of the other list ('plan comptable général' holds 'comptable général', a spelling
  // of the general-accounting experience the CV has; the CV lacks the chart of accounts) is judged by that one
  const names = (k: string, list: readonly string[]) =>
    list.some((name) => must(name)?.spellings.some((s) => stands(k, s)));
  for (const cv of offer.cvs) {
    const score = scoreCv(text.get(cv.file) ?? '', job.text, scoreSettings(job));
    figures.pairs.push({ cv: cv.file, score: score.score, poorMatch: score.poorMatch ?? false });
    const missingMust = score.mustHave?.missing ?? [];
    if (score.score === 100 && missingMust.length > 0) figures.perfectWhileMissing++;
    for (const name of cv.has) {
      const m = must(name);
      if (!m) continue;
      figures.hasChecked++;
      const wrong = missingMust.filter((k) => m.spellings.some((s) => stands(k, s)) && !names(k, cv.lacks));
      if (wrong.length > 0)
        figures.hasWrong.push(`${cv.file}: has '${name}', shown missing as '${wrong.join("', '")}'`);
    }
    for (const name of cv.lacks) {
      const m = must(name);
      if (!m) continue;
      figures.lacksChecked++;
      const falselyFound = score.matchedKeywords.filter(
        (k) => m.spellings.some((s) => stands(k, s)) && !names(k, cv.has),
      );
      if (falselyFound.length > 0)
        figures.lacksWrong.push(`${cv.file}: lacks '${name}', shown found as '${falselyFound.join("', '")}'`);
      else if (!showsMust(score.missingKeywords, m)) figures.lacksUnshown++;
    }
  }
  return figures;
}

export type Totals = {
  offers: number;
  noise: number;
  mustTotal: number;
  mustShown: number;
  offersUnder90: number;
  hasChecked: number;
  hasWrong: number;
  lacksChecked: number;
  lacksWrong: number;
  lacksUnshown: number;
  perfectWhileMissing: number;
};

export function addUp(figures: readonly OfferFigures[]): Totals {
  const sum = (pick: (f: OfferFigures) => number) => figures.reduce((n, f) => n + pick(f), 0);
  return {
    offers: figures.length,
    noise: sum((f) => f.noise.length),
    mustTotal: sum((f) => f.mustTotal),
    mustShown: sum((f) => f.mustTotal - f.mustUnshown.length),
    offersUnder90: figures.filter(
      (f) => f.mustTotal > 0 && (f.mustTotal - f.mustUnshown.length) / f.mustTotal < 0.9,
    ).length,
    hasChecked: sum((f) => f.hasChecked),
    hasWrong: sum((f) => f.hasWrong.length),
    lacksChecked: sum((f) => f.lacksChecked),
    lacksWrong: sum((f) => f.lacksWrong.length),
    lacksUnshown: sum((f) => f.lacksUnshown),
    perfectWhileMissing: sum((f) => f.perfectWhileMissing),
  };
}

export const percent = (a: number, b: number) => (b === 0 ? '–' : `${Math.round((1000 * a) / b) / 10} %`);

/** The figures grouped by a key (trade, language), in the key's order. */
export function groupBy(
  figures: readonly OfferFigures[],
  key: (f: OfferFigures) => string,
): Array<[string, Totals]> {
  const groups = new Map<string, OfferFigures[]>();
  for (const f of figures) groups.set(key(f), [...(groups.get(key(f)) ?? []), f]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, fs]) => [k, addUp(fs)]);
}
