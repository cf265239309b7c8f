import { stableHash } from './choose-pattern';
import { type CoverLetter, composeLetter, letterText } from './compose-letter';
import { type LetterFacts, type LetterInput, readLetterFacts } from './read-letter-facts';

/**
 * The built-in cover letter (issue 26, decision D23), for the offer the CV was tailored to, in the offer's
 * language (or the one asked for), from the CV's facts only:
 *   1. read what the letter may say (read-letter-facts.ts): the offer's employer, title, contact and must-haves;
 *      the CV's name, town, the jobs it is sure of that answer the must-haves, and their bullets;
 *   2. set them in the language's sentence patterns, chosen by a stable hash of the inputs (compose-letter.ts).
 * With a model, the facts are its brief and its paragraphs pass the gates (gate-letter.ts) before they replace
 * the built-in ones.
 */
export type LetterResult = { letter: CoverLetter; text: string; facts: LetterFacts };

export function writeCoverLetter(input: LetterInput & { date: string }): LetterResult {
  const facts = readLetterFacts(input);
  const seed = String(stableHash(`${input.cvText}\u0000${input.jobDescription}`));
  const letter = composeLetter(facts, input.date, seed);
  return { letter, text: letterText(letter), facts };
}
