/**
 * The engine's cover letter (issue 26), an entry of its own ('@cv/cv-engine/letter'): the server writes letters,
 * the browser never does, so neither the letter's patterns nor the gates it shares with the AI rewrite weigh on
 * the browser's engine.
 */
export { type CoverLetter, letterText } from './letter/compose-letter';
export { gateLetter, LETTER_PARAGRAPHS, type LetterGateResult } from './letter/gate-letter';
export {
  draftLetter,
  type GatedLetter,
  gateModelLetter,
  type LetterBrief,
  type LetterDraft,
} from './letter/letter-with-model';
export type { LetterFacts, LetterInput } from './letter/read-letter-facts';
export { type LetterResult, writeCoverLetter } from './letter/write-cover-letter';
