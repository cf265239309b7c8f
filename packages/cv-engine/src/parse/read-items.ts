import type { CvLayout } from '@cv/contracts';
import { alignLayout } from '../reading/align-layout';
import { joinSameRow } from './join-same-row';
import { joinSplitPeriods } from './join-split-periods';
import { joinWrappedLines } from './join-wrapped-lines';
import { mendDisplayLines } from './mend-display-lines';
import { type Line, splitLines } from './split-lines';

/**
 * Steps 1–3 shared by the parser and the document: the text's items — clean lines, display mended, lines
 * broken by the page width joined, periods split over two lines joined. A generation reads the same CV text
 * for both, so the last answer is kept (one entry: the text and its layout are the key). With a layout, the
 * lines extraction printed apart stay apart: it joined the wrapped ones by their geometry already (a Word file's
 * lines are whole paragraphs).
 */
let last: { text: string; layout: CvLayout | undefined; items: readonly Line[] } | null = null;

export function readItems(text: string, layout?: CvLayout): readonly Line[] {
  if (last?.text === text && last.layout === layout) return last.items;
  const lines = splitLines(text, layout ? alignLayout(text, layout) : []);
  const items = joinSplitPeriods(joinWrappedLines(mendDisplayLines(joinSameRow(lines)), layout?.source));
  last = { text, layout, items };
  return items;
}
