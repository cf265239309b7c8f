import type { ExtractedLine } from '../compose-layout';
import type { RunLook } from './read-docx-styles';

/**
 * One printed line of a Word paragraph, built run by run: its text and, letter by letter, how it looks, so
 * that the line's size is the one most of its letters have and it is bold when most of them are.
 */
export class LineLook {
  text = '';
  #letters = 0;
  #bold = 0;
  #italic = 0;
  #caps = 0;
  #smallCaps = 0;
  readonly #sizes = new Map<number, number>();

  add(text: string, look: RunLook): void {
    this.text += text;
    const letters = text.replace(/[^\p{L}\p{N}]/gu, '').length;
    this.#letters += letters;
    if (look.bold) this.#bold += letters;
    if (look.italic) this.#italic += letters;
    if (look.caps) this.#caps += letters;
    if (look.smallCaps) this.#smallCaps += letters;
    const size = look.size ?? DEFAULT_SIZE;
    this.#sizes.set(size, (this.#sizes.get(size) ?? 0) + Math.max(letters, text.length > 0 ? 1 : 0));
  }

  /** The line's features, as the layout keeps them (position and place are the paragraph's, set by the caller). */
  features(): Pick<ExtractedLine, 'size' | 'bold' | 'italic' | 'caps'> {
    const most = (count: number) => this.#letters > 0 && count * 2 > this.#letters;
    let size = DEFAULT_SIZE;
    let weight = -1;
    for (const [each, count] of this.#sizes) if (count > weight) [size, weight] = [each, count];
    const letters = this.text.replace(/[^\p{L}]/gu, '');
    const upper =
      letters.length >= 2 &&
      letters === letters.toLocaleUpperCase() &&
      letters !== letters.toLocaleLowerCase();
    return {
      size,
      bold: most(this.#bold),
      italic: most(this.#italic),
      caps: most(this.#smallCaps) ? 'small' : most(this.#caps) || upper ? 'upper' : undefined,
    };
  }
}

/** Word's own size for text no style sizes (w:sz absent everywhere): 10 pt. */
const DEFAULT_SIZE = 10;
