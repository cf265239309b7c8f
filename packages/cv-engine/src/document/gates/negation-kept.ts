import { NEGATIONS } from '../../data/negation-words';
import { fold } from '../../text/fold';

/** Whether a text denies something (data/negation-words.ts): 'sans interruption', 'geen ervaring', 'zero defects'. */
export const denies = (text: string): boolean => {
  const folded = fold(text);
  return NEGATIONS.some((pattern) => pattern.test(folded));
};

/**
 * Whether a change keeps its block's denial: a block that says 'not', 'sans' or 'geen' and a change that says none
 * of them in any language turns a denial into a claim ('PL-300 not yet passed' → 'PL-300 passed').
 */
export const negationKept = (before: string, after: string): boolean => !denies(before) || denies(after);
