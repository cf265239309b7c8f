import type { CvChange, TargetLanguage } from '@cv/contracts';
import { prepareOptimization } from '../optimize/optimize-cv';
import { planBuiltIn } from '../optimize/plan-built-in';
import { offerProofs } from '../tailor/offer-proofs';

/** Test-only: the built-in plan of a CV for an offer, on a fixed day, and what the CV proves of the offer. */
export const NOW = new Date('2026-06-15T12:00:00Z');

export function planFor(
  cvText: string,
  jobDescription: string,
  options: { targetLanguage?: TargetLanguage; gates?: 'all' } = {},
) {
  const prepared = prepareOptimization({ cvText, jobDescription, targetLanguage: options.targetLanguage });
  const plan = planBuiltIn(prepared, { now: NOW, gates: options.gates });
  const proofs = offerProofs(prepared.document, prepared.job, cvText);
  const of = (kind: CvChange['kind']) => plan.changes.filter((c) => c.kind === kind);
  return { ...prepared, plan, proofs, of };
}
