import { isClosingLine } from '../../parse/closing-lines';
import { isPageFooter } from '../../parse/page-footers';
import { fold } from '../../text/fold';
import type { CvDocument } from '../cv-document';
import type { ChangeDraft } from './change-draft';

/**
 * Changes — lines that are not the person's CV: a page footer ('… page 1/2'), a running header repeated word
 * for word (the copies after the first), a closing line ('Merci de votre attention'). Removed as listed
 * changes, which the user can reject.
 */
const MIN_REPEATED_LENGTH = 12; // shorter lines ('London', 'CDI') legitimately repeat

export function planLineRemovals(document: CvDocument): ChangeDraft[] {
  const seen = new Set<string>();
  const drafts: ChangeDraft[] = [];
  for (const section of document.sections)
    for (const block of section.blocks) {
      const key = fold(block.text);
      const repeated = block.role === 'line' && block.text.length >= MIN_REPEATED_LENGTH && seen.has(key);
      seen.add(key);
      if (isPageFooter(block.text) || isClosingLine(block.text) || repeated)
        drafts.push({
          kind: 'line_removed',
          section: section.key,
          block: block.id,
          before: block.text,
          after: '',
        });
    }
  return drafts;
}
