import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { JOB_TRADES } from '../fixtures-truth';
import { fixturesDir, projectRoot } from './paths';

/**
 * The truth sets the keyword bench measures (issue 24), each read from the documents by a person, never from the
 * engine's output:
 * - `fixtures`: bench/offers-truth.json — every offer of ../shared/fixtures (files under that folder);
 * - `tuning` and `held-out`: bench/trade-offers/{tuning,held-out}/ — offers of many trades in French, English and
 *   Dutch written by someone who never read the engine, in the same format plus `trade`, `language` and
 *   `niceToHaves` (files beside their JSON). `held-out` measures at the end what holds on offers nobody tuned
 *   on: the bench prints its figures only, never which offer or term failed.
 */
export type MustHave = { name: string; spellings: string[] };
export type CvTruth = { file: string; comment?: string; has: string[]; lacks: string[] };
export type OfferTruth = {
  file: string;
  comment?: string;
  trade?: string;
  language?: string;
  noise: string[];
  mustHaves: MustHave[];
  niceToHaves?: string[];
  cvs: CvTruth[];
};
export type TruthSetName = 'fixtures' | 'tuning' | 'held-out';
export type TruthSet = {
  name: TruthSetName;
  /** Its offers, with `file` and the CVs' files resolved (under the fixtures folder, or absolute). */
  offers: OfferTruth[];
  /** Figures only: no offer, term or CV named in what is printed or written. */
  blind: boolean;
};

const TRADE_OFFERS = join(projectRoot, 'bench/trade-offers');

export function loadTruthSets(): TruthSet[] {
  const fixtures = readTruth(join(projectRoot, 'bench/offers-truth.json')).map((o) => ({
    ...o,
    trade: o.trade ?? JOB_TRADES[o.file],
  }));
  const sets: TruthSet[] = [{ name: 'fixtures', offers: fixtures, blind: false }];
  for (const name of ['tuning', 'held-out'] as const) {
    const folder = join(TRADE_OFFERS, name);
    if (!existsSync(folder)) continue;
    const offers = listJson(folder).flatMap((file) => readTruth(file));
    if (offers.length > 0) sets.push({ name, offers, blind: name === 'held-out' });
  }
  return sets;
}

/** One truth file: either `{ offers: [...] }` or one offer; its paths made readable from anywhere. */
function readTruth(file: string): OfferTruth[] {
  const data = JSON.parse(readFileSync(file, 'utf8')) as { offers?: OfferTruth[] } & Partial<OfferTruth>;
  const offers = data.offers ?? (data.file ? [data as OfferTruth] : []);
  const at = (path: string) => locate(path, dirname(file));
  return offers.map((o) => ({
    ...o,
    noise: o.noise ?? [],
    file: at(o.file),
    cvs: (o.cvs ?? []).map((cv) => ({ ...cv, file: at(cv.file), has: cv.has ?? [], lacks: cv.lacks ?? [] })),
  }));
}

/** A path under the fixtures folder stays as it is (the figures name it so); another is made absolute. */
function locate(path: string, beside: string): string {
  if (existsSync(join(fixturesDir, path))) return path;
  for (const base of [beside, dirname(beside), TRADE_OFFERS]) {
    const candidate = resolve(base, path);
    if (existsSync(candidate)) return candidate;
  }
  return resolve(beside, path);
}

function listJson(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return listJson(path);
    return entry.name.endsWith('.json') ? [path] : [];
  });
}

/** A short name for a file of a set: its path under the fixtures folder or under bench/trade-offers. */
export const shortName = (file: string) =>
  file.startsWith(TRADE_OFFERS) ? file.slice(TRADE_OFFERS.length + 1) : file;
