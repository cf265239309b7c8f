import type { CvChange } from '@cv/contracts';
import { optimizeCv } from '@cv/cv-engine';
import { DEMO_CV_TEXT } from '../../features/generator/demo-cv';
import { SAMPLE_OFFER_TEXT } from './sample-offer';

/** What the visitor's page shows of a real generation: the demo CV before and after, and each change. */
export interface DemoExample {
  offerText: string;
  jobTitle: string;
  before: { text: string; score: number };
  after: { text: string; score: number };
  /** The offer's must-haves the rewritten CV shows, and those it still lacks (never written in, D22). */
  mustHave: { matched: string[]; missing: string[] };
  /** Each with its reason as the engine wrote it; the page says it in the reader's language (reasonIn). */
  changes: Pick<CvChange, 'id' | 'kind' | 'section' | 'before' | 'after' | 'reason'>[];
}

/**
 * The demo CV rewritten for the sample offer by the built-in engine — the same call a generation makes on the
 * server — run when the client is built (vite-plugins/demo-example.ts), so the page shows the product's own
 * output, never a picture made by hand, and a visitor's browser does not run the engine for it.
 */
export function buildDemoExample(): DemoExample {
  const result = optimizeCv({
    cvText: DEMO_CV_TEXT,
    jobDescription: SAMPLE_OFFER_TEXT,
    interfaceLanguage: 'fr',
  });
  return {
    offerText: SAMPLE_OFFER_TEXT,
    jobTitle: result.jobTitle,
    before: { text: DEMO_CV_TEXT, score: result.originalScore.score },
    after: { text: result.optimizedText, score: result.score.score },
    mustHave: result.score.mustHave ?? { matched: [], missing: [] },
    // a suggestion is offered, not applied: the text after does not hold it, so the example does not list it
    changes: result.changes
      .filter((change) => !change.suggestion)
      .map(({ id, kind, section, before, after, reason }) => ({ id, kind, section, before, after, reason })),
  };
}
