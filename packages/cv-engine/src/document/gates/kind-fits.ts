import { sectionOfHeading } from '../../parse/section-headings';
import type { Block, DocumentSection } from '../cv-document';
import type { AiChangeKind } from './ai-change-kinds';

/**
 * Whether a change's kind fits its block: a heading is only translated, into a heading of the same section
 * ('other' headings into anything); a title is aligned only in the header; a skill line reordered keeps the
 * very same words; nothing else touches a heading.
 */
export function kindFits(
  kind: AiChangeKind,
  found: { block: Block; section: DocumentSection },
  after: string,
): boolean {
  const isHeading = found.block.role === 'heading';
  if (kind === 'heading_translated') {
    if (!isHeading) return false;
    return found.section.key === 'other' || sectionOfHeading(after) === found.section.key;
  }
  if (isHeading) return false;
  if (kind === 'title_aligned') return found.section.key === 'header';
  if (kind === 'skills_reordered') return sortedWords(after) === sortedWords(found.block.text);
  return true;
}

const sortedWords = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}#+.]+/gu) ?? [])
    .map((w) => w.replace(/\.$/, ''))
    .sort()
    .join(' ');
