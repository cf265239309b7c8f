import { chosenCopy, type DocxContext } from './docx-context';
import { isPhotoBox, withKeyValueRows } from './key-value-table';
import { pointsOf, TWIPS, valOf } from './ooxml-values';
import { childOf, childrenOf, type XmlElement, type XmlNode } from './parse-ooxml';
import { type AnchoredBox, readParagraph } from './read-docx-paragraph';
import { textBoxPlace } from './text-box-place';

/**
 * A part's blocks in reading order: paragraphs, then the text boxes each one anchors (numbered as they come),
 * tables row by row and cell by cell (a cell's own blocks, nested tables included), content controls and
 * tracked insertions read through, deletions skipped, one copy of each mc:AlternateContent.
 */
const TRANSPARENT = new Set(['w:sdt', 'w:sdtContent', 'w:customXml', 'w:ins', 'w:moveTo', 'w:smartTag']);

export function readBlocks(nodes: readonly XmlNode[], context: DocxContext): void {
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    if (node.name === 'w:p') {
      for (const box of readParagraph(node, context)) readTextBox(box, context);
    } else if (node.name === 'w:tbl') readTable(node, context);
    else if (TRANSPARENT.has(node.name)) readBlocks(node.children, context);
    else if (node.name === 'mc:AlternateContent') readBlocks(chosenCopy(node)?.children ?? [], context);
  }
}

/**
 * A text box's blocks, where the box stands. A floating box narrower than this share of the text width, with a
 * few lines at least, is a sidebar (contact, skills, languages beside the body): its lines are marked so, and
 * read after the main flow of their page (read-docx.ts), as a PDF's sidebar is.
 */
const SIDEBAR_SHARE = 0.42;
const SIDEBAR_LINES = 3;

function readTextBox(box: AnchoredBox, context: DocxContext): void {
  const place = box.shape ? textBoxPlace(box.shape, context.page) : undefined;
  const start = context.file.lines.length;
  readBlocks(box.content.children, {
    ...context,
    box: context.file.boxes++,
    ...(place ? { x: place.left - context.page.left, width: place.width } : {}),
  });
  const lines = context.file.lines;
  const sidebar =
    place !== undefined &&
    context.region === 'main' &&
    place.width < SIDEBAR_SHARE * context.page.text &&
    lines.length - start >= SIDEBAR_LINES;
  if (sidebar) for (let i = start; i < lines.length; i++) lines[i] = { ...lines[i]!, region: 'sidebar' };
}

/**
 * A table's rows and cells (rows and cells may sit inside content controls too); a table of labels and values
 * one row a line, without its photo box (key-value-table.ts).
 */
function readTable(table: XmlElement, context: DocxContext): void {
  const id = context.file.tables++;
  const grid = childrenOf(childOf(table, 'w:tblGrid'), 'w:gridCol').map(
    (c) => pointsOf(c.attrs['w:w'], TWIPS) ?? 0,
  );
  const gridWidth = grid.reduce((sum, w) => sum + w, 0);
  // a grid wider than the text is scaled to it (Word lays a 100 % table out over the text width)
  const scale = gridWidth > 0 ? Math.min(1, context.width / gridWidth) : 1;
  const start = context.file.lines.length;
  unwrap(table, 'w:tr').forEach((row, rowIndex) => {
    let column = 0;
    unwrap(row, 'w:tc').forEach((cell, cellIndex) => {
      const tcPr = childOf(cell, 'w:tcPr');
      const span = Math.max(1, Number(valOf(childOf(tcPr, 'w:gridSpan')) ?? 1) || 1);
      const x = grid.slice(0, column).reduce((sum, w) => sum + w, 0) * scale;
      const spanned = grid.slice(column, column + span).reduce((sum, w) => sum + w, 0) * scale;
      column += span;
      if (isPhotoBox(cell)) return;
      readBlocks(cell.children, {
        ...context,
        table: { id: Math.min(id, 10_000), row: Math.min(rowIndex, 10_000), cell: Math.min(cellIndex, 100) },
        x: context.x + x,
        width: spanned > 0 ? spanned : context.width,
      });
    });
  });
  const lines = context.file.lines;
  lines.push(...withKeyValueRows(lines.splice(start), Math.min(id, 10_000)));
}

/** The children of that name, looking through content controls and custom XML that may wrap them. */
function unwrap(node: XmlElement, name: string): XmlElement[] {
  return childrenOf(node).flatMap((child) =>
    child.name === name ? [child] : TRANSPARENT.has(child.name) ? unwrap(child, name) : [],
  );
}
