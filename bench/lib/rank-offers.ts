import { scoreCv } from '@cv/cv-engine';
import { CV_TRUTH, JOB_TRADES } from '../fixtures-truth';

/**
 * Ranking quality of the ATS score: for a CV with a matching offer, the matching offer must score higher
 * than every unrelated one. Each (matching, unrelated) pair counts once; a tie counts as wrong. Offers of
 * the CV's own trade that are not its match are left out of the main figure and counted in the strict one.
 */

export interface RankedPair {
  cv: string;
  matching: string;
  other: string;
  matchingScore: number;
  otherScore: number;
  sameTrade: boolean;
}

export interface Ranking {
  pairs: number;
  right: number;
  percent: number;
  wrong: RankedPair[];
  strict: { pairs: number; right: number; percent: number; wrong: RankedPair[] };
  /** Every pair, same trade or not (for figures per trade). */
  all: RankedPair[];
  scores: Record<string, Record<string, number>>;
}

const pct = (right: number, pairs: number) => (pairs === 0 ? 0 : Math.round((1000 * right) / pairs) / 10);

export type RankCv = { file: string; text: string; matches: readonly string[]; trades: readonly string[] };
export type RankOffer = { file: string; text: string; trade: string | undefined };

/** The fixtures' CVs (fixtures-truth.ts) against the given offers, each offer's trade from JOB_TRADES. */
export function rankOffers(cvTexts: Map<string, string>, jobTexts: Map<string, string>): Ranking {
  const cvs = CV_TRUTH.filter((t) => cvTexts.has(t.file)).map((t) => ({
    file: t.file,
    text: cvTexts.get(t.file)!,
    matches: t.matches,
    trades: t.trades,
  }));
  const offers = [...jobTexts].map(([file, text]) => ({ file, text, trade: JOB_TRADES[file] }));
  return rankPairs(cvs, offers);
}

/** Each CV against its matching offers and every other offer; an offer of the CV's trade is "same trade". */
export function rankPairs(cvs: readonly RankCv[], offers: readonly RankOffer[]): Ranking {
  const all: RankedPair[] = [];
  const scores: Ranking['scores'] = {};
  for (const cv of cvs) {
    if (cv.matches.length === 0) continue;
    const score = (offer: RankOffer) => scoreCv(cv.text, offer.text).score;
    scores[cv.file] = Object.fromEntries(offers.map((offer) => [offer.file, score(offer)]));
    for (const matching of cv.matches) {
      if (!(matching in scores[cv.file]!)) continue;
      for (const other of offers) {
        if (cv.matches.includes(other.file)) continue;
        all.push({
          cv: cv.file,
          matching,
          other: other.file,
          matchingScore: scores[cv.file]![matching]!,
          otherScore: scores[cv.file]![other.file]!,
          sameTrade: other.trade !== undefined && cv.trades.includes(other.trade),
        });
      }
    }
  }
  const wrongIn = (pairs: RankedPair[]) => pairs.filter((p) => p.matchingScore <= p.otherScore);
  const unrelated = all.filter((p) => !p.sameTrade);
  const wrong = wrongIn(unrelated);
  const strictWrong = wrongIn(all);
  return {
    pairs: unrelated.length,
    right: unrelated.length - wrong.length,
    percent: pct(unrelated.length - wrong.length, unrelated.length),
    wrong,
    strict: {
      pairs: all.length,
      right: all.length - strictWrong.length,
      percent: pct(all.length - strictWrong.length, all.length),
      wrong: strictWrong,
    },
    all,
    scores,
  };
}
