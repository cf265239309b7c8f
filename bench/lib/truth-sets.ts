import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { JOB_TRADES } from '../fixtures-truth';
import { projectRoot } from './paths';
import {
  isHeldOut,
  readTradeOffers,
  TRADE_OFFER_SETS,
  type TradeOfferSetName,
  tradeOffersDir,
} from './trade-offers';

/**
 * The truth sets the keyword bench measures (issue 24), each read from the documents by a person, never from the
 * engine's output:
 * - `fixtures`: bench/offers-truth.json — every offer of ../shared/fixtures (files under that folder);
 * - `tuning` and `held-out`: bench/trade-offers/{tuning,held-out}/truth.json (README there) — offers of twelve
 *   trades in French, English and Dutch written by people who never read the engine, with `trade`, `language`,
 *   `noiseAlone`, `niceToHaves` and CVs of other trades (`otherCvs`). `held-out` measures at the end what holds on
 *   offers nobody tuned on: the bench prints its figures only (totals, per trade, per language), never which
 *   offer or term failed.
 * - `second/tuning` and `second/held-out`: bench/trade-offers/second (same format), written later by another hand
 *   on other employers and roles; `second/held-out` is blind in the same way.
 * - `third/tuning` and `third/held-out`: bench/trade-offers/third (same format), a third hand, other roles again;
 *   `third/held-out` is blind too.
 * - `fourth/tuning` and `fourth/held-out`: bench/trade-offers/fourth (same format), a fourth hand that opened
 *   neither the engine nor the earlier sets' texts; `fourth/held-out` is blind too.
 */
export type MustHave = { name: string; spellings: string[] };
export type CvTruth = { file: string; comment?: string; has: string[]; lacks: string[] };
export type OfferTruth = {
  file: string;
  comment?: string;
  trade?: string;
  language?: string;
  noise: string[];
  /** Never a keyword on its own ('care'), though part of some ('wound care'). */
  noiseAlone?: string[];
  mustHaves: MustHave[];
  niceToHaves?: Array<string | MustHave>;
  cvs: CvTruth[];
};
/** A CV of a trade no offer of the set is for: it should fit none (poor match everywhere). */
export type OtherCv = { file: string; trade: string };
export type TruthSetName = 'fixtures' | TradeOfferSetName;
export type TruthSet = {
  name: TruthSetName;
  /** Its offers, with `file` and the CVs' files resolved (under the fixtures folder, or absolute). */
  offers: OfferTruth[];
  /** Figures only: no offer, term or CV named in what is printed or written. */
  blind: boolean;
  otherCvs: OtherCv[];
};

const TRADE_OFFERS = join(projectRoot, 'bench/trade-offers');

export function loadTruthSets(): TruthSet[] {
  const fixtures = readTruth(join(projectRoot, 'bench/offers-truth.json')).map((o) => ({
    ...o,
    trade: o.trade ?? JOB_TRADES[o.file],
  }));
  const sets: TruthSet[] = [{ name: 'fixtures', offers: fixtures, blind: false, otherCvs: [] }];
  for (const name of TRADE_OFFER_SETS) {
    const folder = tradeOffersDir(name);
    if (!existsSync(join(folder, 'truth.json'))) continue;
    const set = readTradeOffers(name);
    const at = (path: string) => resolve(folder, path);
    sets.push({
      name,
      blind: isHeldOut(name),
      offers: set.offers.map((o) => ({
        ...o,
        file: at(o.file),
        language: LANGUAGE_NAMES[o.language] ?? o.language,
        cvs: o.cvs.map((cv) => ({ ...cv, file: at(cv.file) })),
      })),
      otherCvs: set.otherCvs.map((cv) => ({ file: at(cv.file), trade: cv.trade })),
    });
  }
  return sets;
}

const LANGUAGE_NAMES: Record<string, string> = { fr: 'french', en: 'english', nl: 'dutch' };

/** The fixtures' truth file: its offers, with their CVs. */
function readTruth(file: string): OfferTruth[] {
  const data = JSON.parse(readFileSync(file, 'utf8')) as { offers: OfferTruth[] };
  return data.offers;
}

/** A short name for a file of a set: its path under the fixtures folder or under bench/trade-offers. */
export const shortName = (file: string) =>
  file.startsWith(TRADE_OFFERS) ? file.slice(TRADE_OFFERS.length + 1) : file;
