import type { ChangeDraft } from '../document/changes/change-draft';
import type { CvDocument } from '../document/cv-document';
import { CONFIDENT } from '../reading/entry-confidence';
import { blockRelevance, termsOf, withoutHeld } from './block-relevance';
import { contentRuns } from './entry-content';
import type { OfferProofs } from './offer-proofs';

/**
 * Changes — within each job, its bullets ordered by what they prove of the offer (block-relevance.ts), the
 * most relevant first; bullets that prove as much keep their order (a stable sort), and a job's header lines stay
 * first (entry-content.ts). Never across jobs, never across a line that splits a job's bullets, never in a job
 * the reading is unsure of. One change per run of bullets, with the bullets moved up as its evidence.
 */
const MAX_EVIDENCE = 3;

export function planBulletOrder(document: CvDocument, proofs: OfferProofs): ChangeDraft[] {
  const drafts: ChangeDraft[] = [];
  for (const section of document.sections)
    for (const entry of section.entries ?? []) {
      if (entry.confidence < CONFIDENT) continue;
      for (const run of contentRuns(section, entry)) {
        if (run.length < 2) continue;
        const ranked = run
          .map((block, at) => ({ block, at, weight: blockRelevance(proofs, block.id) }))
          .sort((a, b) => b.weight - a.weight || a.at - b.at);
        if (ranked.every((r, i) => r.at === i)) continue;
        // the bullets that now stand higher than they did: what the change is about
        const raised = ranked.filter((r, i) => r.at > i && r.weight > 0);
        const texts = run.map((b) => b.text);
        // two bullets of the same words could not be told apart when the change is applied
        if (new Set(texts).size !== texts.length || raised.length === 0) continue;
        drafts.push({
          kind: 'bullets_reordered',
          section: section.key,
          block: run[0]!.id,
          before: texts.join('\n'),
          after: ranked.map((r) => r.block.text).join('\n'),
          evidence: raised.slice(0, MAX_EVIDENCE).map((r) => r.block.text),
          detail: withoutHeld(raised.flatMap((r) => termsOf(proofs, r.block.id))).slice(0, 4),
        });
      }
    }
  return drafts;
}
