/**
 * The engine's AI side, an entry of its own ('@cv/cv-engine/ai'): the gates a model's changes pass and the rewrite
 * that merges them (ADR 010). The server alone uses it; kept out of the main entry so that the browser, which
 * loads the engine whole for its checks and previews, does not carry the gates' word tables.
 */
export {
  type GateContext,
  type GateName,
  type GateResult,
  gateChanges,
} from './document/gates/gate-changes';
// the built-in plan with every change through the whole gates (gates: 'all'): the tailoring bench counts refusals
export { planBuiltIn } from './optimize/plan-built-in';
export { type AiRewrite, aiBrief, gateContextOf, rewriteWithAi } from './optimize/rewrite-with-ai';
