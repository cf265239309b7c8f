import type { LayoutWarning } from '@cv/contracts';
import { type ComposedCv, composeLayout, type ExtractedLine } from '../compose-layout';
import type { DocxContext } from './docx-context';
import { columnWidth, pageOf, sectionsOf, startsPage } from './docx-sections';
import { isOn } from './ooxml-values';
import { openDocx } from './open-docx';
import { childOf, childrenOf, type XmlElement } from './parse-ooxml';
import { readBlocks } from './read-docx-blocks';
import { readDocxNumbering } from './read-docx-numbering';
import { readDocxStyles } from './read-docx-styles';

/**
 * A Word file (.docx, transitional or Strict) → the text the user sees and its layout (issue 22), read from the
 * document's XML: the body in reading order (paragraphs, the text boxes they anchor, tables row by row), with
 * each line's style heading, list level, weight and size; the page headers first and the footers last, marked
 * as such. Throws on a file that is not a Word document (the caller turns it into "cannot read the file").
 * The caller guards against zip bombs before (the server) or reads the user's own file (the browser).
 */
// Fewer characters than this beside a picture: the CV is an image of text (a scan pasted into Word).
const IMAGE_ONLY_TEXT = 200;
// More characters than this in diagrams (SmartArt), which are not read: the user is told part was left out.
const UNREAD_DIAGRAM_TEXT = 40;

export function readDocx(bytes: Uint8Array): ComposedCv {
  const docx = openDocx(bytes);
  const body = childOf(docx.document, 'w:body');
  if (!body) throw new Error('A Word document without a body');
  const sections = sectionsOf(body);
  // the first page's: its header and footer, the page a floating box of the header is placed on
  const first = sections[0]!.properties;
  const page = pageOf(first);
  const file = { tables: 0, boxes: 0, page: 1, lines: [] as ExtractedLine[] };
  const base: Omit<DocxContext, 'region'> = {
    styles: readDocxStyles(docx.styles),
    numbering: readDocxNumbering(docx.numbering),
    x: 0,
    width: page.text,
    page,
    file,
  };
  const readPart = (kind: 'header' | 'footer') => {
    const start = file.lines.length;
    for (const name of referenced(first, kind, docx.relationships)) {
      const part = docx.part(name);
      if (part) readBlocks(part.children, { ...base, region: kind });
    }
    const lines = file.lines.splice(start);
    file.lines.push(...lines.map((line) => ({ ...line, page: kind === 'header' ? 1 : file.page })));
  };
  readPart('header');
  const start = file.lines.length;
  // each section on its own page and columns: the text after a continuous break may run in two columns
  sections.forEach((section, i) => {
    if (i > 0 && startsPage(section.properties)) file.page++;
    const frame = pageOf(section.properties);
    readBlocks(section.blocks, {
      ...base,
      region: 'main',
      page: frame,
      width: columnWidth(section.properties, frame),
    });
  });
  file.lines.push(...sidebarsAfterTheirPage(file.lines.splice(start)));
  readPart('footer');
  return composeLayout('docx', file.lines, {
    width: page.width,
    warnings: warningsOf(docx, file.lines, body),
  });
}

/**
 * A sidebar's lines (a text box beside the body) after the main flow of their page, as the second column: the
 * name, the profile and the experience open the text, as they do for a PDF's sidebar (read-columns.ts),
 * wherever the file anchored the box (often the first paragraph, before the name).
 */
function sidebarsAfterTheirPage(lines: readonly ExtractedLine[]): ExtractedLine[] {
  const pages = [...new Set(lines.map((line) => line.page))];
  return pages.flatMap((page) => {
    const own = lines.filter((line) => line.page === page);
    const main = own.filter((line) => line.region !== 'sidebar');
    const side = own.filter((line) => line.region === 'sidebar');
    return [...main, ...side.map((line) => ({ ...line, column: main.length > 0 ? 2 : 1 }))];
  });
}

/**
 * The header (footer) part the first page shows, from the first section (a later one inherits it or has its
 * own): the first-page one when the section has its own (w:titlePg), else the default one. The others repeat
 * it on later pages, or hold only a page number.
 */
function referenced(
  first: XmlElement | undefined,
  kind: 'header' | 'footer',
  relationships: ReadonlyMap<string, { kind: string; part: string }>,
): string[] {
  const type = isOn(childOf(first, 'w:titlePg')) ? 'first' : 'default';
  const reference = childrenOf(first, `w:${kind}Reference`).find(
    (r) => (r.attrs['w:type'] ?? 'default') === type,
  );
  const part = relationships.get(reference?.attrs['r:id'] ?? '');
  return part?.kind === kind ? [part.part] : [];
}

function warningsOf(docx: ReturnType<typeof openDocx>, lines: readonly ExtractedLine[], body: XmlElement) {
  const warnings: LayoutWarning[] = [];
  const characters = lines.reduce((sum, line) => sum + line.text.trim().length, 0);
  if (characters < IMAGE_ONLY_TEXT && count(body, PICTURES) > 0) warnings.push('scanned_pages');
  if (docx.diagramText > UNREAD_DIAGRAM_TEXT) warnings.push('unread_parts');
  return warnings;
}

const PICTURES = new Set(['a:blip', 'v:imagedata']);

function count(node: XmlElement, names: ReadonlySet<string>): number {
  let found = names.has(node.name) ? 1 : 0;
  for (const child of node.children) if (typeof child !== 'string') found += count(child, names);
  return found;
}
