/**
 * The characters the PDF's font subset keeps (made at build time by vite-plugins/pdf-font-subset.ts): what
 * French, English and Dutch CVs are written with, and the typography they carry. A CV holding anything else
 * (Greek, Cyrillic, a rare symbol) gets the full DejaVu Sans instead — slower to fetch, never a missing
 * glyph. One table for both sides: the build cuts the font with it, the browser checks the text against it.
 */
const RANGES: readonly (readonly [first: number, last: number])[] = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x00ff], // Latin-1 Supplement: French accents, ß, no-break space, « », ·
  [0x0100, 0x017f], // Latin Extended-A: Dutch ĳ / Ĳ, œ / Œ, Central European names
  [0x0218, 0x021b], // Romanian ș ț (comma below, in Latin Extended-B)
  [0x2000, 0x200a], // typographic spaces (thin space before ; ! ? in French)
  [0x2010, 0x2015], // hyphens and dashes: ‑ – —
  [0x2018, 0x201f], // quotes: ’ ‘ “ ” „
  [0x2020, 0x2022], // † ‡ and the bullet •
  [0x2026, 0x2026], // ellipsis …
  [0x202f, 0x202f], // narrow no-break space (French typography: « 12 000 € », « Note : »)
  [0x2039, 0x203a], // single guillemets ‹ ›
  [0x20ac, 0x20ac], // euro sign €
  [0x2122, 0x2122], // trade mark ™
  [0x2190, 0x2193], // arrows ← ↑ → ↓ ("Java → Kotlin")
];

/** Every character of the subset, as one string (what subset-font takes). */
export function pdfFontSubsetCharacters(): string {
  let text = '';
  for (const [first, last] of RANGES) for (let c = first; c <= last; c++) text += String.fromCodePoint(c);
  return text;
}

/** True when every character the PDF will draw is in the subset (line ends and tabs are never drawn). */
export function pdfFontSubsetCovers(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code === 0x0a || code === 0x0d || code === 0x09) continue;
    if (!RANGES.some(([first, last]) => code >= first && code <= last)) return false;
  }
  return true;
}
