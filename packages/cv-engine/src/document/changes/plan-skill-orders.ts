import type { JobAnalysis } from '../../job/analyze-job';
import { orderSkills, splitSkillLine } from '../../rewrite/order-skills';
import { holdsWhole } from '../../tailor/offer-proofs';
import { fold } from '../../text/fold';
import type { CvDocument } from '../cv-document';
import type { ChangeDraft } from './change-draft';

/**
 * Changes — in each list line of the skills and qualities sections ('Langages : TypeScript, SQL, PHP',
 * 'Frameworks — React, Vue', 'Sens du service, Écoconduite'), the skills the offer names first — the must-haves the
 * CV proves before its other words. The line keeps its label at its head, every item whole and its separator as
 * written; only a line of at least two items is reordered, and lines keep their own order (moving a line would move
 * it away from its label).
 */
/** Sections whose lines list skills: the technical ones and the qualities ('Sens du service, Écoconduite'). */
const LISTS: ReadonlySet<string> = new Set(['skills', 'softSkills']);

export function planSkillOrders(
  document: CvDocument,
  job: JobAnalysis,
  skip: ReadonlySet<string> = new Set(),
  // the must-haves the CV proves, in its own words ('Sens du service' for 'sens du service client')
  mustHaves: readonly string[] = [],
): ChangeDraft[] {
  const drafts: ChangeDraft[] = [];
  const wanted = mustHaves.map(fold).filter(Boolean);
  const asked = (item: string) => wanted.some((spelling) => holdsWhole(fold(item), spelling));
  for (const section of document.sections) {
    if (!LISTS.has(section.key)) continue;
    for (const block of section.blocks) {
      // two labels on one line ('Analyse: …, toetsing Programmeren: SQL') are two lists the reorder would mix
      const labels = (block.text.match(/:/g) ?? []).length;
      if (skip.has(block.id) || !/[,;]/.test(block.text) || block.text.includes('\t') || labels > 1) continue;
      // a full stop ends the line, not its last item: it stays at the end ('…, agile/scrum.')
      const stop = /\.$/.test(block.text) && !/\.\.$/.test(block.text) ? '.' : '';
      const text = stop ? block.text.slice(0, -1) : block.text;
      const [line] = orderSkills(text, job).lines;
      if (!line || line.items.length < 2) continue;
      // the must-haves the CV proves first, then the offer's other words (a stable sort keeps the rest as written)
      const items = [...line.items].sort((a, b) => Number(asked(b)) - Number(asked(a)));
      // nothing moved: no change, whatever the spaces ('design ; vulgarisation' is not rewritten 'design; …')
      if (items.every((item, i) => item === splitSkillLine(text).items[i])) continue;
      // the items' separator as the line writes it, its spaces too (' ; ' in French)
      const separator = /\s*;\s*/.exec(text) && !text.includes(',') ? /\s*;\s*/.exec(text)![0] : ', ';
      // the label stays at the head, with the separator the line wrote after it
      const after = `${line.label}${line.separator}${items.join(separator)}${stop}`;
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
