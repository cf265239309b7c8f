import { scoreCv } from '@cv/cv-engine';
import { CV_TRUTH } from './fixtures-truth';
import { type BenchOutcome, type SummaryRow, skipped } from './lib/bench-result';
import { extractFixtures } from './lib/extract-fixtures';
import { markdownTable } from './lib/markdown-table';
import { addUp, groupBy, measureOffer, type OfferFigures, percent, type Totals } from './lib/measure-offers';
import { fixturesDir, haveFixtures } from './lib/paths';
import { type RankCv, type Ranking, rankPairs } from './lib/rank-offers';
import { loadTruthSets, shortName, type TruthSet } from './lib/truth-sets';

/**
 * Issues 14 and 24 — the match report against the truth read by hand from every offer, per truth set
 * (lib/truth-sets.ts: the fixtures' offers, and the trade offers' tuning and held-out sets, first to fourth, when
 * present):
 * - noise terms (employer, places, contract, perks, generic words) among the keywords shown: 0;
 * - the offers' must-haves shown (matched or missing): ≥ 95 %;
 * - for each CV written for an offer: a must-have it has under any name never shown missing, one it lacks shown
 *   missing, never found; and no CV scoring 100 while a must-have is missing;
 * - the ranking of each CV's matching offer above the offers of other trades (a tie is wrong): ≥ 98 %;
 * - per trade and per language, and how often the plain "poor match" warning is right.
 * The held-out sets are measured blind: its figures are printed, never which offer or term failed.
 */

const NAME = 'keyword-truth';

export async function runKeywordTruth(): Promise<BenchOutcome> {
  if (!haveFixtures()) {
    return skipped(NAME, 'fixtures', `${fixturesDir} not found: skipped`);
  }
  // the held-out sets are measured once, at the end of a piece of work (HELD_OUT=1, or HELD_OUT=second/held-out
  // for the named ones only), never while tuning
  const heldOut = (process.env.HELD_OUT ?? '').split(',');
  const sets = loadTruthSets().filter((s) => !s.blind || heldOut.includes('1') || heldOut.includes(s.name));
  const files = [
    ...new Set(
      sets.flatMap((s) => [
        ...s.offers.flatMap((o) => [o.file, ...o.cvs.map((c) => c.file)]),
        ...s.otherCvs.map((c) => c.file),
      ]),
    ),
  ];
  const extracted = await extractFixtures(files, 0);
  const text = new Map(extracted.map((f) => [f.file, f.text]));

  const summary: SummaryRow[] = [];
  const notes: string[] = [];
  const details: Record<string, unknown> = {};
  for (const set of sets) {
    const figures = set.offers.map((offer) => measureOffer(offer, text));
    const totals = addUp(figures);
    const ranking = rankSet(set, text);
    summary.push(...summaryRows(set, totals, ranking));
    if (set.otherCvs.length > 0) {
      const others = otherTradeCvs(set, text);
      summary.push({
        benchmark: NAME,
        measure: `${set.name}: CVs of other trades — "poor match" on every offer; the offer's own CVs above them`,
        value: `${others.poor} / ${others.pairs}; ${others.ownAbove} / ${others.ownPairs}`,
      });
    }
    printSet(set, figures, ranking);
    if (!set.blind) {
      const problems = figures.flatMap((f) => [
        ...f.noise.map((k) => `${shortName(f.file)}: noise shown '${k}'`),
        ...f.mustUnshown.map((m) => `${shortName(f.file)}: must-have not shown '${m}'`),
        ...f.hasWrong.map((p) => `${shortName(f.file)} × ${shortName(p)}`),
        ...f.lacksWrong.map((p) => `${shortName(f.file)} × ${shortName(p)}`),
      ]);
      for (const p of problems) console.log(`  ${p}`);
      notes.push(...problems.map((p) => `${set.name}: ${p}`));
      for (const p of ranking.wrong)
        console.log(
          `  wrong: ${shortName(p.cv)} — ${shortName(p.matching)} ${p.matchingScore} ≤ ${shortName(p.other)} ${p.otherScore}`,
        );
    }
    details[set.name] = set.blind
      ? {
          totals,
          ranking: { pairs: ranking.pairs, percent: ranking.percent },
          byTrade: groupBy(figures, (f) => f.trade),
        }
      : { totals, offers: figures, ranking: { percent: ranking.percent, wrong: ranking.wrong } };
  }
  const unrelated = unrelatedPoorMatch(sets[0]!, text);
  summary.push({
    benchmark: NAME,
    measure: `fixtures: "poor match" on unrelated pairs`,
    value: `${unrelated.poor} / ${unrelated.pairs}`,
  });
  return { name: NAME, status: 'ok', summary, notes, details };
}

function summaryRows(set: TruthSet, t: Totals, ranking: Ranking): SummaryRow[] {
  const row = (measure: string, value: string, target?: string): SummaryRow => ({
    benchmark: NAME,
    measure: `${set.name}: ${measure}`,
    value,
    ...(target ? { target } : {}),
  });
  return [
    row(`noise terms shown (${t.offers} offers)`, String(t.noise), '0'),
    row(
      'must-haves shown (offers under 90 %)',
      `${percent(t.mustShown, t.mustTotal)} (${t.offersUnder90} under)`,
      '≥ 95 %',
    ),
    row(`must-haves a CV has, shown missing (${t.hasChecked})`, String(t.hasWrong), '0'),
    row(
      `must-haves a CV lacks, shown found (${t.lacksChecked}; not shown at all)`,
      `${t.lacksWrong} (${t.lacksUnshown})`,
      '0',
    ),
    row('CVs scoring 100 with a must-have missing', String(t.perfectWhileMissing), '0'),
    row(
      `ranking: matching offer above other trades' (${ranking.pairs} pairs, ties wrong)`,
      `${ranking.percent} %`,
      '≥ 98 %',
    ),
  ];
}

/** Per trade and per language, and the ranking per trade of the CV. */
function printSet(set: TruthSet, figures: readonly OfferFigures[], ranking: Ranking): void {
  const rows = (groups: Array<[string, Totals]>) =>
    groups.map(([key, t]) => [
      key,
      String(t.offers),
      String(t.noise),
      percent(t.mustShown, t.mustTotal),
      `${t.hasWrong} / ${t.hasChecked}`,
      `${t.lacksWrong} / ${t.lacksChecked}`,
      String(t.perfectWhileMissing),
    ]);
  const header = [
    '',
    'offers',
    'noise',
    'must-haves shown',
    'has → missing',
    'lacks → found',
    '100 while missing',
  ];
  console.log(
    `\n${set.name}: per trade\n${markdownTable(['trade', ...header.slice(1)], rows(groupBy(figures, (f) => f.trade)), [1, 2, 3, 4, 5, 6])}`,
  );
  console.log(
    `\n${set.name}: per language\n${markdownTable(['language', ...header.slice(1)], rows(groupBy(figures, (f) => f.language)), [1, 2, 3, 4, 5, 6])}`,
  );
  const byTrade = new Map<string, { pairs: number; right: number }>();
  const tradeOf = new Map(set.offers.map((o) => [o.file, o.trade ?? '?']));
  for (const p of ranking.all) {
    if (p.sameTrade) continue;
    const trade = tradeOf.get(p.matching) ?? '?';
    const entry = byTrade.get(trade) ?? { pairs: 0, right: 0 };
    entry.pairs++;
    if (p.matchingScore > p.otherScore) entry.right++;
    byTrade.set(trade, entry);
  }
  const rankRows = [...byTrade]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([trade, r]) => [trade, String(r.pairs), percent(r.right, r.pairs)]);
  console.log(
    `\n${set.name}: ranking per trade of the CV\n${markdownTable(['trade', 'pairs', 'right'], rankRows, [1, 2])}\n`,
  );
}

/** Each CV written for an offer of the set, against every offer of the set of another trade. */
function rankSet(set: TruthSet, text: Map<string, string>): Ranking {
  const cvs = new Map<string, RankCv>();
  for (const offer of set.offers)
    for (const cv of offer.cvs) {
      const known = CV_TRUTH.find((t) => t.file === cv.file)?.trades ?? [];
      const entry = cvs.get(cv.file) ?? {
        file: cv.file,
        text: text.get(cv.file) ?? '',
        matches: [],
        trades: [...known],
      };
      cvs.set(cv.file, {
        ...entry,
        matches: [...entry.matches, offer.file],
        trades:
          offer.trade && !entry.trades.includes(offer.trade) ? [...entry.trades, offer.trade] : entry.trades,
      });
    }
  const offers = set.offers.map((o) => ({ file: o.file, text: text.get(o.file) ?? '', trade: o.trade }));
  return rankPairs([...cvs.values()], offers);
}

/** The CVs of trades no offer is for (`otherCvs`): each should get the poor-match warning on every offer, and each
 *  offer's own CVs should score above them. */
function otherTradeCvs(set: TruthSet, text: Map<string, string>) {
  let poor = 0;
  let pairs = 0;
  let ownAbove = 0;
  let ownPairs = 0;
  for (const offer of set.offers) {
    const job = text.get(offer.file) ?? '';
    const own = offer.cvs.map((cv) => scoreCv(text.get(cv.file) ?? '', job).score);
    for (const other of set.otherCvs) {
      const score = scoreCv(text.get(other.file) ?? '', job);
      pairs++;
      if (score.poorMatch) poor++;
      for (const mine of own) {
        ownPairs++;
        if (mine > score.score) ownAbove++;
      }
    }
  }
  return { poor, pairs, ownAbove, ownPairs };
}

/** The poor-match warning on each CV of the fixtures' truth against the offers of other trades. */
function unrelatedPoorMatch(set: TruthSet, text: Map<string, string>) {
  let poor = 0;
  let pairs = 0;
  const cvs = [...new Set(set.offers.flatMap((o) => o.cvs.map((c) => c.file)))];
  for (const cv of cvs) {
    const trades = new Set([
      ...(CV_TRUTH.find((t) => t.file === cv)?.trades ?? []),
      ...set.offers.filter((o) => o.cvs.some((c) => c.file === cv)).map((o) => o.trade),
    ]);
    for (const offer of set.offers) {
      if (offer.trade === undefined || trades.has(offer.trade)) continue;
      pairs++;
      if (scoreCv(text.get(cv) ?? '', text.get(offer.file) ?? '').poorMatch) poor++;
    }
  }
  return { poor, pairs };
}
