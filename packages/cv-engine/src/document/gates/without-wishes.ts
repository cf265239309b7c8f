import { WISH_PHRASES } from '../../data/wish-phrases';
import { fold } from '../../text/fold';

/** The text without its sentences that state a wish (data/wish-phrases.ts): what the CV claims, not seeks. */
export function withoutWishes(text: string): string {
  return text
    .split(/(?<=[.!?;])\s+/)
    .filter((sentence) => !WISH_PHRASES.some((pattern) => pattern.test(fold(sentence))))
    .join(' ');
}
