import type { JobAnalysis } from '../../job/analyze-job';
import { orderSkills } from '../../rewrite/order-skills';
import type { CvDocument } from '../cv-document';
import type { ChangeDraft } from './change-draft';

/**
 * Changes — in each list line of the skills section ('Langages : TypeScript, SQL, PHP', 'Frameworks — React,
 * Vue'), the skills the offer names first. The line keeps its label at its head and every item whole; only a line
 * of at least two items is reordered, and lines keep their own order (moving a line would move it away from its
 * label).
 */
export function planSkillOrders(
  document: CvDocument,
  job: JobAnalysis,
  skip: ReadonlySet<string> = new Set(),
): ChangeDraft[] {
  const drafts: ChangeDraft[] = [];
  for (const section of document.sections) {
    if (section.key !== 'skills') continue;
    for (const block of section.blocks) {
      // two labels on one line ('Analyse: …, toetsing Programmeren: SQL') are two lists the reorder would mix
      const labels = (block.text.match(/:/g) ?? []).length;
      if (skip.has(block.id) || !/[,;]/.test(block.text) || block.text.includes('\t') || labels > 1) continue;
      // a full stop ends the line, not its last item: it stays at the end ('…, agile/scrum.')
      const stop = /\.$/.test(block.text) && !/\.\.$/.test(block.text) ? '.' : '';
      const [line] = orderSkills(stop ? block.text.slice(0, -1) : block.text, job).lines;
      if (!line || line.items.length < 2) continue;
      const separator = block.text.includes(';') && !block.text.includes(',') ? '; ' : ', ';
      // the label stays at the head, with the separator the line wrote after it
      const after = `${line.label}${line.separator}${line.items.join(separator)}${stop}`;
      if (normalise(after) !== normalise(block.text) && sameItems(after, block.text))
        drafts.push({
          kind: 'skills_reordered',
          section: section.key,
          block: block.id,
          before: block.text,
          after,
        });
    }
  }
  return drafts;
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
// the guard of "nothing lost": the same words, only their order changed
const sameItems = (a: string, b: string) => words(a) === words(b);
const words = (text: string) =>
  (text.toLocaleLowerCase().match(/[\p{L}\p{N}+#./-]+/gu) ?? [])
    .map((word) => word.replace(/\.$/, ''))
    .sort()
    .join(' ');
