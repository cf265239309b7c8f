/**
 * How the keyword benches compare a keyword with a spelling or a text (bench/keyword-truth.ts, the trade offers'
 * check): lower case, accents off, 'ĳ' as 'ij', split on everything but letters, digits, '+' and '#' (C#, C++
 * stay whole), then compared as whole words in order — 'ils' is not inside 'fils', 'Vue.js' holds 'vue'.
 */
export const foldedWords = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ĳ/g, 'ij')
    .split(/[^a-z0-9+#]+/)
    .filter(Boolean);

/** Whether `inner`'s words stand together, in order, somewhere in `outer`'s. */
export const holdsWords = (outer: readonly string[], inner: readonly string[]) =>
  inner.length > 0 && outer.some((_, i) => inner.every((word, j) => outer[i + j] === word));
