import { isClosingLine } from '../../parse/closing-lines';
import { isPageFooter } from '../../parse/page-footers';
import type { CvDocument } from '../cv-document';
import type { ChangeDraft } from './change-draft';

/**
 * Changes — lines that are not the person's CV: a page footer ('… page 1/2'), a closing line ('Merci de votre
 * attention'), the person's name printed again atop a later page, alone on its line in another section than the
 * header ('Grace Okafor' between a job's bullets). Removed as listed changes, which the user can reject. Any other
 * line repeated word for word is kept: two jobs may have the same title ('Software Engineer'), and a title may
 * repeat the header's.
 */

export function planLineRemovals(document: CvDocument): ChangeDraft[] {
  const drafts: ChangeDraft[] = [];
  const header = document.sections[0];
  const name = header?.key === 'header' ? header.blocks[0]?.text.trim() : undefined;
  for (const section of document.sections)
    for (const block of section.blocks) {
      const nameAgain = name !== undefined && section !== header && block.text.trim() === name;
      if (isPageFooter(block.text) || isClosingLine(block.text) || nameAgain)
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
