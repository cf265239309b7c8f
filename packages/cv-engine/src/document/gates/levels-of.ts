import { LEVEL_CONTEXTS, QUALIFICATION_LEVELS } from '../../data/qualification-levels';
import { fold } from '../../text/fold';

/**
 * The levels a text states (data/qualification-levels.ts): degrees, certification tiers, language levels,
 * seniority. Read on the folded text with punctuation as blanks, whole words only; a tier or a language level
 * only in its own kind of line (LEVEL_CONTEXTS).
 */
const words = (text: string) =>
  ` ${fold(text)
    .replace(/['’]s\b/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .map((word) => (word.length > 4 ? word.replace(/s$/, '') : word))
    .join(' ')} `;

const PHRASES = QUALIFICATION_LEVELS.map(([spelling, level]) => ({ words: words(spelling), level }));

export function levelsOf(text: string, section: string): Set<string> {
  const line = words(text);
  const found = new Set<string>();
  for (const phrase of PHRASES) {
    if (!line.includes(phrase.words)) continue;
    const context = LEVEL_CONTEXTS.find(([prefix]) => phrase.level.startsWith(prefix));
    if (context && !context[1].includes(section) && !context[2].test(text)) continue;
    found.add(phrase.level);
  }
  return found;
}
