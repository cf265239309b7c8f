import { pointsOf, TWIPS, valOf } from './ooxml-values';
import { childOf, childrenOf, type XmlElement, type XmlNode } from './parse-ooxml';
import type { PageFrame } from './text-box-place';

/**
 * A Word body's sections in the document's order, each with its blocks and its properties (w:sectPr). A section's
 * properties close it: in its last paragraph's w:pPr for every section but the last, whose are the body's own.
 * A CV often opens with a one-column section (name, profile) and, after a continuous section break, runs its
 * body in two newspaper columns: that second section is the body's w:sectPr, the first the paragraph's.
 */
export type DocxSection = { readonly properties?: XmlElement; readonly blocks: readonly XmlNode[] };

export function sectionsOf(body: XmlElement): DocxSection[] {
  const sections: DocxSection[] = [];
  let blocks: XmlNode[] = [];
  for (const node of body.children) {
    if (typeof node !== 'string' && node.name === 'w:sectPr') continue;
    blocks.push(node);
    const closing =
      typeof node !== 'string' && node.name === 'w:p' && childOf(childOf(node, 'w:pPr'), 'w:sectPr');
    if (closing) {
      sections.push({ properties: closing, blocks });
      blocks = [];
    }
  }
  const last = childOf(body, 'w:sectPr');
  sections.push(last ? { properties: last, blocks } : { blocks });
  return sections;
}

const A4 = { width: 595.3, margin: 72 };
// Word's default space between newspaper columns: half an inch.
const COLUMN_SPACE = 36;

/** The section's page: its width, its left margin and the width of the text between the margins, in points. */
export function pageOf(section: XmlElement | undefined): PageFrame {
  const width = pointsOf(childOf(section, 'w:pgSz')?.attrs['w:w'], TWIPS) ?? A4.width;
  const margins = childOf(section, 'w:pgMar')?.attrs ?? {};
  const side = (name: string) => pointsOf(margins[`w:${name}`], TWIPS) ?? A4.margin;
  const left = margins['w:start'] !== undefined ? side('start') : side('left');
  const right = margins['w:end'] !== undefined ? side('end') : side('right');
  return { width, left, text: Math.max(width - left - right, 1) };
}

/**
 * How wide the section's text runs: its page's text width, or one newspaper column's (w:cols: w:num columns
 * with w:space between them, or each its own w:col width when they differ — the first is given).
 */
export function columnWidth(section: XmlElement | undefined, page: PageFrame): number {
  const cols = childOf(section, 'w:cols');
  const own = childrenOf(cols, 'w:col');
  const count = Math.max(1, Math.min(Number(cols?.attrs['w:num'] ?? own.length) || 1, 16));
  if (count === 1) return page.text;
  const first = pointsOf(own[0]?.attrs['w:w'], TWIPS);
  const unequal = /^(?:0|false|off)$/i.test(cols?.attrs['w:equalWidth'] ?? '');
  if (unequal && first !== undefined) return Math.min(first, page.text);
  const space = pointsOf(cols?.attrs['w:space'], TWIPS) ?? COLUMN_SPACE;
  return Math.max((page.text - space * (count - 1)) / count, 1);
}

/** A section break starts a new page unless the section says it goes on where the one before ends (w:type). */
export const startsPage = (section: XmlElement | undefined) =>
  valOf(childOf(section, 'w:type')) !== 'continuous';
