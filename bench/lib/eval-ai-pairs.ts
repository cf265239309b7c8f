import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './paths';

/**
 * The fixture pairs `npm run eval:ai` runs: each CV of the engine's fixtures with the offer it was written for
 * (packages/cv-engine/src/__fixtures__, NOTICE.md there), in the repository so that the evaluation runs on a
 * fresh clone and in CI. Two of them cross languages (a French CV for an English offer, an English CV for a
 * French one), where a model translates and the built-in engine does not (D21).
 */
const PAIRS: readonly (readonly [cv: string, offer: string])[] = [
  ['cv-fr-developpeuse-fullstack', 'offre-fr-developpeur-fullstack'],
  ['cv-fr-comptable', 'offre-fr-chef-de-projet-marketing'],
  ['cv-en-marketing', 'job-en-marketing-manager'],
  ['cv-nl-data-analist', 'vacature-nl-data-analist'],
  ['cv-voorbeeld', 'nl-wbo-data-engineer'],
  ['sample_resume_en', 'sample_job'],
  ['cv-en-marketing', 'offre-fr-chef-de-projet-marketing'],
  ['cv-fr-developpeuse-fullstack', 'tech_devops_engineer'],
];

const fixture = (name: string) =>
  readFileSync(join(projectRoot, 'packages/cv-engine/src/__fixtures__', `${name}.txt`), 'utf8');

export type EvalPair = { name: string; cvText: string; jobDescription: string };

export function evalPairs(): EvalPair[] {
  return PAIRS.map(([cv, offer]) => ({
    name: `${cv} × ${offer}`,
    cvText: fixture(cv),
    jobDescription: fixture(offer),
  }));
}
