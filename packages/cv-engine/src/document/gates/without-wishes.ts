import { WISH_PHRASES } from '../../data/wish-phrases';
import { fold } from '../../text/fold';

/**
 * The text without its clauses that state a wish (data/wish-phrases.ts): what the CV claims, not seeks. A clause,
 * not the whole sentence: in 'Chef de partie since 2021, looking for a sous chef role' the first clause is a claim
 * the gates check, the second a wish that claims nothing.
 */
export function withoutWishes(text: string): string {
  return text
    .split(/(?<=[.!?;,])\s+/)
    .filter((clause) => !WISH_PHRASES.some((pattern) => pattern.test(fold(clause))))
    .join(' ');
}
