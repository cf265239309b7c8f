import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  type OfferTruth,
  rankingPairs,
  readSetFile,
  readTradeOffers,
  TRADE_OFFER_GROUPS,
  TRADE_OFFER_SETS,
  TRADES,
  tradeOfferProblems,
  tradeOffersDir,
} from './trade-offers';

// The check reads the held-out sets because it has to check the data; it prints nothing of them unless the data is
// broken.
const sets = Object.fromEntries(TRADE_OFFER_SETS.map((name) => [name, readTradeOffers(name)]));
const namedFiles = (name: (typeof TRADE_OFFER_SETS)[number]) => [
  ...sets[name]!.offers.flatMap((o) => [o.file, ...o.cvs.map((c) => c.file)]),
  ...sets[name]!.otherCvs.map((c) => c.file),
];

describe('the trade offers (bench/trade-offers)', () => {
  it.each(TRADE_OFFER_SETS)(
    '%s: every file exists, every spelling and noise word is in its offer, every has/lacks is true of its CV',
    (name) => {
      expect(tradeOfferProblems(sets[name]!, readSetFile(name))).toEqual([]);
    },
  );

  it.each(TRADE_OFFER_SETS)('%s: every offer and CV on disk is named in the truth, once', (name) => {
    const onDisk = ['offers', 'cvs'].flatMap((dir) =>
      readdirSync(join(tradeOffersDir(name), dir)).map((file) => `${dir}/${file}`),
    );
    const named = namedFiles(name);
    expect(named.filter((f, i) => named.indexOf(f) !== i)).toEqual([]);
    expect(new Set(named)).toEqual(new Set(onDisk));
    expect(sets[name]!.offers.every((o) => o.cvs.length >= 1 && o.cvs.length <= 2)).toBe(true);
  });

  it.each(TRADE_OFFER_GROUPS)(
    '$tuning and $heldOut: the trades, languages and size issue 24 asks for',
    (group) => {
      const allOffers = [...sets[group.tuning]!.offers, ...sets[group.heldOut]!.offers];
      for (const trade of TRADES) {
        const languages = new Set(allOffers.filter((o) => o.trade === trade).map((o) => o.language));
        expect(languages.size, trade).toBeGreaterThanOrEqual(2);
      }
      // every language at least 8 offers and close to a third of the group (12 of 36–45, 8 of the third set's 24)
      for (const language of LANGUAGES) {
        const count = allOffers.filter((o) => o.language === language).length;
        expect(count, language).toBeGreaterThanOrEqual(8);
        expect(count / allOffers.length, language).toBeGreaterThan(0.3);
      }
      const otherCvs = [...sets[group.tuning]!.otherCvs, ...sets[group.heldOut]!.otherCvs];
      expect(otherCvs.length).toBeGreaterThanOrEqual(3);
      expect(otherCvs.every((cv) => !(TRADES as readonly string[]).includes(cv.trade))).toBe(true);
    },
  );

  it.each(TRADE_OFFER_GROUPS)(
    '$heldOut: about a third kept aside, spread over every trade and language, no file in both',
    (group) => {
      const heldOut = sets[group.heldOut]!.offers;
      const all = heldOut.length + sets[group.tuning]!.offers.length;
      expect(heldOut.length / all).toBeGreaterThan(0.28);
      expect(heldOut.length / all).toBeLessThan(0.38);
      for (const name of [group.tuning, group.heldOut]) {
        expect(new Set(sets[name]!.offers.map((o) => o.language)), name).toEqual(new Set(LANGUAGES));
      }
      expect(new Set(sets[group.tuning]!.offers.map((o) => o.trade))).toEqual(new Set(TRADES));
      // a held-out set smaller than the trades (the third's 8) holds each of its offers in another trade
      const heldOutTrades = new Set(heldOut.map((o) => o.trade));
      expect(heldOutTrades.size).toBe(Math.min(TRADES.length, heldOut.length));
    },
  );

  it('names no file twice across the sets (a CV or offer of one set is never one of another)', () => {
    const base = (f: string) => f.replace(/^.*\//, '');
    const all = TRADE_OFFER_SETS.flatMap((name) => [...new Set(namedFiles(name).map(base))]);
    expect(all.filter((f, i) => all.indexOf(f) !== i)).toEqual([]);
  });

  it('pairs each CV with its offer and the offers of other trades only', () => {
    for (const name of TRADE_OFFER_SETS) {
      const trade = new Map(sets[name]!.offers.map((o) => [o.file, o.trade]));
      for (const pair of rankingPairs(sets[name]!)) {
        // 10 or more, but a set of 8 offers in 8 trades has 7
        expect(pair.unrelated.length, pair.cv).toBeGreaterThanOrEqual(
          Math.min(10, sets[name]!.offers.length - 1),
        );
        expect(pair.unrelated.map((o) => trade.get(o))).not.toContain(trade.get(pair.matching));
      }
    }
  });

  it('the check finds a spelling, a noise word or a has/lacks that the texts do not bear out', () => {
    const read = readSetFile('tuning');
    const sound = sets.tuning!.offers[0]!;
    const must = sound.mustHaves[0]!;
    const cv = sound.cvs[0]!;
    const broken: OfferTruth = {
      ...sound,
      noise: [...sound.noise, 'zeppelin'],
      mustHaves: [
        { ...must, spellings: [...must.spellings, 'zeppelin pilot'], notInOffer: [must.spellings[0]!] },
        ...sound.mustHaves.slice(1),
      ],
      cvs: [{ ...cv, has: cv.lacks, lacks: cv.has }],
    };
    const problems = tradeOfferProblems({ offers: [broken], otherCvs: [] }, read);
    expect(problems).toEqual(
      expect.arrayContaining([
        `${sound.file}: noise 'zeppelin' is not in the offer`,
        `${sound.file}: '${must.name}': spelling 'zeppelin pilot' is not in the offer nor marked notInOffer`,
        `${sound.file}: '${must.name}': notInOffer '${must.spellings[0]}' is in the offer`,
        expect.stringMatching(
          new RegExp(`^${cv.file} × ${sound.file}: has '.+' but writes none of its spellings$`),
        ),
        expect.stringMatching(new RegExp(`^${cv.file} × ${sound.file}: lacks '.+' but writes '`)),
      ]),
    );
    const missing = { ...sound, file: 'offers/none.txt' };
    expect(tradeOfferProblems({ offers: [missing], otherCvs: [] }, read)).toEqual([
      'offers/none.txt: file not found',
    ]);
  });
});
