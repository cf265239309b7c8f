import type { CvLayout } from '@cv/contracts';
import { placesOfLines } from '../extraction/layout-breaks';
import { headingKeys } from '../parse/heading-keys';
import { contentLabels } from '../parse/label-sections-by-content';
import { readItems } from '../parse/read-items';
import { type Line, textLines } from '../parse/split-lines';
import type { Block, CvDocument, DocumentSection, LineRange } from './cv-document';

/**
 * Text (from a PDF, a DOCX, a paste, or our own output) → the CV's document, in three steps:
 *   1. lines: clean characters, bullet signs taken off and remembered (parse/split-lines.ts), letter-spaced
 *      words and headings printed on two lines mended (parse/mend-display-lines.ts)
 *   2. items: a line broken by the page width joined to its line (parse/join-wrapped-lines.ts), a period
 *      split over two lines ('June 2022 –' / 'Present') joined (parse/join-split-periods.ts)
 *   3. sections: a heading opens a section (parse/heading-keys.ts); lines before the first heading are the header. Nothing is dropped
 *      nor reordered here: page footers and closing lines are blocks too, which the rewrite may remove as
 *      listed changes.
 * Each block keeps the range of text lines its item was read from (issue 13: provenance).
 */
export function readCvDocument(text: string, layout?: CvLayout): CvDocument {
  const items = readItems(text, layout);
  const rangeOf = rangesOf(text);
  const sections: DocumentSection[] = [{ key: 'header', known: false, blocks: [] }];
  const keys = headingKeys(items);
  items.forEach((line, i) => {
    const key = keys[i];
    if (key) {
      const heading: Block = {
        id: `b${i}`,
        role: 'heading',
        text: line.text,
        raw: line.raw,
        lines: rangeOf(line),
      };
      sections.push({ key, heading, known: key !== 'other', blocks: [] });
      return;
    }
    const block: Block = {
      id: `b${i}`,
      role: line.bullet ? 'bullet' : 'line',
      text: line.text,
      raw: line.raw,
      lines: rangeOf(line),
    };
    sections[sections.length - 1]!.blocks.push(block);
  });
  return { sections: labelledByContent(sections) };
}

/**
 * 4. a section under an unknown heading that lists jobs is the experience (parse/label-sections-by-content.ts):
 * its entries are then laid out and reworded as jobs; it stays unknown, so it is never moved nor renamed.
 */
function labelledByContent(sections: DocumentSection[]): DocumentSection[] {
  const labels = contentLabels(
    sections.map((s) => ({
      key: s.key,
      items: s.blocks.map((b) => ({ text: b.text, bullet: b.role === 'bullet' })),
    })),
  );
  return sections.map((section, i) => {
    const key = labels.get(i);
    return key ? { ...section, key } : section;
  });
}

/** Where each item was read: its lines, and the page and column of the first (extraction's breaks). */
function rangesOf(text: string): (line: Line) => LineRange {
  // a text without a run of two blank lines has no break: one page, one column, and no second reading
  const places = text.includes('\n\n\n') ? placesOfLines(textLines(text)) : [];
  return (line) => ({ from: line.from, to: line.to, ...(places[line.from - 1] ?? ONE_PAGE) });
}

const ONE_PAGE = { page: 1, column: 1 };
