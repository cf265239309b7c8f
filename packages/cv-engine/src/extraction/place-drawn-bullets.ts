import type { TextFragment } from './group-text-items-into-lines';
import type { DrawnMark } from './pdf/drawn-marks';

/**
 * Extraction step 0 — a bullet the page drew instead of typing (pdf/drawn-marks.ts) becomes a '•' of the text,
 * just before the words it stands in front of, so that every later step reads that line as a list item, as it
 * reads a typed one: its wrapped lines join under its hanging indent, the next item is never glued to it, its
 * list level is measured. A mark is a bullet when it sits just left of the first words of a printed line, on
 * their middle height (between the baseline and the top of the small letters), with no text right before it on
 * that line — a shape beside a word ('Python ● ● ● ○') or an icon far from its text is not.
 */
const NEAREST = 0.1; // × font size: how far the mark may reach into the words (anti-aliased edges)
const FARTHEST = 2.2; // × font size: the widest gap from a list marker to its item's words
const BAND = [0.02, 0.8] as const; // × font size above the baseline: where a bullet's centre sits
const TALLEST = 0.6; // × font size: a list's disc or square is about a third of it; a timeline's dot is larger
const WIDEST = 1.1; // × font size: a dash is about half a letter's height wide, an en rule a little more

export const DRAWN_BULLET = '•';

export function placeDrawnBullets(
  fragments: readonly TextFragment[],
  marks: readonly DrawnMark[],
): TextFragment[] {
  if (marks.length === 0) return [...fragments];
  const printed = fragments.filter((f) => f.str.trim() !== '');
  const before = new Map<TextFragment, TextFragment>();
  for (const mark of marks) {
    let words: TextFragment | undefined;
    for (const f of printed) if (isBulletOf(mark, f) && (!words || startOf(f) < startOf(words))) words = f;
    if (!words || before.has(words)) continue;
    before.set(words, {
      ...words,
      str: DRAWN_BULLET,
      x: mark.x,
      width: mark.xEnd - mark.x,
      hasEOL: false,
    });
  }
  if (before.size === 0) return [...fragments];
  return fragments.flatMap((f) => {
    const bullet = before.get(f);
    return bullet ? [bullet, f] : [f];
  });
}

function isBulletOf(mark: DrawnMark, words: TextFragment): boolean {
  const size = words.size;
  const centre = (mark.y + mark.yTop) / 2 - words.y;
  const start = startOf(words);
  return (
    mark.yTop - mark.y <= TALLEST * size &&
    mark.xEnd - mark.x <= WIDEST * size &&
    centre >= BAND[0] * size &&
    centre <= BAND[1] * size &&
    mark.xEnd <= start + NEAREST * size &&
    start - mark.xEnd <= FARTHEST * size
  );
}

/** Where a fragment's first letter is printed (after any spaces it opens with). */
const startOf = (f: TextFragment) =>
  f.x + ((f.str.length - f.str.trimStart().length) * f.width) / Math.max(f.str.length, 1);
