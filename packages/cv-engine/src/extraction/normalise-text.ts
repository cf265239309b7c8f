import { breaksAsBlankRuns, PAGE_BREAK } from './layout-breaks';

/**
 * One shape for text from every source, so that the parser sees the same thing from a PDF, a DOCX or a
 * TXT: LF line ends, composed accents (NFC: a macOS "é" is e + combining accent), no invisible characters
 * that would split a keyword ("Java\u00adScript" must still match), single spaces, one blank line at most —
 * but where extraction marked a page or a column break (layout-breaks.ts).
 * No-break spaces stay: French typography puts them before ":" and inside « », and they carry no harm.
 */

/** Soft hyphen, zero-width space and non-joiner, word joiner, BOM, Mongolian vowel separator. The
 * zero-width joiner stays: it holds emoji sequences together. */
const INVISIBLE = /[\u00ad\u200b\u200c\u2060\ufeff\u180e]/g;
/** Control characters other than tab and line feed (CR is handled first; a form feed starts a page, a vertical
 * tab a line, in text files). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/g;

export function normaliseText(raw: string): string {
  const text = raw
    .replace(/\r\n?/g, '\n')
    .replace(/\f/g, `\n${PAGE_BREAK}\n`) // a form feed starts a page
    .replace(/\v/g, '\n')
    .normalize('NFC')
    .split('\n')
    .map(normaliseLine)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
  // then the page and column breaks extraction marked, as the longer blank runs only they make (layout-breaks.ts)
  return breaksAsBlankRuns(text).trim();
}

/**
 * One line as normaliseText leaves it (no line end inside): what extraction applies to each line it describes
 * in a layout, so that the layout's lines and the text's stay one for one (compose-layout.ts).
 */
export function normaliseLine(line: string): string {
  return (
    line
      .normalize('NFC')
      .replace(INVISIBLE, '')
      .replace(CONTROL, '')
      // a tab is a column gap (a place or dates flush right, extraction step 3): kept as one, apart from spaces
      .replace(/ *\t[ \t]*/g, '\t')
      .replace(/ +/g, ' ')
      // Indentation means nothing once columns have been read one after the other; trailing spaces never did.
      .replace(/^[ \t]+|[ \t]+$/g, '')
  );
}
