/**
 * The figures of a text, for the AI gates. Thousands separators are removed first ('1 200', '1,200' and '1200'
 * are one figure), so a model that rewrites a number's spacing for another language is not taken for one that
 * invents it; each figure is also kept as written.
 */
const THOUSANDS = /(\d)[\s.,\u00a0\u202f](?=\d{3}(?!\d))/g;

export function figuresOf(text: string): string[] {
  return text.replace(THOUSANDS, '$1').match(/\d+/g) ?? [];
}

export function figureSet(text: string): Set<string> {
  return new Set([...figuresOf(text), ...(text.match(/\d+/g) ?? [])]);
}
