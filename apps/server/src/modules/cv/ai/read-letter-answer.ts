import { readListAnswer } from './read-list-answer';

/** A letter's paragraphs from a model's answer (read-list-answer.ts); the gates judge each paragraph. */
export function readLetterAnswer(text: string): unknown[] {
  return readListAnswer(text, 'paragraphs', 'a list of paragraphs');
}
