import { STOP_WORDS } from '../keywords/stop-words';
import { hasSimilar } from '../text/similarity';
import type { TextIndex } from '../text/text-index';
import { tokenize } from '../text/tokenize';

/**
 * Whether a job title appears in a CV: every significant word of the title (stop words and one-letter words
 * aside) has a similar word in the CV, so 'Développeur Full-Stack' appears in a CV of a 'Développeuse
 * full-stack'. An empty title never appears.
 */
export function titleWords(title: string): string[] {
  return tokenize(title).filter((word) => word.length > 1 && !STOP_WORDS.has(word));
}

export function titleAppears(title: string, cv: TextIndex): boolean {
  const words = titleWords(title);
  return words.length > 0 && words.every((word) => hasSimilar(word, cv.words));
}
