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
  const placed = new Map<string, string>();
  let order: string[] | null = null;
  const appended: CvChange[] = [];
  const original = originalTexts(document);
  for (const change of changes) {
    if (change.kind === 'section_moved') {
      order = change.after.split(' · ').map(fold);
      continue;
    }
    if (RUN_KINDS.has(change.kind) || isListReorder(change)) {
      const run = runOf(document, change);
      if (!run) continue;
      if (isReorder(change)) for (const [at, id] of run) placed.set(at, id);
      else for (const [id] of run) removed.add(id);
      continue;
    }
    if (change.before === '') {
      inserted.set(change.block, [...(inserted.get(change.block) ?? []), change.after]);
      continue;
    }
    // a ticked skill, or a must-have brought to a skills line, adds items at the line's end
    if (change.kind === 'skill_added' || change.kind === 'skill_surfaced') {
      appended.push(change);
      continue;
    }
    const current = texts.get(change.block ?? '') ?? original.get(change.block ?? '');
    if (current === undefined || current !== change.before) continue;
    if (change.after === '') removed.add(change.block!);
    else texts.set(change.block!, change.after);
  }
  // A skill added to a skills line goes at the line's end, whatever the other changes did to the
  // line before (its items reordered, a spelling added): applied last, on the line as they left it.
  for (const change of appended) {
    const current = texts.get(change.block ?? '') ?? original.get(change.block ?? '');
    if (current === undefined || !change.after.startsWith(change.before) || removed.has(change.block!))
      continue;
    texts.set(change.block!, current + change.after.slice(change.before.length));
  }
  const edits = { texts, removed, inserted, placed };
  const sections = document.sections.map((section) => rewriteSection(section, edits));
  return { sections: order ? reorder(document.sections, sections, order) : sections };
}

type Edits = {
  texts: ReadonlyMap<string, string>;
  removed: ReadonlySet<string>;
  inserted: ReadonlyMap<string | null, string[]>;
  /** A run of blocks reordered: at the place of the key's block stands the value's. */
  placed: ReadonlyMap<string, string>;
};

function rewriteSection(section: DocumentSection, edits: Edits): DocumentSection {
  const { texts, removed, inserted, placed } = edits;
  const touched = (id: string) => texts.has(id) || removed.has(id) || inserted.has(id) || placed.has(id);
  const changed =
    (section.key === 'header' && inserted.has(null)) ||
    (section.heading !== undefined && touched(section.heading.id)) ||
    section.blocks.some((block) => touched(block.id));
  // most sections of a long CV have no change: they are kept as they are, not copied block by block
  return changed ? withBlocks(section, edits) : section;
}

const TOP: LineRange = { from: 1, to: 1, page: 1, column: 1 };
/** Sections that list items, where a line added after a bullet is another bullet (the summary's lines are not). */
const LISTS: ReadonlySet<string> = new Set(['skills', 'softSkills', 'languages', 'certifications']);

function withBlocks(section: DocumentSection, edits: Edits): DocumentSection {
  const { texts, removed, inserted, placed } = edits;
  const byId = new Map(section.blocks.map((block) => [block.id, block]));
  const blocks: Block[] = [];
  // An inserted line was read from no text line. It takes the range of the block it follows (line 1 at the top
  // of the CV) rather than none: every block then says where it stands in the text the user wrote, and no
  // reader of a block has to handle a missing range for the few lines the rewrite adds.
  // A line inserted after an item of a bulleted list is one more item of it: it takes the list's bullet ('• Excel'
  // then '• Vaccination', not a bare 'Vaccination' the reader takes for a sub-heading or a stray line).
  const insertAfter = (id: string | null, lines: LineRange, after?: Block) => {
    const role = after?.role === 'bullet' && LISTS.has(section.key) ? 'bullet' : 'line';
    for (const [n, text] of (inserted.get(id) ?? []).entries())
      blocks.push({ id: `${id ?? 'h'}+${n}`, role, text, raw: text, lines });
  };
  if (section.key === 'header') insertAfter(null, TOP);
  if (section.heading) insertAfter(section.heading.id, section.heading.lines);
  // a line inserted after a block of a reordered run follows the block that now stands in its place: a skill
  // brought to the end of a list stays at its end when the list's lines are reordered
  for (const slot of section.blocks) {
    const block = byId.get(placed.get(slot.id) ?? slot.id) ?? slot;
    if (!removed.has(block.id)) {
      const text = texts.get(block.id) ?? block.text;
      blocks.push(text === block.text ? block : { ...block, text, raw: text });
    }
    if (inserted.has(slot.id)) insertAfter(slot.id, block.lines, block);
  }
  // a section whose heading a suggestion took out goes with it (its lines are taken out by the same change)
  const heading =
    section.heading && !removed.has(section.heading.id)
      ? { ...section.heading, text: texts.get(section.heading.id) ?? section.heading.text }
      : undefined;
  return { ...section, heading, blocks };
}

/**
 * The changes on a run of blocks of one section (contracts: CvChange). `before` names the blocks by their
 * original texts, from `block` on, in reading order; the change is void unless each is found:
 * - bullets_reordered, and skills_reordered over several lines: the run is consecutive and `after` is the same
 *   texts in another order. Gives, for each place of the run, the block that now stands there — found by its
 *   original text, so a bullet another change rewords moves with its new words.
 * - entry_shortened, interests_dropped: the blocks to take out, each the next one with that text.
 */
const RUN_KINDS: ReadonlySet<CvChange['kind']> = new Set([
  'bullets_reordered',
  'entry_shortened',
  'interests_dropped',
]);
/** A list's lines reordered (skills_reordered over several lines): applied as a job's bullets are. */
const isListReorder = (change: CvChange) =>
  change.kind === 'skills_reordered' && change.before.includes('\n');
const isReorder = (change: CvChange) => change.kind === 'bullets_reordered' || isListReorder(change);

function runOf(document: CvDocument, change: CvChange): [string, string][] | null {
  const section = document.sections.find(
    (s) => s.heading?.id === change.block || s.blocks.some((b) => b.id === change.block),
  );
  if (!section || !change.before) return null;
  const blocks = section.heading ? [section.heading, ...section.blocks] : section.blocks;
  const start = blocks.findIndex((b) => b.id === change.block);
  const wanted = change.before.split('\n');
  if (isReorder(change)) {
    const run = blocks.slice(start, start + wanted.length);
    if (run.length !== wanted.length || run.some((b, i) => b.text !== wanted[i])) return null;
    const free = [...run];
    const pairs: [string, string][] = [];
    for (const [i, text] of change.after.split('\n').entries()) {
      const at = free.findIndex((b) => b.text === text);
      if (at === -1) return null;
      pairs.push([run[i]!.id, free.splice(at, 1)[0]!.id]);
    }
    return free.length === 0 ? pairs : null;
  }
  if (change.after !== '') return null;
  const found: [string, string][] = [];
  let at = start;
  for (const text of wanted) {
    while (at < blocks.length && blocks[at]!.text !== text) at++;
    if (at === blocks.length) return null;
    found.push([blocks[at]!.id, blocks[at]!.id]);
    at++;
  }
  return found;
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
