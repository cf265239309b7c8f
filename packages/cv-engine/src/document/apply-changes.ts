import type { CvChange } from '@cv/contracts';
import { fold } from '../text/fold';
import type { Block, CvDocument, DocumentSection, LineRange } from './cv-document';
import { readCvDocument } from './read-cv-document';
import { renderCvDocument } from './render-cv-document';

/**
 * The rewritten CV: the document of `cvText` with the given (accepted) changes applied, as text in the layout
 * the preview, the PDF and the editor read. Browser-safe: the client re-applies the changes the user keeps.
 * A change whose `before` no longer matches its block is void (the block keeps its text).
 */
export function applyChanges(cvText: string, changes: readonly CvChange[]): string {
  return renderCvDocument(applyToDocument(readCvDocument(cvText), changes));
}

export function applyToDocument(document: CvDocument, changes: readonly CvChange[]): CvDocument {
  const texts = new Map<string, string>();
  const removed = new Set<string>();
  const inserted = new Map<string | null, string[]>();
  let order: string[] | null = null;
  const original = originalTexts(document);
  for (const change of changes) {
    if (change.kind === 'section_moved') {
      order = change.after.split(' · ').map(fold);
      continue;
    }
    if (change.before === '') {
      inserted.set(change.block, [...(inserted.get(change.block) ?? []), change.after]);
      continue;
    }
    const current = texts.get(change.block ?? '') ?? original.get(change.block ?? '');
    if (current === undefined || current !== change.before) continue;
    if (change.after === '') removed.add(change.block!);
    else texts.set(change.block!, change.after);
  }
  const sections = document.sections.map((section) => rewriteSection(section, texts, removed, inserted));
  return { sections: order ? reorder(document.sections, sections, order) : sections };
}

function rewriteSection(
  section: DocumentSection,
  texts: ReadonlyMap<string, string>,
  removed: ReadonlySet<string>,
  inserted: ReadonlyMap<string | null, string[]>,
): DocumentSection {
  const touched = (id: string) => texts.has(id) || removed.has(id) || inserted.has(id);
  const changed =
    (section.key === 'header' && inserted.has(null)) ||
    (section.heading !== undefined && touched(section.heading.id)) ||
    section.blocks.some((block) => touched(block.id));
  // most sections of a long CV have no change: they are kept as they are, not copied block by block
  return changed ? withBlocks(section, texts, removed, inserted) : section;
}

const TOP: LineRange = { from: 1, to: 1, page: 1, column: 1 };

function withBlocks(
  section: DocumentSection,
  texts: ReadonlyMap<string, string>,
  removed: ReadonlySet<string>,
  inserted: ReadonlyMap<string | null, string[]>,
): DocumentSection {
  const blocks: Block[] = [];
  // An inserted line was read from no text line. It takes the range of the block it follows (line 1 at the top
  // of the CV) rather than none: every block then says where it stands in the text the user wrote, and no
  // reader of a block has to handle a missing range for the few lines the rewrite adds.
  const insertAfter = (id: string | null, lines: LineRange) => {
    for (const [n, text] of (inserted.get(id) ?? []).entries())
      blocks.push({ id: `${id ?? 'h'}+${n}`, role: 'line', text, raw: text, lines });
  };
  if (section.key === 'header') insertAfter(null, TOP);
  if (section.heading) insertAfter(section.heading.id, section.heading.lines);
  for (const block of section.blocks) {
    if (!removed.has(block.id)) {
      const text = texts.get(block.id) ?? block.text;
      blocks.push(text === block.text ? block : { ...block, text, raw: text });
    }
    if (inserted.has(block.id)) insertAfter(block.id, block.lines);
  }
  const heading = section.heading && {
    ...section.heading,
    text: texts.get(section.heading.id) ?? section.heading.text,
  };
  return { ...section, heading, blocks };
}

/** Each block's text by its id, read once (a change list of thousands stays linear). */
function originalTexts(document: CvDocument): Map<string, string> {
  const texts = new Map<string, string>();
  for (const section of document.sections) {
    if (section.heading) texts.set(section.heading.id, section.heading.text);
    for (const block of section.blocks) texts.set(block.id, block.text);
  }
  return texts;
}

/**
 * Sections in the order of their (original) heading texts; a section the order does not name keeps its place.
 */
function reorder(
  originals: readonly DocumentSection[],
  sections: readonly DocumentSection[],
  order: readonly string[],
): DocumentSection[] {
  const rank = (i: number) => {
    const at = i === 0 ? -1 : order.indexOf(fold(originals[i]!.heading?.text ?? ''));
    return at === -1 ? Number.POSITIVE_INFINITY : at;
  };
  const named = sections
    .map((section, i) => ({ section, rank: rank(i) }))
    .filter((entry) => entry.rank !== Number.POSITIVE_INFINITY)
    .sort((a, b) => a.rank - b.rank);
  let next = 0;
  return sections.map((section, i) =>
    rank(i) === Number.POSITIVE_INFINITY ? section : named[next++]!.section,
  );
}
