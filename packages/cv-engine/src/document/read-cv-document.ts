import { headingOf } from '../parse/group-lines-into-sections';
import { readItems } from '../parse/read-items';
import type { Line } from '../parse/split-lines';
import type { Block, CvDocument, DocumentSection, LineRange } from './cv-document';

/**
 * Text (from a PDF, a DOCX, a paste, or our own output) → the CV's document, in three steps:
 *   1. lines: clean characters, bullet signs taken off and remembered (parse/split-lines.ts), letter-spaced
 *      words and headings printed on two lines mended (parse/mend-display-lines.ts)
 *   2. items: a line broken by the page width joined to its line (parse/join-wrapped-lines.ts), a period
 *      split over two lines ('June 2022 –' / 'Present') joined (parse/join-split-periods.ts)
 *   3. sections: a heading opens a section; lines before the first heading are the header. Nothing is dropped
 *      nor reordered here: page footers and closing lines are blocks too, which the rewrite may remove as
 *      listed changes.
 * Each block keeps the range of text lines its item was read from (issue 13: provenance).
 */
export function readCvDocument(text: string): CvDocument {
  const items = readItems(text);
  const sections: DocumentSection[] = [{ key: 'header', known: false, blocks: [] }];
  items.forEach((line, i) => {
    const key = line.bullet ? undefined : headingOf(line, sections.length > 1);
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
  return { sections };
}

const rangeOf = (line: Line): LineRange => ({ from: line.from, to: line.to });
