/**
 * How the fidelity bench compares a recorded string with the engine's output (issue 13). The truth file keeps
 * the page's typography (’ « — U+2212, soft hyphens written whole) while extraction and rewriting may give
 * straight quotes, hyphens or lost no-break spaces; none of that changes what a reader sees, so both sides are
 * folded the same way before any comparison:
 * - Unicode compatibility form (ligatures, no-break and thin spaces become plain letters and spaces);
 * - lower case; soft hyphens removed;
 * - every single quote or apostrophe becomes ', every double quote or guillemet becomes ";
 * - every dash, minus or hyphen variant becomes -;
 * - spaces inside quotes and before : ; ! ? removed (French typography puts them, extraction may not);
 * - runs of whitespace become one space, trimmed.
 * Nothing else is forgiven: a changed word, a lost digit or a cut sentence is a difference.
 */

const SINGLE_QUOTES = /[‘’‚‛′`´]/g;
const DOUBLE_QUOTES = /[“”„‟″«»]/g;
const DASHES = /[‐‑‒–—―−﹘﹣－]/g;

export function foldForCompare(text: string): string {
  return text
    .normalize('NFKC')
    .toLocaleLowerCase('und')
    .replace(/\u00ad/g, '')
    .replace(SINGLE_QUOTES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .replace(DASHES, '-')
    .replace(/\s+/g, ' ')
    .replace(/\s*"\s*/g, '"')
    .replace(/\s+([:;!?])/g, '$1')
    .trim();
}

/** A line of the rendered CV as a reader sees it: without '**' bold markers and without its bullet sign. */
export function plainLine(line: string): string {
  return line
    .replace(/^\s*(?:[•▪●◦·]|[-–—*](?=\s))\s*/u, '')
    .replace(/\*\*/g, '')
    .trim();
}
