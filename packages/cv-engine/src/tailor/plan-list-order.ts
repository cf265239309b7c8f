import { isLabelled } from '../document/add-skill-change';
import type { ChangeDraft } from '../document/changes/change-draft';
import type { Block, CvDocument } from '../document/cv-document';
import { blockRelevance, termsOf, withoutHeld } from './block-relevance';
import type { OfferProofs } from './offer-proofs';

/**
 * Changes — a list written one item a line (a skills section, the certificates and licences: 'Fault finding' /
 * 'Inspection and testing' / 'EV charger installation') ordered by what its lines prove of the offer, the most
 * relevant first, as a job's bullets are (plan-bullet-order.ts): each line kept whole, the same lines, nothing
 * added. A list has no order of its own a reader relies on; the items the offer asks for are read first.
 * Lines that prove as much keep their order (a stable sort). One change per run of lines, with the lines moved up
 * as its evidence. Left as written:
 * - lines that name a group: ending with ':', or a short plain line without a separator above a list
 *   ('Informatique' / 'Excel, Word'); the plain lines of a section that mixes them with bullets (they head the bullets: only the
 *   bullets' runs move); a labelled list ('Langages : TypeScript, SQL'), whose items the line's own reorder
 *   orders (plan-skill-orders.ts) — its place among the groups is the writer's;
 * - a run with a line that may be the wrap of another ('Fiches techniques et' / 'coûts matière': a line opening in
 *   lower case, or one ending on a joining word or sign), or a row of columns ('Excel⇥Word');
 * - two lines of the same words, which the change could not tell apart.
 */
const LISTS: ReadonlySet<string> = new Set(['skills', 'softSkills', 'certifications']);
const MAX_EVIDENCE = 3;
/** Words and signs a line wrapped inside an item ends on ('Fiches techniques et', 'Health &'). */
const JOINING_END = /(?:[,&/\-–—(]|(?:^|\s)(?:et|de|des|du|and|of|the|en|van|het|voor|met|à|in))$/iu;

export function planListOrder(document: CvDocument, proofs: OfferProofs): ChangeDraft[] {
  const drafts: ChangeDraft[] = [];
  for (const section of document.sections) {
    if (!LISTS.has(section.key) || !section.heading) continue;
    const roles = new Set(section.blocks.map((b) => b.role));
    // bullets under plain lines: the plain lines may head groups of them — only the bullets move, each group apart
    const items = roles.has('bullet') ? 'bullet' : 'line';
    for (const run of runsOf(section.blocks, items)) {
      if (run.length < 2 || !movable(run)) continue;
      const ranked = run
        .map((block, at) => ({ block, at, weight: blockRelevance(proofs, block.id) }))
        .sort((a, b) => b.weight - a.weight || a.at - b.at);
      const raised = ranked.filter((r, i) => r.at > i && r.weight > 0);
      if (raised.length === 0) continue;
      drafts.push({
        kind: 'skills_reordered',
        section: section.key,
        block: run[0]!.id,
        before: run.map((b) => b.text).join('\n'),
        after: ranked.map((r) => r.block.text).join('\n'),
        evidence: raised.slice(0, MAX_EVIDENCE).map((r) => r.block.text),
        detail: withoutHeld(raised.flatMap((r) => termsOf(proofs, r.block.id))).slice(0, 4),
      });
    }
  }
  return drafts;
}

/** The runs of consecutive blocks of one role, parted by any other block and by a line that may head a group. */
function runsOf(blocks: readonly Block[], role: Block['role']): Block[][] {
  const runs: Block[][] = [[]];
  for (const block of blocks) {
    if (block.role === role && !headsAGroup(block.text)) runs[runs.length - 1]!.push(block);
    else runs.push([]);
  }
  return runs.filter((run) => run.length > 0);
}

/** A list's separators, as plan-surfaced-skills.ts reads them. */
const LIST = /[,;·•|]/;
/** A group's name is a word or three ('Informatique', 'Outils de gestion'). */
const MAX_GROUP_WORDS = 3;

const headsAGroup = (text: string) => /:\s*$/.test(text) || (isLabelled(text) && LIST.test(itemsOf(text)));
const itemsOf = (text: string) => text.slice(text.search(/[:：]/) + 1);

function movable(run: readonly Block[]): boolean {
  const texts = run.map((b) => b.text.trim());
  if (new Set(texts).size !== texts.length) return false;
  // a bullet names no group: its sign says it is an item like the others ('• Java and J2EE' / '• Spring, Hibernate')
  const namesAGroup = (text: string, i: number) =>
    run[i]!.role === 'line' &&
    !LIST.test(text) &&
    text.split(/\s+/).length <= MAX_GROUP_WORDS &&
    LIST.test(texts[i + 1] ?? '');
  return texts.every(
    (text, i) =>
      !text.includes('\t') && !/^\p{Ll}/u.test(text) && !JOINING_END.test(text) && !namesAGroup(text, i),
  );
}
