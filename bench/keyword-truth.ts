import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeJob, scoreCv } from '@cv/cv-engine';
import { CV_TRUTH, JOB_TRADES } from './fixtures-truth';
import { type BenchOutcome, type SummaryRow, skipped } from './lib/bench-result';
import { extractFixtures } from './lib/extract-fixtures';
import { holdsWords as holds, foldedWords as words } from './lib/folded-words';
import { markdownTable } from './lib/markdown-table';
import { fixturesDir, haveFixtures, projectRoot } from './lib/paths';
import { rankOffers } from './lib/rank-offers';

/**
 * Issue 14 — the match report against the truth read by hand from every offer (bench/offers-truth.json):
 * - noise terms (employer, places, contract, perks, references…) among the keywords shown: 0 on every offer;
 * - each offer's must-haves shown (matched or missing): ≥ 90 %;
 * - for each CV written for an offer: a must-have it has under any name never shown as a missing must-have, one
 *   it lacks shown as missing, never as found;
 * - the ranking of matching vs unrelated offers (lib/rank-offers.ts, as cv-engine-eval measures it): ≥ 95 %;
 * - and how often the plain "poor match" warning is right: off for every matching pair, on for unrelated ones.
 */

const NAME = 'keyword-truth';

type MustHave = { name: string; spellings: string[] };
type CvTruth = { file: string; comment: string; has: string[]; lacks: string[] };
type OfferTruth = { file: string; comment: string; noise: string[]; mustHaves: MustHave[]; cvs: CvTruth[] };

const truth = JSON.parse(readFileSync(join(projectRoot, 'bench/offers-truth.json'), 'utf8')) as {
  offers: OfferTruth[];
};

/** A keyword stands for a spelling when, folded, it holds it as whole words ('Vue.js' for 'vue'), or is held by
 *  it and has several words ('tests automatisés' for 'tests automatisés unitaires'); 'ML' alone does not stand
 *  for 'ML monitoring'. */
function stands(keyword: string, spelling: string): boolean {
  const k = words(keyword);
  const s = words(spelling);
  return holds(k, s) || (k.length > 1 && holds(s, k));
}
const isNoise = (keyword: string, noise: string) => holds(words(keyword), words(noise));
const showsMust = (keywords: readonly string[], must: MustHave) =>
  keywords.some((k) => must.spellings.some((s) => stands(k, s)));

export async function runKeywordTruth(): Promise<BenchOutcome> {
  if (!haveFixtures()) {
    return skipped(NAME, 'fixtures', `${fixturesDir} not found: skipped`);
  }
  const cvFiles = [...new Set(truth.offers.flatMap((o) => o.cvs.map((c) => c.file)))];
  const extracted = await extractFixtures([...truth.offers.map((o) => o.file), ...cvFiles], 0);
  const text = new Map(extracted.map((f) => [f.file, f.text]));

  const offerRows: string[][] = [];
  const problems: string[] = [];
  let noiseShown = 0;
  let offersUnderRecall = 0;
  let mustTotal = 0;
  let mustShownTotal = 0;
  let hasChecked = 0;
  let hasWrong = 0;
  let lacksChecked = 0;
  let lacksWrong = 0;
  let lacksUnshown = 0;
  let poorOnMatching = 0;
  const pairs: Array<{ cv: string; offer: string; score: number; poorMatch: boolean }> = [];
  for (const offer of truth.offers) {
    const job = analyzeJob(text.get(offer.file) ?? '');
    const shown = job.keywords.map((k) => k.word);
    const noisy = shown.filter((k) => offer.noise.some((n) => isNoise(k, n)));
    noiseShown += noisy.length;
    for (const k of noisy) problems.push(`${offer.file}: noise shown '${k}'`);
    const unshown = offer.mustHaves.filter((m) => !showsMust(shown, m));
    const recall = (offer.mustHaves.length - unshown.length) / offer.mustHaves.length;
    mustTotal += offer.mustHaves.length;
    mustShownTotal += offer.mustHaves.length - unshown.length;
    if (recall < 0.9) offersUnderRecall++;
    for (const m of unshown) problems.push(`${offer.file}: must-have not shown '${m.name}'`);
    offerRows.push([offer.file, String(shown.length), String(noisy.length), `${Math.round(100 * recall)} %`]);

    for (const cv of offer.cvs) {
      const score = scoreCv(text.get(cv.file) ?? '', job.text, {
        keywords: job.keywords,
        jobTitle: job.title,
        jobIndex: job.index,
        jobSkills: job.skills,
        jobSoftSkills: job.softSkills,
      });
      pairs.push({ cv: cv.file, offer: offer.file, score: score.score, poorMatch: score.poorMatch ?? false });
      if (score.poorMatch) poorOnMatching++;
      const missingMust = score.mustHave?.missing ?? [];
      const found = score.matchedKeywords;
      const must = (name: string) => offer.mustHaves.find((m) => m.name === name)!;
      for (const name of cv.has) {
        hasChecked++;
        const wrong = missingMust.filter((k) => must(name).spellings.some((s) => stands(k, s)));
        if (wrong.length > 0) {
          hasWrong++;
          problems.push(
            `${cv.file} × ${offer.file}: has '${name}', shown missing as '${wrong.join("', '")}'`,
          );
        }
      }
      for (const name of cv.lacks) {
        lacksChecked++;
        const falselyFound = found.filter((k) => must(name).spellings.some((s) => stands(k, s)));
        if (falselyFound.length > 0) {
          lacksWrong++;
          problems.push(
            `${cv.file} × ${offer.file}: lacks '${name}', shown found as '${falselyFound.join("', '")}'`,
          );
        } else if (!showsMust(score.missingKeywords, must(name))) lacksUnshown++;
      }
    }
  }

  const ranking = rankOffers(
    new Map(extracted.filter((f) => cvFiles.includes(f.file)).map((f) => [f.file, f.text])),
    new Map(truth.offers.map((o) => [o.file, text.get(o.file) ?? ''])),
  );
  const unrelated = unrelatedPoorMatch(text, cvFiles);
  const pct = (a: number, b: number) => (b === 0 ? '–' : `${Math.round((1000 * a) / b) / 10} %`);
  const summary: SummaryRow[] = [
    {
      benchmark: NAME,
      measure: `noise terms shown (${truth.offers.length} offers)`,
      value: String(noiseShown),
      target: '0 on every offer',
    },
    {
      benchmark: NAME,
      measure: 'must-haves shown (all offers; offers under 90 %)',
      value: `${pct(mustShownTotal, mustTotal)} (${offersUnderRecall} under)`,
      target: '≥ 90 % on each offer',
    },
    {
      benchmark: NAME,
      measure: `must-haves a CV has, shown missing (${hasChecked})`,
      value: String(hasWrong),
      target: '0',
    },
    {
      benchmark: NAME,
      measure: `must-haves a CV lacks, shown found (${lacksChecked}; not shown at all)`,
      value: `${lacksWrong} (${lacksUnshown})`,
      target: '0',
    },
    {
      benchmark: NAME,
      measure: `ranking: matching offer above unrelated (${ranking.pairs} pairs)`,
      value: `${ranking.percent} %`,
      target: '≥ 95 %',
    },
    {
      benchmark: NAME,
      measure: `"poor match": on matching pairs / on unrelated pairs`,
      value: `${poorOnMatching} / ${pairs.length}; ${unrelated.poor} / ${unrelated.pairs}`,
    },
  ];
  console.log(
    `\n${markdownTable(['offer', 'keywords', 'noise', 'must-haves shown'], offerRows, [1, 2, 3])}\n`,
  );
  for (const p of problems) console.log(`  ${p}`);
  return {
    name: NAME,
    status: 'ok',
    summary,
    notes: problems,
    details: {
      offers: offerRows,
      pairs,
      ranking: { percent: ranking.percent, wrong: ranking.wrong },
      unrelated,
    },
  };
}

/** The poor-match warning on each CV of the truth against the offers of other trades (fixtures-truth.ts). */
function unrelatedPoorMatch(text: Map<string, string>, cvFiles: string[]) {
  let poor = 0;
  let pairs = 0;
  for (const cv of cvFiles) {
    const trades = CV_TRUTH.find((t) => t.file === cv)?.trades ?? [];
    for (const offer of truth.offers) {
      const trade = JOB_TRADES[offer.file];
      if (trade === undefined || trades.includes(trade)) continue;
      pairs++;
      if (scoreCv(text.get(cv) ?? '', text.get(offer.file) ?? '').poorMatch) poor++;
    }
  }
  return { poor, pairs };
}
