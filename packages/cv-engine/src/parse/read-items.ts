import { joinSplitPeriods } from './join-split-periods';
import { joinWrappedLines } from './join-wrapped-lines';
import { mendDisplayLines } from './mend-display-lines';
import { type Line, splitLines } from './split-lines';

/**
 * Steps 1–3 shared by the parser and the document: the text's items — clean lines, display mended, lines
 * broken by the page width joined, periods split over two lines joined. A generation reads the same CV text
 * for both, so the last answer is kept (one entry: the text itself is the key).
 */
let last: { text: string; items: readonly Line[] } | null = null;

export function readItems(text: string): readonly Line[] {
  if (last?.text === text) return last.items;
  const items = joinSplitPeriods(joinWrappedLines(mendDisplayLines(splitLines(text))));
  last = { text, items };
  return items;
}
