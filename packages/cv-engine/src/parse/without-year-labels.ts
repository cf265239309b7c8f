import { findPeriod } from './find-period';
import type { Line } from './split-lines';

/**
 * Jobs grouped under the year they started ('2021' in large type, or '2021 ⇥ Chef de partie', then 'Restaurant Le
 * Belvédère · Talloires' / 'depuis avril 2021'): the year set alone or before a title is a label over the entries
 * that follow, not their period — each of them gives its own below, holding that year. Read without it, the title
 * heads its entry. Only the reading of the jobs drops it: the line keeps its place and text in the document.
 */
const YEAR_ALONE = /^((?:19|20)\d{2})$/u;
const YEAR_THEN_WORDS = /^((?:19|20)\d{2})(?:\t|\s+)(?=\p{L})/u;
// the entry's own period comes within its header's next lines, before its bullets
const LOOK_AHEAD = 4;

export function withoutYearLabels(lines: readonly Line[]): Line[] {
  const out: Line[] = [];
  lines.forEach((line, i) => {
    const alone = line.bullet ? null : YEAR_ALONE.exec(line.text.trim());
    const before = line.bullet || alone ? null : YEAR_THEN_WORDS.exec(line.text);
    const year = (alone ?? before)?.[1];
    if (year === undefined || !ownPeriodBelow(lines, i, year)) out.push(line);
    else if (before) {
      const rest = line.text.slice(before[0].length);
      out.push(findPeriod(rest) === undefined ? { ...line, text: rest } : line);
    }
  });
  return out;
}

function ownPeriodBelow(lines: readonly Line[], at: number, year: string): boolean {
  for (const line of lines.slice(at + 1, at + 1 + LOOK_AHEAD)) {
    if (line.bullet) return false;
    const period = findPeriod(line.text)?.period;
    if (period !== undefined) return period !== year && period.includes(year);
  }
  return false;
}
