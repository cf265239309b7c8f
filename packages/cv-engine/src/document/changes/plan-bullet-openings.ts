import { leadWithActionVerb } from '../../rewrite/lead-with-action-verb';
import type { CvDocument } from '../cv-document';
import type { ChangeDraft } from './change-draft';

/**
 * Changes — a bullet of an experience that opens with a weak phrase ('Worked on', 'J’ai', 'Participation aux')
 * opens with an action word, through the rewrites of rewrite/lead-with-action-verb.ts that keep every fact.
 * Only bullets: a line without a bullet sign may be an entry's header or its context line. A suggestion (issue
 * 23): the user's own words are theirs to change, so the rewording is offered, never applied by default.
 */
const SECTIONS = new Set(['experience', 'projects', 'volunteering']);

export function planBulletOpenings(document: CvDocument): ChangeDraft[] {
  const drafts: ChangeDraft[] = [];
  for (const section of document.sections) {
    if (!SECTIONS.has(section.key)) continue;
    for (const block of section.blocks) {
      if (block.role !== 'bullet') continue;
      const after = leadWithActionVerb(block.text);
      if (after !== block.text)
        drafts.push({
          kind: 'bullet_opening',
          section: section.key,
          block: block.id,
          before: block.text,
          after,
          suggestion: true,
        });
    }
  }
  return drafts;
}
