/**
 * A text's width estimated without the font file, for the Word export's page estimate (the Word file names
 * a font, Word measures it; the browser has neither). Helvetica's advance widths, which Arial and
 * Liberation Sans share, per 1000 units of the font size; other fonts are a ratio of them. Accented
 * letters take their base letter's width; any other character an average one.
 */
// Helvetica AFM widths of the printable ASCII characters, from ' ' (32) to '~' (126).
const HELVETICA = [
  278,
  278,
  355,
  556,
  556,
  889,
  667,
  191,
  333,
  333,
  389,
  584,
  278,
  333,
  278,
  278, // space to /
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  556, // digits
  278,
  278,
  584,
  584,
  584,
  556,
  1015, // : to @
  667,
  667,
  722,
  722,
  667,
  611,
  778,
  722,
  278,
  500,
  667,
  556,
  833,
  722,
  778,
  667,
  778,
  722,
  667,
  611,
  722,
  667,
  944,
  667,
  667,
  611, // A to Z
  278,
  278,
  278,
  469,
  556,
  333, // [ to `
  556,
  556,
  500,
  556,
  556,
  278,
  556,
  556,
  222,
  222,
  500,
  222,
  833,
  556,
  556,
  556,
  556,
  333,
  500,
  278,
  556,
  500,
  722,
  500,
  500,
  500, // a to z
  334,
  260,
  334,
  584, // { to ~
];
const AVERAGE = 556;
/** Bold Helvetica is about this much wider than regular, on CV text. */
const BOLD_RATIO = 1.07;
/** Widths of each Word font relative to Helvetica (Calibri is narrower: about nine tenths on prose). */
const FONT_RATIO: Record<string, number> = { Arial: 1, Calibri: 0.9 };

const MM_PER_POINT = 25.4 / 72;

/** Width in mm of `text` set in `font` at `size` points. */
export function estimateTextWidth(text: string, bold: boolean, size: number, font: string): number {
  let units = 0;
  for (const char of text.normalize('NFD')) {
    const code = char.codePointAt(0)!;
    if (code >= 0x300 && code <= 0x36f) continue; // a combining accent: its letter was counted
    units += code >= 32 && code <= 126 ? HELVETICA[code - 32]! : AVERAGE;
  }
  return (units / 1000) * size * MM_PER_POINT * (bold ? BOLD_RATIO : 1) * (FONT_RATIO[font] ?? 1);
}
