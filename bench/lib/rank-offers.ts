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
  scores: Record<string, Record<string, number>>;
}

const pct = (right: number, pairs: number) => (pairs === 0 ? 0 : Math.round((1000 * right) / pairs) / 10);

export function rankOffers(cvTexts: Map<string, string>, jobTexts: Map<string, string>): Ranking {
  const all: RankedPair[] = [];
  const scores: Ranking['scores'] = {};
  for (const truth of CV_TRUTH) {
    const cvText = cvTexts.get(truth.file);
    if (!cvText || truth.matches.length === 0) continue;
    const score = (job: string) => scoreCv(cvText, jobTexts.get(job) ?? '').score;
    scores[truth.file] = Object.fromEntries([...jobTexts.keys()].map((job) => [job, score(job)]));
    for (const matching of truth.matches) {
      for (const other of jobTexts.keys()) {
        if (truth.matches.includes(other)) continue;
        const trade = JOB_TRADES[other];
        all.push({
          cv: truth.file,
          matching,
          other,
          matchingScore: scores[truth.file]![matching]!,
          otherScore: scores[truth.file]![other]!,
          sameTrade: trade !== undefined && truth.trades.includes(trade),
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
    scores,
  };
}
