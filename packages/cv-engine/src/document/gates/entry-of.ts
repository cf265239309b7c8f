import { findPeriod } from '../../parse/find-period';
import type { Block, DocumentSection } from '../cv-document';

/**
 * The entry a block belongs to, as its section's blocks: a job or a degree with its header lines and its
 * bullets. A job is the document's own entry (reading/read-cv.ts reads them once for the parse, the rewrite
 * and the gates); in a section without entries (degrees, projects), an entry is read here from the blocks'
 * order: a line after a bullet opens a new entry, and so does a dated line once the entry already has its
 * dates (a list of degrees, one dated line each).
 */
export function entryOf(section: DocumentSection, block: Block): Block[] {
  const read = section.entries?.find((entry) => entry.blocks.includes(block.id));
  if (read) return section.blocks.filter((candidate) => read.blocks.includes(candidate.id));
  let entry: Block[] = [];
  let dated = false;
  for (const candidate of section.blocks) {
    const hasDates = candidate.role !== 'bullet' && findPeriod(candidate.text) !== undefined;
    const previous = entry.at(-1);
    const opens = candidate.role !== 'bullet' && (previous?.role === 'bullet' || (hasDates && dated));
    if (opens) {
      if (entry.includes(block)) return entry;
      entry = [];
      dated = false;
    }
    entry.push(candidate);
    dated ||= hasDates;
  }
  return entry.includes(block) ? entry : [block];
}
