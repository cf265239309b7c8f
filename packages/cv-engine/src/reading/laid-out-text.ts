import { type CvLayout, type LayoutLine, lineKey } from '@cv/contracts';

/**
 * A text and its layout from lines written with what extraction would have seen of each — for the tests of the
 * reading, which would otherwise need a PDF or a Word file for every layout they check.
 */
export type LaidOutLine = readonly [text: string, seen?: Partial<Omit<LayoutLine, 'key'>>];

export function laidOutText(
  lines: readonly LaidOutLine[],
  bodySize = 10,
): { text: string; layout: CvLayout } {
  const text = lines.map(([line]) => line).join('\n');
  const layout: CvLayout = {
    version: 1,
    source: 'pdf',
    pageWidth: 595,
    bodySize,
    lines: lines.map(([line, seen]) => ({
      key: lineKey(line),
      page: 1,
      column: 1,
      region: 'main',
      x: 50,
      width: 300,
      size: bodySize,
      ...seen,
    })),
  };
  return { text, layout };
}
