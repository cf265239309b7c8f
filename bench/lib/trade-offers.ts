import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { foldedWords, holdsWords } from './folded-words';
import { projectRoot } from './paths';

/**
 * The trade offers of issue 24 (bench/trade-offers/README.md): job offers of many trades with the truth a
 * recruiter reads in them. This module reads one set (`tuning`, `held-out`, or the later sets' `second/…`,
 * `third/…` and `fourth/…` halves) and lists what is wrong with it, so
 * that the truth stays true to the texts it describes: a spelling that is not in the offer, a noise word the
 * offer never wrote, a CV said to have a requirement it never names, would each measure nothing.
 */
export const TRADE_OFFER_SETS = [
  'tuning',
  'held-out',
  'second/tuning',
  'second/held-out',
  'third/tuning',
  'third/held-out',
  'fourth/tuning',
  'fourth/held-out',
] as const;
export type TradeOfferSetName = (typeof TRADE_OFFER_SETS)[number];
/** The sets written together, each a tuning set and the held-out set kept aside from it (README: the second, third
 *  and fourth sets were written later by other hands, to measure the reader on text nobody had tuned it on). The
 *  third is smaller (24 offers, 8 a language): its held-out half holds 8 of the 12 trades. The fourth is 36 offers,
 *  12 a language, one held-out offer per trade. */
export const TRADE_OFFER_GROUPS = [
  { tuning: 'tuning', heldOut: 'held-out' },
  { tuning: 'second/tuning', heldOut: 'second/held-out' },
  { tuning: 'third/tuning', heldOut: 'third/held-out' },
  { tuning: 'fourth/tuning', heldOut: 'fourth/held-out' },
] as const satisfies ReadonlyArray<{ tuning: TradeOfferSetName; heldOut: TradeOfferSetName }>;
/** A held-out set is measured blind: its figures only, never which offer or term failed. */
export const isHeldOut = (set: string) => set.endsWith('held-out');

export const TRADES = [
  'care',
  'construction',
  'finance',
  'logistics',
  'teaching',
  'law',
  'hospitality',
  'retail',
  'public-service',
  'it',
  'sales-marketing',
  'hr',
] as const;
export const LANGUAGES = ['fr', 'en', 'nl'] as const;

export type Requirement = {
  name: string;
  /** Every spelling a recruiter accepts, in the offer or not (other languages, acronyms, the CV's usual words). */
  spellings: string[];
  /** Those of `spellings` the offer does not write: accepted on purpose, not a typo of the offer's words. */
  notInOffer?: string[];
};
export type CvTruth = { file: string; comment: string; has: string[]; lacks: string[] };
export type OfferTruth = {
  file: string;
  trade: string;
  role: string;
  language: string;
  country: string;
  comment: string;
  /** Never a keyword, nor part of one (matched as whole words inside a keyword, as bench/keyword-truth.ts does). */
  noise: string[];
  /** Never a keyword on its own ('care'), though part of some ('wound care'). */
  noiseAlone?: string[];
  mustHaves: Requirement[];
  niceToHaves: Requirement[];
  cvs: CvTruth[];
};
export type OtherCv = { file: string; trade: string; language: string; country: string; comment: string };
export type TradeOfferSet = { offers: OfferTruth[]; otherCvs: OtherCv[] };

export const tradeOffersDir = (set: TradeOfferSetName) => join(projectRoot, 'bench/trade-offers', set);

export function readTradeOffers(set: TradeOfferSetName): TradeOfferSet {
  return JSON.parse(readFileSync(join(tradeOffersDir(set), 'truth.json'), 'utf8')) as TradeOfferSet;
}

/** A set's file as text, or undefined when it does not exist. */
export const readSetFile = (set: TradeOfferSetName) => (file: string) => {
  const path = join(tradeOffersDir(set), file);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
};

const writes = (text: string[], phrase: string) => holdsWords(text, foldedWords(phrase));

export function tradeOfferProblems(set: TradeOfferSet, read: (file: string) => string | undefined): string[] {
  const problems: string[] = [];
  for (const offer of set.offers) {
    const at = (what: string) => problems.push(`${offer.file}: ${what}`);
    const text = read(offer.file);
    if (text === undefined) {
      at('file not found');
      continue;
    }
    const words = foldedWords(text);
    if (!(TRADES as readonly string[]).includes(offer.trade)) at(`unknown trade '${offer.trade}'`);
    if (!(LANGUAGES as readonly string[]).includes(offer.language))
      at(`unknown language '${offer.language}'`);
    if (!offer.comment?.trim()) at('no comment');
    for (const word of [...offer.noise, ...(offer.noiseAlone ?? [])]) {
      if (!writes(words, word)) at(`noise '${word}' is not in the offer`);
    }
    const requirements = [...offer.mustHaves, ...offer.niceToHaves];
    const names = requirements.map((r) => r.name);
    for (const name of names.filter((n, i) => names.indexOf(n) !== i))
      at(`requirement '${name}' listed twice`);
    for (const requirement of requirements) {
      problems.push(...spellingProblems(offer, requirement, words));
    }
    for (const cv of offer.cvs) problems.push(...cvProblems(offer, cv, read(cv.file)));
  }
  for (const cv of set.otherCvs) {
    if (read(cv.file) === undefined) problems.push(`${cv.file}: file not found`);
    if (!(LANGUAGES as readonly string[]).includes(cv.language)) {
      problems.push(`${cv.file}: unknown language '${cv.language}'`);
    }
  }
  return problems;
}

function spellingProblems(offer: OfferTruth, requirement: Requirement, offerWords: string[]): string[] {
  const problems: string[] = [];
  const at = (what: string) => problems.push(`${offer.file}: '${requirement.name}': ${what}`);
  const elsewhere = requirement.notInOffer ?? [];
  if (!requirement.spellings.some((s) => writes(offerWords, s))) at('no spelling is in the offer');
  for (const spelling of requirement.spellings) {
    const inOffer = writes(offerWords, spelling);
    if (!inOffer && !elsewhere.includes(spelling)) {
      at(`spelling '${spelling}' is not in the offer nor marked notInOffer`);
    }
    const folded = foldedWords(spelling);
    for (const noise of offer.noise) {
      if (holdsWords(folded, foldedWords(noise))) at(`spelling '${spelling}' holds the noise '${noise}'`);
    }
    for (const noise of offer.noiseAlone ?? []) {
      if (folded.join(' ') === foldedWords(noise).join(' ')) at(`spelling '${spelling}' is noise alone`);
    }
  }
  for (const spelling of elsewhere) {
    if (!requirement.spellings.includes(spelling)) at(`notInOffer '${spelling}' is not one of its spellings`);
    else if (writes(offerWords, spelling)) at(`notInOffer '${spelling}' is in the offer`);
  }
  return problems;
}

function cvProblems(offer: OfferTruth, cv: CvTruth, text: string | undefined): string[] {
  if (text === undefined) return [`${cv.file}: file not found`];
  const problems: string[] = [];
  const at = (what: string) => problems.push(`${cv.file} × ${offer.file}: ${what}`);
  const words = foldedWords(text);
  const musts = new Map(offer.mustHaves.map((m) => [m.name, m]));
  for (const name of [...cv.has, ...cv.lacks]) {
    if (!musts.has(name)) at(`'${name}' is not a must-have of the offer`);
  }
  for (const name of musts.keys()) {
    const listed = Number(cv.has.includes(name)) + Number(cv.lacks.includes(name));
    if (listed !== 1) at(`'${name}' is in ${listed === 0 ? 'neither' : 'both'} has and lacks`);
  }
  for (const name of cv.has) {
    const must = musts.get(name);
    if (must && !must.spellings.some((s) => writes(words, s)))
      at(`has '${name}' but writes none of its spellings`);
  }
  for (const name of cv.lacks) {
    const written = musts.get(name)?.spellings.filter((s) => writes(words, s)) ?? [];
    if (written.length > 0) at(`lacks '${name}' but writes '${written.join("', '")}'`);
  }
  return problems;
}

/**
 * The ranking a recruiter expects, as pairs to score: each CV written for an offer against that offer and against
 * every offer of another trade in the same set (its own trade's other offers are left out: a data engineer may
 * fairly fit a back-end offer). The matching offer must score strictly higher than each unrelated one.
 */
export function rankingPairs(
  set: TradeOfferSet,
): Array<{ cv: string; matching: string; unrelated: string[] }> {
  return set.offers.flatMap((offer) =>
    offer.cvs.map((cv) => ({
      cv: cv.file,
      matching: offer.file,
      unrelated: set.offers.filter((o) => o.trade !== offer.trade).map((o) => o.file),
    })),
  );
}
