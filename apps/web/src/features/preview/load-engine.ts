/**
 * The engine's scoring and rewriting code, loaded when a result is reviewed or edited — never with the page
 * (initial JS budget), and once.
 */
let engine: Promise<typeof import('@cv/cv-engine')> | null = null;
export const loadEngine = () => (engine ??= import('@cv/cv-engine'));
