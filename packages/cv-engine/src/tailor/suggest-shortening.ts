import type { ChangeDraft } from '../document/changes/change-draft';
import type { CvDocument, DocumentEntry, DocumentSection } from '../document/cv-document';
import { periodYears } from '../parse/find-period';
import { CONFIDENT } from '../reading/entry-confidence';
import { blockRelevance } from './block-relevance';
import { contentRuns } from './entry-content';
import type { OfferProofs } from './offer-proofs';

/**
 * Suggestions — a job that ended more than OLD_YEARS ago, or one that proves nothing the offer asks for while
 * other jobs do, kept to its KEEP most relevant bullets (issue 23). Offered, never applied by default: the user
 * decides what of their past to show. Only a job of more than KEEP + 1 bullets (shortening three to two saves a
 * line and costs a fact), and never a job the reading is unsure of.
 */
const OLD_YEARS = 15;
const KEEP = 2;

export function suggestShortening(document: CvDocument, proofs: OfferProofs, now: Date): ChangeDraft[] {
  const entries = document.sections.flatMap((section) =>
    (section.entries ?? []).map((entry) => ({ section, entry })),
  );
  const relevant = (entry: DocumentEntry) => entry.blocks.some((id) => blockRelevance(proofs, id) > 0);
  const anyRelevant = entries.some(({ entry }) => relevant(entry));
  const drafts: ChangeDraft[] = [];
  for (const { section, entry } of entries) {
    if (entry.confidence < CONFIDENT) continue;
    const ended = periodYears(entry.period)?.[1];
    const old = ended !== undefined && ended <= now.getFullYear() - OLD_YEARS;
    if (!old && !(anyRelevant && !relevant(entry))) continue;
    const draft = shorten(section, entry, proofs);
    if (draft) drafts.push(draft);
  }
  return drafts;
}

function shorten(section: DocumentSection, entry: DocumentEntry, proofs: OfferProofs): ChangeDraft | null {
  const content = contentRuns(section, entry).flat();
  if (content.length <= KEEP + 1) return null;
  const kept = new Set(
    content
      .map((block, at) => ({ block, at, weight: blockRelevance(proofs, block.id) }))
      .sort((a, b) => b.weight - a.weight || a.at - b.at)
      .slice(0, KEEP)
      .map((r) => r.block.id),
  );
  const removed = content.filter((b) => !kept.has(b.id));
  return {
    kind: 'entry_shortened',
    section: section.key,
    block: removed[0]!.id,
    before: removed.map((b) => b.text).join('\n'),
    after: '',
    suggestion: true,
    evidence: [
      entry.period ? `${entry.position} — ${entry.company}, ${entry.period}` : entry.position,
    ].filter(Boolean),
  };
}
