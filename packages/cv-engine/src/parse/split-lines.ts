/**
 * Parse step 1 — split the text into lines and clean their characters.
 *
 * Extraction leaves no-break spaces, soft hyphens, zero-width characters and the minus sign U+2212 in the text;
 * they become plain spaces, nothing and '-'. A tab or a gap of 3+ spaces is a column gap (a date on a right tab
 * stop, `pdftotext -layout`) and is kept as one '\t'. Bullet signs are taken off and remembered; `**bold**`
 * markers (our own output layout, see layout/layout-cv-text.ts) are taken off too, the raw text keeps them.
 */
export type Line = {
  /** Clean text: no bullet sign, no '**', single spaces, column gaps as '\t'. */
  readonly text: string;
  /** The line as written, trimmed (keeps '**' so a bold position can be recognised). */
  readonly raw: string;
  readonly bullet: boolean;
};

// Bullet signs: typographic bullets, dashes and '*' followed by a space, and numbered items '1.' / '2)'.
export const BULLET = /^(?:[•·▪◦●○■□►▸‣⁃∙✓✔➢➤*–—-]|\d{1,2}[.)])\s+/u;

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

export function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  for (const rawLine of cleanCharacters(text).split('\n')) {
    const raw = rawLine.replace(/ {3,}|\t+/g, '\t').trim();
    if (!/[\p{L}\p{N}]/u.test(raw)) continue; // empty lines and rules ('-----', '____')
    const bullet = BULLET.test(raw);
    const body = (bullet ? raw.replace(BULLET, '') : raw).replace(/\*\*/g, '');
    const clean = body
      .replace(/ {2,}/g, ' ')
      .replace(/\s*\t\s*/g, '\t')
      .trim();
    if (clean) lines.push({ text: clean, raw: raw.replace(BULLET, '').trim(), bullet });
  }
  return lines;
}
