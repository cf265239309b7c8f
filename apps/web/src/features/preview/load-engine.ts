/**
 * The engine's browser entry (scoring, requirement marks, applying a result's changes — never the rewriter,
 * which stays on the server), loaded when a result is reviewed or edited — never with the page (initial JS
 * budget), and once.
 */
let engine: Promise<typeof import('@cv/cv-engine/browser')> | null = null;
export const loadEngine = () => (engine ??= import('@cv/cv-engine/browser'));
