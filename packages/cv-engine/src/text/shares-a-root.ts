import { fold } from './fold';

/**
 * Whether two phrases share a word's root: a word of four letters or more whose first five letters (folded) open a
 * word of the other — 'équipe pluridisciplinaire' and 'pluridisciplinaires', 'product launches' and 'launching'.
 * What the tailoring asks to tell one word's forms apart from another name for the same thing.
 */
const MIN_WORD = 4;
const ROOT = 5;

const roots = (text: string) =>
  fold(text)
    .split(/[^\p{L}\d]+/u)
    .filter((w) => w.length >= MIN_WORD)
    .map((w) => w.slice(0, ROOT));

export function sharesARoot(a: string, b: string): boolean {
  const own = new Set(roots(b));
  return roots(a).some((root) => own.has(root));
}

/**
 * Whether the first phrase holds every root of the second: 'VERPLEEGKUNDIGE GERIATRIE' holds 'Verpleegkundige
 * geriatrie', 'Verpleegkundige chirurgie' does not (one word shared is another role of the same trade).
 */
export function holdsEveryRoot(a: string, b: string): boolean {
  const own = new Set(roots(a));
  const wanted = roots(b);
  return wanted.length > 0 && wanted.every((root) => own.has(root));
}
