import { CONFIDENT } from '../reading/entry-confidence';
import type { CvDocument } from './cv-document';

/**
 * A job the reading is unsure of is left as written (issue 22, D24): no change touches its blocks, whoever
 * proposed it — the built-in engine or a model. Its fields may be misread, and a move planned on a misread job
 * (a bullet reworded under the wrong employer) would be worse than none.
 */
export function unsureBlocks(document: CvDocument): ReadonlySet<string> {
  const blocks = new Set<string>();
  for (const section of document.sections)
    for (const entry of section.entries ?? [])
      if (entry.confidence < CONFIDENT) for (const id of entry.blocks) blocks.add(id);
  return blocks;
}

export function keepUnsureEntries<T extends { readonly block: string | null }>(
  changes: readonly T[],
  document: CvDocument,
): T[] {
  const unsure = unsureBlocks(document);
  return unsure.size === 0 ? [...changes] : changes.filter((c) => c.block === null || !unsure.has(c.block));
}
