/**
 * Parse step 1 — split the text into lines and clean their characters.
 *
 * Extraction leaves no-break spaces, soft hyphens, zero-width characters and the minus sign U+2212 in the text;
 * they become plain spaces, nothing and '-'. A tab or a gap of 3+ spaces is a column gap (a date on a right tab
 * stop, `pdftotext -layout`) and is kept as one '\t'. Bullet signs are taken off and remembered; `**bold**`
 * markers (our own output layout, see layout/layout-cv-text.ts) are taken off too, the raw text keeps them.
 * Each line keeps the numbers of the text lines it was read from, so a block can say where it stands in the CV
 * the user sees and edits (issue 13: provenance).
 */
import type { LayoutLine } from '@cv/contracts';
import { BULLET_SIGNS } from '../data/bullet-signs';
import { hasEmail, hasPhone } from '../text/contact-patterns';

export type Line = {
  /** Clean text: no bullet sign, no '**', single spaces, column gaps as '\t'. */
  readonly text: string;
  /** The line as written, trimmed (keeps '**' so a bold position can be recognised). */
  readonly raw: string;
  readonly bullet: boolean;
  /** The line as written started with a blank: a wrapped bullet's next line, indented under its text. */
  readonly indented?: boolean;
  /**
   * 1-based numbers of the first and last text line it was read from, blank lines counted: lines end at '\n',
   * '\r\n', '\r', U+2028 and U+2029 (see textLines). A later step that joins lines widens the range.
   */
  readonly from: number;
  readonly to: number;
  /** What extraction saw of its first text line (issue 22): absent for a paste, a TXT file or an edited line. */
  readonly layout?: LayoutLine;
  /** A Markdown heading's level ('## Expérience' is 2): its '#' signs are taken off the text, as '**' are. */
  readonly markdown?: number;
};

// Bullet signs: typographic bullets, dashes and '*' followed by a space, and numbered items '1.' / '2)'.
// (and the letter 'o' before a capital, a figure or a quotation, which plain-text CVs copied from Word use for
// their second level)
export const BULLET = new RegExp(
  `^(?:[${BULLET_SIGNS}*–—-]|\\d{1,2}[.)]|o(?=\\s+[\\p{Lu}\\d„“"«‘']))\\s+`,
  'u',
);

// '## Expérience', '### Title — Employer': a Markdown heading's signs
const MARKDOWN_HEADING = /^(#{1,6})\s+/;
const hasContact = (text: string) => hasEmail(text) || hasPhone(text);

// '*09/2022 - 04/2025 | Brugge*', '_Afdeling interne geneeskunde_': a whole line in Markdown's emphasis
const EMPHASIS = /^[*_]([^*_]+)[*_]$/;

const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;
// Every other space character of Unicode, and the vertical tab and form feed: a plain space from here on, so
// that no pattern below meets a long run of a blank it does not collapse (issue 17: a line of 40 000 em spaces
// took seconds in a pattern that steps back through the run at each position).
const SPACES = /[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\v\f]/g;
const LINE_SEPARATORS = /[\u2028\u2029]/g;

export function cleanCharacters(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(LINE_SEPARATORS, '\n')
    .replace(INVISIBLE, '')
    .replace(SPACES, ' ')
    .replace(/\u2212/g, '-')
    .replace(/[ﬁ]/g, 'fi')
    .replace(/[ﬂ]/g, 'fl');
}

/** The text's lines as the line numbers of a Line count them, blank ones included. */
export const textLines = (text: string): string[] => cleanCharacters(text).split('\n');

const RULE = /^\s*(?:={3,}|-{3,})\s*$/;
/** The next text line is a rule about as long as this one. */
function underlined(raw: string, next: string | undefined): boolean {
  if (next === undefined || !RULE.test(next)) return false;
  const rule = next.trim().length;
  return Math.abs(rule - raw.length) <= Math.max(3, 0.3 * raw.length);
}

/** `layouts[i]`: what extraction saw of text line i + 1 (reading/align-layout.ts), when it saw it. */
export function splitLines(text: string, layouts: readonly (LayoutLine | undefined)[] = []): Line[] {
  const lines: Line[] = [];
  const all = textLines(text);
  for (let i = 0; i < all.length; i++) {
    const rawLine = all[i]!;
    const raw = rawLine.replace(/ {3,}|\t+/g, '\t').trim();
    if (!/[\p{L}\p{N}]/u.test(raw)) continue; // empty lines and rules ('-----', '____')
    // a list item by its sign, or by the list extraction saw (a bullet drawn as a shape, a Word list)
    // (not a heading numbered by its Word style)
    const bullet = BULLET.test(raw) || (layouts[i]?.list !== undefined && layouts[i]?.heading === undefined);
    // '# allthe.stars@google.com': an icon font's glyph read as '#' before a contact detail, not a heading
    // …or a line underlined by a rule of its length ('CE QUE J’AI FAIT' / '================'), as plain-text
    // CVs and Markdown's other form write a heading: a first-level one, so a name underlined at the very top
    // stays the name
    const markdown = hasContact(raw)
      ? undefined
      : (MARKDOWN_HEADING.exec(raw)?.[1]?.length ?? (underlined(raw, all[i + 1]) ? 1 : undefined));
    const body = (bullet ? raw.replace(BULLET, '') : raw)
      .replace(MARKDOWN_HEADING, '')
      .replace(/\*\*/g, '')
      .replace(EMPHASIS, '$1');
    const clean = body
      .replace(/ {2,}/g, ' ')
      .replace(/\s*\t\s*/g, '\t')
      .trim();
    if (clean)
      lines.push({
        text: clean,
        raw: raw.replace(BULLET, '').trim(),
        bullet,
        indented: rawLine.startsWith(' ') || rawLine.startsWith('\t'),
        from: i + 1,
        to: i + 1,
        ...(layouts[i] ? { layout: layouts[i] } : {}),
        ...(markdown ? { markdown } : {}),
      });
  }
  return lines;
}
