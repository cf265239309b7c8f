import type { TargetLanguage } from '@cv/contracts';
import { sectionOfHeading } from '../../parse/section-headings';
import { SECTION_LABELS } from '../../rewrite/section-labels';
import type { CvDocument } from '../cv-document';
import type { ChangeDraft } from './change-draft';

/**
 * Changes — the headings of known sections in the offer's language, only when the CV is written in another
 * language (decision D21: the built-in engine translates headings, not content). A heading already in the
 * offer's language keeps its wording.
 */
export function planHeadingChanges(
  document: CvDocument,
  cvLanguage: TargetLanguage,
  language: TargetLanguage,
): ChangeDraft[] {
  if (cvLanguage === language) return [];
  const drafts: ChangeDraft[] = [];
  for (const section of document.sections) {
    if (!section.heading || !section.known || section.key === 'header') continue;
    const label = SECTION_LABELS[language][section.key];
    if (sectionOfHeading(label) !== section.key) continue;
    const before = section.heading.text;
    if (before.toLocaleLowerCase() === label.toLocaleLowerCase()) continue;
    drafts.push({
      kind: 'heading_translated',
      section: section.key,
      block: section.heading.id,
      before,
      after: label,
    });
  }
  return drafts;
}
