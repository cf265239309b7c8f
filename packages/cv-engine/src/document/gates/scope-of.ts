import type { Block, CvDocument, DocumentSection } from '../cv-document';
import { contactsOf } from './contacts-of';
import { entryOf } from './entry-of';
import { speaksToTheModel } from './speaks-to-the-model';
import { withoutWishes } from './without-wishes';

/**
 * What a change may draw its facts from (issue 23): the block it edits, and the header lines of its entry (the
 * role, the employer, the dates and the context line a bullet belongs to) — never a sibling bullet, another job
 * or the offer. The summary and the title line may sum up the whole CV: their names, skills and levels may come
 * from any block, but a figure only from their own text (a figure from another job says nothing of the whole),
 * unless they quote it with its word (figures-gate.ts).
 * Lines that speak to the model ('ignore previous instructions…') are no evidence of anything, nor is what the
 * summary says the candidate is looking for ('Je recherche un poste de responsable…').
 */
export type Scope = {
  /** The blocks facts may come from, each with its section. */
  readonly blocks: ReadonlyArray<{ readonly block: Block; readonly section: string }>;
  /** Whether this block sums up the whole CV (summary, title line). */
  readonly wholeCv: boolean;
  /** The blocks figures may come from. */
  readonly figureBlocks: readonly Block[];
  /**
   * For a skill line, the CV's other lines: the skills, names and codes they prove may join it ('inspection and
   * testing (City & Guilds 2391-52)' of the certifications, 'valpreventie' of a job), as the built-in engine brings
   * a proven skill into the skills (issue 23); its levels and figures stay its own.
   */
  readonly proofs?: readonly Block[];
};

/** The lines a skill of the CV may be brought into from anywhere in it. */
export const SKILL_LINES: ReadonlySet<string> = new Set(['skills', 'softSkills']);

/** Entry-less sections: each line or bullet stands alone (a skill line, a certification, a language). */
export const LIST_SECTIONS: ReadonlySet<string> = new Set([
  'skills',
  'softSkills',
  'certifications',
  'languages',
  'interests',
]);

export function scopeOf(document: CvDocument, section: DocumentSection, block: Block): Scope {
  const sums = section.key === 'summary' || (section.key === 'header' && isTitleLine(document, block));
  const cv = () =>
    document.sections.flatMap((s) =>
      (s.heading ? [s.heading, ...s.blocks] : s.blocks)
        .filter((b) => !speaksToTheModel(b.text))
        .map((b) => ({ block: { ...b, text: withoutWishes(b.text) }, section: s.key })),
    );
  if (sums) return { blocks: cv(), wholeCv: true, figureBlocks: [block] };
  const entry =
    section.key === 'header' || LIST_SECTIONS.has(section.key) || block.role === 'heading'
      ? [block]
      : entryOf(section, block).filter((b) => b === block || b.role !== 'bullet');
  const own = entry.filter((b) => !speaksToTheModel(b.text));
  const blocks = own.map((b) => ({ block: b, section: section.key }));
  if (!SKILL_LINES.has(section.key)) return { blocks, wholeCv: false, figureBlocks: own };
  return { blocks, wholeCv: false, figureBlocks: own, proofs: cv().map((b) => b.block) };
}

/** A header line after the name that holds no contact detail: the CV's title. */
function isTitleLine(document: CvDocument, block: Block): boolean {
  const header = document.sections[0];
  return header?.key === 'header' && header.blocks[0] !== block && contactsOf(block.text).size === 0;
}
