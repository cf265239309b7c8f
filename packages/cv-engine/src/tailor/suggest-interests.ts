import type { ChangeDraft } from '../document/changes/change-draft';
import type { CvDocument } from '../document/cv-document';
import type { OfferProofs } from './offer-proofs';

/**
 * Suggestion — interests that say nothing for this job taken out (issue 23): the lines of an interests section
 * that prove none of the offer's terms. When none does, the section goes whole, its heading with it. Offered,
 * never applied by default: an interest may be what a recruiter remembers.
 */
export function suggestInterests(document: CvDocument, proofs: OfferProofs): ChangeDraft[] {
  const drafts: ChangeDraft[] = [];
  for (const section of document.sections) {
    if (section.key !== 'interests' || !section.heading || !section.known || section.blocks.length === 0)
      continue;
    const silent = section.blocks.filter((b) => (proofs.ofBlock.get(b.id) ?? []).length === 0);
    if (silent.length === 0) continue;
    const whole = silent.length === section.blocks.length;
    const removed = whole ? [section.heading, ...silent] : silent;
    drafts.push({
      kind: 'interests_dropped',
      section: section.key,
      block: removed[0]!.id,
      before: removed.map((b) => b.text).join('\n'),
      after: '',
      suggestion: true,
    });
  }
  return drafts;
}
