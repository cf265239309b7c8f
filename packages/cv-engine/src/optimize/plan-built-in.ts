import { type Plan, type PlanInput, planChanges } from '../document/plan-changes';
import { cvLanguageOf } from '../language/cv-language-of';
import type { PreparedOptimization } from './optimize-cv';

/**
 * The built-in plan of a prepared generation, with the options a generation does not use: every change through
 * the whole gates (`gates: 'all'`, the tests and the tailoring bench) and a fixed day (`now`, the tests).
 */
export function planBuiltIn(
  prepared: PreparedOptimization,
  options: Pick<PlanInput, 'gates' | 'now'> = {},
): Plan {
  const { cvText } = prepared.input;
  return planChanges({
    document: prepared.document,
    cv: prepared.original.cv,
    job: prepared.job,
    cvIndex: prepared.cvIndex,
    cvText,
    cvLanguage: cvLanguageOf(cvText),
    interfaceLanguage: prepared.input.interfaceLanguage ?? 'fr',
    ...options,
  });
}
