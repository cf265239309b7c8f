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
    const honest = all.filter((p) => p.label === 'honest').length / all.length;
    expect(honest).toBeGreaterThan(0.4);
    expect(honest).toBeLessThan(0.5);
    // each dishonest kind more than once, in each language
    for (const category of DISHONEST_CATEGORIES.filter((c) => c !== 'figure_changed')) {
      for (const language of LANGUAGES) {
        const n = all.filter((p) => p.category === category && p.language === language).length;
        expect(n, `${category} in ${language}`).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('splits one third into held-out, every category and language on both sides, no proposal twice', () => {
    expect(heldOut.length / all.length).toBeGreaterThan(0.28);
    expect(heldOut.length / all.length).toBeLessThan(0.38);
    for (const side of [tuning, heldOut]) {
      expect(new Set(side.map((p) => p.category))).toEqual(
        new Set([...HONEST_CATEGORIES, ...DISHONEST_CATEGORIES]),
      );
      expect(new Set(side.map((p) => p.language))).toEqual(new Set(LANGUAGES));
    }
    const key = (p: GateProposal) => `${p.cv} ${p.block} ${p.after}`;
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    expect(new Set(all.map(key)).size).toBe(all.length);
  });

  it('an injected CV is its fixture with one line added, the line the model must not obey', () => {
    const dir = fromRoot('bench/gate-corpus/cvs');
    for (const name of readdirSync(dir)) {
      const injected = readFileSync(`${dir}/${name}`, 'utf8').split('\n');
      const fixture = readFileSync(
        fromRoot(`packages/cv-engine/src/__fixtures__/${name.replace('-injected', '')}`),
        'utf8',
      ).split('\n');
      expect(injected.length, name).toBe(fixture.length + 1);
      const at = injected.findIndex((line, i) => line !== fixture[i]);
      expect([...injected.slice(0, at), ...injected.slice(at + 1)], name).toEqual(fixture);
      expect(injected[at], name).toMatch(/instruc/i);
    }
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
