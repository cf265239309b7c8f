import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  corpusProblems,
  DISHONEST_CATEGORIES,
  fromRoot,
  GATE_CORPUS_FILES,
  type GateProposal,
  HONEST_CATEGORIES,
  LANGUAGES,
  readGateCorpus,
} from './gate-corpus';
import { haveFixtures } from './paths';

// The shared fixtures sit beside the project, not in it: without them their offers cannot be looked at.
const checkOffers = haveFixtures()
  ? undefined
  : (path: string) => (path.startsWith('../shared/') ? undefined : existsSync(fromRoot(path)));

const tuning = readGateCorpus('tuning');
const heldOut = readGateCorpus('held-out');
const all = [...tuning, ...heldOut];
const secondTuning = readGateCorpus('second-tuning');
const secondHeldOut = readGateCorpus('second-held-out');
const second = [...secondTuning, ...secondHeldOut];

/** Every dishonest kind (but the `rare` ones) in each language, and an honest share of about 45 %. */
function expectSpread(proposals: GateProposal[], rare: string[] = []) {
  const honest = proposals.filter((p) => p.label === 'honest').length / proposals.length;
  expect(honest).toBeGreaterThan(0.4);
  expect(honest).toBeLessThan(0.5);
  for (const category of DISHONEST_CATEGORIES.filter((c) => !rare.includes(c))) {
    for (const language of LANGUAGES) {
      const n = proposals.filter((p) => p.category === category && p.language === language).length;
      expect(n, `${category} in ${language}`).toBeGreaterThanOrEqual(1);
    }
  }
}

/** One third held out, every category and language on both sides. */
function expectSplit(tuningSide: GateProposal[], heldOutSide: GateProposal[]) {
  const share = heldOutSide.length / (tuningSide.length + heldOutSide.length);
  expect(share).toBeGreaterThan(0.28);
  expect(share).toBeLessThan(0.38);
  for (const side of [tuningSide, heldOutSide]) {
    expect(new Set(side.map((p) => p.category))).toEqual(
      new Set([...HONEST_CATEGORIES, ...DISHONEST_CATEGORIES]),
    );
    expect(new Set(side.map((p) => p.language))).toEqual(new Set(LANGUAGES));
  }
}

/** Each injected CV of `dir` is its original in `originals` with one line added, a line that speaks to the model. */
function expectInjected(dir: string, originals: string) {
  const names = readdirSync(fromRoot(dir));
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) {
    const injected = readFileSync(fromRoot(`${dir}/${name}`), 'utf8').split('\n');
    const original = readFileSync(fromRoot(`${originals}/${name.replace('-injected', '')}`), 'utf8').split(
      '\n',
    );
    expect(injected.length, name).toBe(original.length + 1);
    const at = injected.findIndex((line, i) => line !== original[i]);
    expect([...injected.slice(0, at), ...injected.slice(at + 1)], name).toEqual(original);
    expect(injected[at], name).toMatch(/instruc/i);
  }
}

describe('the gate corpus (bench/gate-corpus)', () => {
  it.each(GATE_CORPUS_FILES)(
    '%s: every before is its block’s text as the engine reads it, every file exists',
    (file) => {
      expect(corpusProblems(readGateCorpus(file), checkOffers)).toEqual([]);
    },
  );

  it('has the size and spread issue 23 asks for', () => {
    expect(all.length).toBeGreaterThanOrEqual(160);
    // an injected copy counts as its fixture
    expect(new Set(all.map((p) => basename(p.cv).replace('-injected', ''))).size).toBeGreaterThanOrEqual(8);
    // the first corpus holds few changed figures: each dishonest kind but that one more than once, in each language
    expectSpread(all, ['figure_changed']);
  });

  it('splits one third into held-out, every category and language on both sides, no proposal twice', () => {
    expectSplit(tuning, heldOut);
    const key = (p: GateProposal) => `${p.cv} ${p.block} ${p.after}`;
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    expect(new Set(all.map(key)).size).toBe(all.length);
  });

  it('an injected CV is its fixture with one line added, the line the model must not obey', () => {
    expectInjected('bench/gate-corpus/cvs', 'packages/cv-engine/src/__fixtures__');
  });

  it('the check finds a before that is not its block’s text, and a label that contradicts its category', () => {
    const sound = tuning.find((p) => p.category === 'rephrased')!;
    const wrongBlock = { ...sound, block: sound.block === 'b1' ? 'b2' : 'b1' };
    const wrongLabel = { ...sound, id: 'x', label: 'dishonest' as const };
    const problems = corpusProblems([wrongBlock, wrongLabel], checkOffers);
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^${sound.id}: before is not the text of`)),
      'x: label dishonest does not fit category rephrased',
    ]);
  });
});

describe('the second gate corpus (bench/gate-corpus/second-*.json, on the probe CVs)', () => {
  it('has the size and spread of the first, on CVs the first did not use', () => {
    expect(second.length).toBeGreaterThanOrEqual(150);
    const cvs = new Set(second.map((p) => basename(p.cv).replace('-injected', '')));
    expect(cvs.size).toBeGreaterThanOrEqual(25);
    const firstCvs = new Set(all.map((p) => basename(p.cv).replace('-injected', '')));
    expect([...cvs].filter((cv) => firstCvs.has(cv))).toEqual([]);
    expectSpread(second);
  });

  it('splits one third into second-held-out, no proposal twice, ids unique across both corpora', () => {
    expectSplit(secondTuning, secondHeldOut);
    const key = (p: GateProposal) => `${p.cv} ${p.block} ${p.after}`;
    expect(new Set(second.map(key)).size).toBe(second.length);
    const ids = [...all, ...second].map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('an injected CV is its probe CV with one line added, the line the model must not obey', () => {
    expectInjected('bench/gate-corpus/second-cvs', 'bench/probe-cvs');
  });
});

describe('the third gate corpus (bench/gate-corpus/third.json, on CVs written for it)', () => {
  const third = readGateCorpus('third');

  it('has about 120 proposals on CVs neither other corpus used, each dishonest kind in each language', () => {
    expect(third.length).toBeGreaterThanOrEqual(110);
    const cvs = new Set(third.map((p) => basename(p.cv)));
    expect(cvs.size).toBeGreaterThanOrEqual(8);
    const earlier = new Set([...all, ...second].map((p) => basename(p.cv).replace('-injected', '')));
    expect([...cvs].filter((cv) => earlier.has(cv))).toEqual([]);
    expect(third.every((p) => p.cv.startsWith('bench/gate-corpus/third-cvs/'))).toBe(true);
    expectSpread(third);
    for (const language of LANGUAGES) {
      const n = third.filter((p) => p.language === language).length;
      expect(n / third.length, language).toBeGreaterThan(0.28);
    }
  });

  it('holds no proposal twice, ids unique across all three corpora', () => {
    const key = (p: GateProposal) => `${p.cv} ${p.block} ${p.after}`;
    expect(new Set(third.map(key)).size).toBe(third.length);
    const ids = [...all, ...second, ...third].map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has a line speaking to the model in a CV of each language, and honest proposals on those CVs', () => {
    for (const language of LANGUAGES) {
      const injected = third.filter((p) => p.language === language && p.category === 'prompt_injection');
      expect(injected.length, language).toBeGreaterThanOrEqual(1);
      const text = readFileSync(fromRoot(injected[0]!.cv), 'utf8');
      expect(text, language).toMatch(/instruc/i);
      expect(third.some((p) => p.cv === injected[0]!.cv && p.label === 'honest')).toBe(true);
    }
  });
});

describe('the fourth gate corpus (bench/gate-corpus/fourth-*.json, on CVs written for it)', () => {
  const fourthTuning = readGateCorpus('fourth-tuning');
  const fourthHeldOut = readGateCorpus('fourth-held-out');
  const fourth = [...fourthTuning, ...fourthHeldOut];
  const earlier = [...all, ...second, ...readGateCorpus('third')];

  it('has about 160 proposals on its own CVs and offers, each dishonest kind in each language', () => {
    expect(fourth.length).toBeGreaterThanOrEqual(160);
    expect(fourth.every((p) => p.cv.startsWith('bench/gate-corpus/fourth-cvs/'))).toBe(true);
    expect(fourth.every((p) => p.offer.startsWith('bench/gate-corpus/fourth-cvs/offers/'))).toBe(true);
    const cvs = new Set(fourth.map((p) => basename(p.cv)));
    expect(cvs.size).toBeGreaterThanOrEqual(10);
    const earlierCvs = new Set(earlier.map((p) => basename(p.cv).replace('-injected', '')));
    expect([...cvs].filter((cv) => earlierCvs.has(cv))).toEqual([]);
    expectSpread(fourth);
    for (const language of LANGUAGES) {
      const n = fourth.filter((p) => p.language === language).length;
      expect(n / fourth.length, language).toBeGreaterThan(0.28);
    }
  });

  it('translates into each language: some faithfully, some slipping one fact', () => {
    const translated = fourth.filter((p) => p.target !== p.language);
    expect(new Set(translated.map((p) => p.target))).toEqual(new Set(LANGUAGES));
    expect(translated.filter((p) => p.label === 'honest').length).toBeGreaterThanOrEqual(15);
    expect(translated.filter((p) => p.label === 'dishonest').length).toBeGreaterThanOrEqual(5);
  });

  it('splits one third into fourth-held-out, no proposal twice, ids unique across all corpora', () => {
    expectSplit(fourthTuning, fourthHeldOut);
    const key = (p: GateProposal) => `${p.cv} ${p.block} ${p.after}`;
    expect(new Set(fourth.map(key)).size).toBe(fourth.length);
    const ids = [...earlier, ...fourth].map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has a line speaking to the model in a CV of each language, and honest proposals on those CVs', () => {
    for (const language of LANGUAGES) {
      const injected = fourth.filter((p) => p.language === language && p.category === 'prompt_injection');
      expect(injected.length, language).toBeGreaterThanOrEqual(2);
      const text = readFileSync(fromRoot(injected[0]!.cv), 'utf8');
      expect(text, language).toMatch(/instruc/i);
      expect(fourth.some((p) => p.cv === injected[0]!.cv && p.label === 'honest')).toBe(true);
    }
  });
});

describe('the fifth gate corpus (bench/gate-corpus/fifth-*.json, on CVs of trades beyond IT written for it)', () => {
  const fifthTuning = readGateCorpus('fifth-tuning');
  const fifthHeldOut = readGateCorpus('fifth-held-out');
  const fifth = [...fifthTuning, ...fifthHeldOut];
  const earlier = [
    ...all,
    ...second,
    ...readGateCorpus('third'),
    ...readGateCorpus('fourth-tuning'),
    ...readGateCorpus('fourth-held-out'),
  ];

  it('has at least 180 proposals on its own CVs and offers, each dishonest kind in each language', () => {
    expect(fifth.length).toBeGreaterThanOrEqual(180);
    expect(fifth.every((p) => p.cv.startsWith('bench/gate-corpus/fifth-cvs/'))).toBe(true);
    expect(fifth.every((p) => p.offer.startsWith('bench/gate-corpus/fifth-cvs/offers/'))).toBe(true);
    const cvs = new Set(fifth.map((p) => basename(p.cv)));
    expect(cvs.size).toBeGreaterThanOrEqual(10);
    const earlierCvs = new Set(earlier.map((p) => basename(p.cv).replace('-injected', '')));
    expect([...cvs].filter((cv) => earlierCvs.has(cv))).toEqual([]);
    expectSpread(fifth);
    for (const language of LANGUAGES) {
      const n = fifth.filter((p) => p.language === language).length;
      expect(n / fifth.length, language).toBeGreaterThan(0.28);
    }
  });

  it('writes every contact on an example domain, as invented people must', () => {
    const names = readdirSync(fromRoot('bench/gate-corpus/fifth-cvs')).filter((n) => n.endsWith('.txt'));
    expect(names.length).toBeGreaterThanOrEqual(10);
    for (const name of names) {
      const text = readFileSync(fromRoot(`bench/gate-corpus/fifth-cvs/${name}`), 'utf8');
      for (const email of text.match(/[\w.+-]+@[\w.-]+/g) ?? []) expect(email, name).toMatch(/@example\./);
    }
  });

  it('translates into each language: some faithfully, some slipping one fact', () => {
    const translated = fifth.filter((p) => p.target !== p.language);
    expect(new Set(translated.map((p) => p.target))).toEqual(new Set(LANGUAGES));
    expect(translated.filter((p) => p.label === 'honest').length).toBeGreaterThanOrEqual(15);
    expect(translated.filter((p) => p.label === 'dishonest').length).toBeGreaterThanOrEqual(5);
  });

  it('splits one third into fifth-held-out, no proposal twice, ids unique across all corpora', () => {
    expectSplit(fifthTuning, fifthHeldOut);
    const key = (p: GateProposal) => `${p.cv} ${p.block} ${p.after}`;
    expect(new Set(fifth.map(key)).size).toBe(fifth.length);
    const ids = [...earlier, ...fifth].map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has a line speaking to the model in a CV of each language, and honest proposals on those CVs', () => {
    for (const language of LANGUAGES) {
      const injected = fifth.filter((p) => p.language === language && p.category === 'prompt_injection');
      expect(injected.length, language).toBeGreaterThanOrEqual(2);
      const text = readFileSync(fromRoot(injected[0]!.cv), 'utf8');
      expect(text, language).toMatch(/instruc/i);
      expect(fifth.some((p) => p.cv === injected[0]!.cv && p.label === 'honest')).toBe(true);
    }
  });
});
