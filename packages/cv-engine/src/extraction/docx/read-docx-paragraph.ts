import type { LayoutLine } from '@cv/contracts';
import { chosenCopy, type DocxContext } from './docx-context';
import { LineLook } from './line-look';
import { isOn, valOf } from './ooxml-values';
import { childOf, type XmlElement, type XmlNode } from './parse-ooxml';
import { paragraphLook, type RunLook, runLook } from './read-docx-styles';

/**
 * One Word paragraph → its lines (a manual line break starts another) with their features: the paragraph's
 * style gives its heading level, list and spacing; each run's look (paragraph style, character style, its own
 * properties) gives the weight, slant, capitals and size of its letters. Text boxes anchored in the paragraph
 * are returned for the caller to read after it, in the order they come.
 */
// Elements whose children are the paragraph's content (links, fields, tracked insertions, content controls).
const TRANSPARENT = new Set([
  'w:hyperlink',
  'w:smartTag',
  'w:fldSimple',
  'w:ins',
  'w:moveTo',
  'w:sdt',
  'w:sdtContent',
  'w:customXml',
  'w:dir',
  'w:bdo',
]);
/** A page break inside a paragraph: the lines after it are on the next page. */
const PAGE = '\f';

/** A text box anchored in the paragraph, with the shape that places it (a drawing's anchor, a VML shape). */
export type AnchoredBox = { content: XmlElement; shape?: XmlElement };

export function readParagraph(p: XmlElement, context: DocxContext): AnchoredBox[] {
  // a header's or footer's 'Name — CV — page 2/2' is the page's furniture, not the CV's text
  if (context.region !== 'main' && holdsPageNumber(p)) return [];
  const pPr = childOf(p, 'w:pPr');
  const style = context.styles.paragraph(valOf(childOf(pPr, 'w:pStyle')));
  const look = { ...context.styles.defaults.paragraph, ...style.paragraph, ...paragraphLook(pPr) };
  const paragraphRun = { ...context.styles.defaults.run, ...style.run, ...runLook(childOf(pPr, 'w:rPr')) };
  const boxes: AnchoredBox[] = [];
  const lines: LineLook[] = [new LineLook()];
  const pages: number[] = [0];
  const write = (text: string, run: RunLook) => {
    for (const [i, piece] of text.split(/(\n|\f)/).entries()) {
      if (i % 2 === 0) lines[lines.length - 1]!.add(piece, run);
      else {
        lines.push(new LineLook());
        pages.push(pages[pages.length - 1]! + (piece === PAGE ? 1 : 0));
      }
    }
  };
  const inline = (nodes: readonly XmlNode[]) => {
    for (const node of nodes) {
      if (typeof node === 'string') continue;
      if (node.name === 'w:r') readRun(node, context, paragraphRun, write, boxes);
      else if (TRANSPARENT.has(node.name)) inline(node.children);
      else if (node.name === 'mc:AlternateContent') inline(chosenCopy(node)?.children ?? []);
    }
  };
  inline(p.children);
  // a paragraph the reviewer deleted whole, its mark with its text (w:pPr/w:rPr/w:del), is gone once the changes
  // are accepted: not an empty bullet left on the page
  const markDeleted = childOf(childOf(pPr, 'w:rPr'), 'w:del') !== undefined;
  if (markDeleted && boxes.length === 0 && lines.every((line) => line.text.trim() === '')) return [];

  if (isOn(childOf(pPr, 'w:pageBreakBefore'))) context.file.page++;
  const bullet = context.numbering.isBullet(look.numId, look.level ?? 0);
  const heading = look.outline !== undefined && look.outline < 9 ? look.outline + 1 : undefined;
  const x = context.x + (look.indent ?? 0);
  lines.forEach((line, i) => {
    const place: Omit<LayoutLine, 'key' | 'size'> = {
      page: context.file.page + pages[i]!,
      column: 1,
      region: context.region,
      x,
      width: Math.max(context.width - (look.indent ?? 0), 0),
      list: bullet === undefined ? undefined : look.level,
      heading,
      table: context.table,
      box: context.box,
      gapBefore: i === 0 ? look.before : undefined,
    };
    const text = i === 0 && bullet ? `• ${line.text}` : line.text;
    context.file.lines.push({ ...place, ...line.features(), text });
  });
  context.file.page += pages[pages.length - 1]!;
  return boxes;
}

function readRun(
  r: XmlElement,
  context: DocxContext,
  paragraphRun: RunLook,
  write: (text: string, look: RunLook) => void,
  boxes: AnchoredBox[],
): void {
  const rPr = childOf(r, 'w:rPr');
  const look = {
    ...paragraphRun,
    ...context.styles.character(valOf(childOf(rPr, 'w:rStyle'))),
    ...runLook(rPr),
  };
  for (const node of r.children) {
    if (typeof node === 'string') continue;
    if (look.hidden && node.name !== 'w:drawing' && node.name !== 'w:pict') continue;
    switch (node.name) {
      case 'w:t':
        write(node.children.filter((c) => typeof c === 'string').join(''), look);
        break;
      case 'w:tab':
      case 'w:ptab':
        write('\t', look);
        break;
      case 'w:br':
        write(node.attrs['w:type'] === 'page' ? PAGE : '\n', look);
        break;
      case 'w:cr':
        write('\n', look);
        break;
      case 'w:noBreakHyphen':
        write('-', look);
        break;
      case 'w:drawing':
      case 'w:pict':
      case 'w:object':
      case 'mc:AlternateContent':
        collectBoxes(node, boxes);
        break;
    }
  }
}

/**
 * The text boxes below a drawing, each once (the first copy of an mc:AlternateContent that holds any), each with
 * the nearest shape above it that says where it stands: a DrawingML anchor or inline, a VML shape.
 */
function collectBoxes(node: XmlElement, boxes: AnchoredBox[], shape?: XmlElement): void {
  if (node.name === 'w:txbxContent') {
    boxes.push(shape ? { content: node, shape } : { content: node });
    return;
  }
  const placing = PLACING.has(node.name) || (node.name.startsWith('v:') && node.name !== 'v:textbox');
  const below = node.name === 'mc:AlternateContent' ? [chosenCopy(node)] : node.children;
  for (const child of below)
    if (child && typeof child !== 'string') collectBoxes(child, boxes, placing ? node : shape);
}

const PLACING = new Set(['wp:anchor', 'wp:inline']);

const PAGE_FIELD = /\b(?:PAGE|NUMPAGES|SECTIONPAGES)\b/;

/** A page-number field, simple (w:fldSimple) or complex (its w:instrText). */
function holdsPageNumber(node: XmlElement): boolean {
  if (node.name === 'w:fldSimple' && PAGE_FIELD.test(node.attrs['w:instr'] ?? '')) return true;
  if (node.name === 'w:instrText')
    return node.children.some((c) => typeof c === 'string' && PAGE_FIELD.test(c));
  return node.children.some((child) => typeof child !== 'string' && holdsPageNumber(child));
}
