import { describe, expect, it } from 'vitest';
import { planFor } from '../__fixtures__/plan-for';
import { FIXTURE_CVS, readFixture } from '../__fixtures__/read-fixture';

/**
 * Issue 23: every change of the built-in engine passes the gates a model's changes pass. A generation checks only
 * what the offer brings in (spelling-judge.ts); here every change of every fixture CV for every fixture offer goes
 * through the whole gates (gate-own-changes.ts), and none may be refused — a refusal is a move that wrote
 * something its evidence does not say.
 */
const OFFERS = [
  'offre-fr-developpeur-fullstack',
  'offre-fr-chef-de-projet-marketing',
  'vacature-nl-data-analist',
  'job-en-marketing-manager',
  'nl-wbo-data-engineer',
  'sample_job',
];
const offers = OFFERS.map((name) => [name, readFixture(name)] as const);

describe('the built-in engine’s changes pass the gates a model’s pass, on every fixture pair', {
  timeout: 120_000,
}, () => {
  it.each(FIXTURE_CVS)('%s', (cvName) => {
    const cvText = readFixture(cvName);
    let tailored = 0;
    for (const [offerName, offer] of offers) {
      const { plan } = planFor(cvText, offer, { gates: 'all' });
      expect(plan.refused, `${cvName} × ${offerName}`).toEqual([]);
      tailored += plan.changes.filter((c) => c.evidence?.length).length;
    }
    // the check is not empty: the CV got moves with their evidence from some offer
    expect(tailored, cvName).toBeGreaterThan(0);
  });
});
