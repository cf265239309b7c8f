import { isClosingLine } from '../parse/closing-lines';
import { sectionOfHeading } from '../parse/section-headings';
import { BULLET, cleanCharacters } from '../parse/split-lines';
import { hasEmail, hasPhone, hasUrl, LINKEDIN } from '../text/contact-patterns';

/**
 * Step 8 — the CV text as blocks to draw, shared by the browser preview and the PDF export. The layout it reads
 * (written by document/render-cv-document.ts, and kept when the user edits the text):
 *
 * - the header is every line before the first heading: the first line is the name, a line with contact details
 *   (e-mail, phone, link, or items separated by ' | ') is the contact line, the next other line is the title;
 * - a heading is a line written entirely in capitals (at least two letters, no lower-case letter), not a bullet,
 *   nor wholly in bold unless it names a section ('**GROUPE VALMORIN**' is an employer);
 * - a bullet starts with '• ', '- ', '* ' or '– ';
 * - any other line is a paragraph;
 * - `**text**` is a bold span anywhere in a line; an unmatched '**' is shown as is;
 * - closing and thank-you lines ('Merci de votre attention', 'Thank you for your consideration') are dropped.
 */
export type BlockKind = 'name' | 'contact' | 'title' | 'heading' | 'bullet' | 'paragraph';
export type Span = { text: string; bold: boolean };
export type LayoutBlock = { kind: BlockKind; spans: Span[] };

const isHeading = (line: string) =>
  /\p{Lu}.*\p{Lu}/u.test(line) && !/\p{Ll}/u.test(line) && !BULLET.test(line);
const isContact = (line: string) =>
  hasEmail(line) || hasPhone(line) || LINKEDIN.test(line) || hasUrl(line) || line.includes(' | ');

export function layoutCvText(text: string): LayoutBlock[] {
  const blocks: LayoutBlock[] = [];
  let inHeader = true;
  const seen = new Set<BlockKind>();
  for (const rawLine of cleanCharacters(text).split('\n')) {
    const line = rawLine.trim();
    if (!line || isClosingLine(line.replace(/\*\*/g, ''))) continue;
    const kind = classify(line, inHeader, seen);
    if (kind === 'heading') inHeader = false;
    seen.add(kind);
    const body = kind === 'bullet' ? line.replace(BULLET, '') : line;
    blocks.push({ kind, spans: parseSpans(kind === 'heading' ? body.replace(/\*\*/g, '') : body) });
  }
  return blocks;
}

function classify(line: string, inHeader: boolean, seen: ReadonlySet<BlockKind>): BlockKind {
  if (BULLET.test(line)) return 'bullet';
  const plain = line.replace(/\*\*/g, '');
  // a header line in capitals is the name ('JOHN SMITH'), unless it names a section ('PROFIL')
  const wholeBold = /^\*\*[^*]+\*\*$/.test(line) && !sectionOfHeading(plain);
  if (isHeading(plain) && !wholeBold && (!inHeader || seen.has('name') || sectionOfHeading(plain)))
    return 'heading';
  if (!inHeader) return 'paragraph';
  if (!seen.has('name') && !isContact(line)) return 'name';
  if (!seen.has('contact') && isContact(line)) return 'contact';
  if (!seen.has('title')) return 'title';
  return 'paragraph';
}

/** '**Lead** — Acme' → [{ 'Lead', bold }, { ' — Acme' }]. */
export function parseSpans(line: string): Span[] {
  const spans: Span[] = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (let match = pattern.exec(line); match; match = pattern.exec(line)) {
    if (match.index > last) spans.push({ text: line.slice(last, match.index), bold: false });
    spans.push({ text: match[1]!, bold: true });
    last = match.index + match[0].length;
  }
  if (last < line.length) spans.push({ text: line.slice(last), bold: false });
  return spans;
}
