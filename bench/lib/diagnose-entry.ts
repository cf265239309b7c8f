import { foldForCompare } from './fold-for-compare';
import { findWindow, lineHas, whereIs, yearsOf } from './job-window';
import type { OutputLine } from './output-lines';

/**
 * Why a job (company, position, years) or a degree (degree, years) was not found together in the rewritten
 * CV, as a short pattern the report counts ('position turned into a bullet', "another entry's dates beside
 * it"), and the lines to show. The entry's anchor is the first entry line (not a bullet) of the range that
 * holds its main piece (the company, the degree).
 */

export interface EntryPieces {
  /** 'company' or 'degree', and its text. */
  main: [string, string];
  /** 'position', and its text; absent for a degree. */
  partner?: [string, string];
  years: string[];
}

export interface EntryDiagnosis {
  pattern: string;
  /** Line indexes to show. */
  around: number[];
}

const span = (i: number) => [i - 1, i, i + 1, i + 2];

export function diagnoseEntry(
  lines: OutputLine[],
  { main, partner, years }: EntryPieces,
  range: { from: number; to: number; name: string },
): EntryDiagnosis {
  const inRange = (i: number) => i >= range.from && i < range.to;
  const [mainLabel, mainText] = main;
  const all = whereIs(lines, mainText);
  const anchors = all.filter((i) => inRange(i) && !lines[i]!.bullet);
  if (anchors.length === 0) {
    const needles = [mainText, ...(partner ? [partner[1]] : []), ...years];
    const pattern =
      all.length === 0
        ? `${mainLabel} not in the output`
        : findWindow(lines, needles) >= 0
          ? `whole but outside the ${range.name}`
          : all.some((i) => !lines[i]!.bullet)
            ? `${mainLabel} outside the ${range.name}`
            : `${mainLabel} only inside bullets`;
    return { pattern, around: all.length > 0 ? span(all[0]!) : [] };
  }
  // the anchor whose neighbourhood holds most of the other pieces
  const near = (a: number) =>
    lines.slice(Math.max(range.from, a - 2), Math.min(range.to, a + 3)).filter((l) => !l.bullet);
  const holds = (a: number, text: string) => near(a).some((l) => lineHas(l.folded, foldForCompare(text)));
  const pieces = [...(partner ? [partner[1]] : []), ...years];
  const anchor = anchors.reduce((best, a) =>
    pieces.filter((p) => holds(a, p)).length > pieces.filter((p) => holds(best, p)).length ? a : best,
  );
  const problems: string[] = [];
  if (partner && !holds(anchor, partner[1])) {
    const [label, text] = partner;
    const elsewhere = whereIs(lines, text);
    const asBullet = elsewhere.some((i) => Math.abs(i - anchor) <= 3 && lines[i]!.bullet);
    const inSection = elsewhere.some((i) => inRange(i) && !lines[i]!.bullet);
    problems.push(
      elsewhere.length === 0
        ? `${label} not in the output`
        : asBullet
          ? `${label} turned into a bullet`
          : inSection
            ? `${label} not beside the ${mainLabel}`
            : `${label} not in the entry (only elsewhere in the CV)`,
    );
  }
  const missing = years.filter((y) => !holds(anchor, y));
  if (missing.length > 0) {
    const nearYears = yearsOf(
      near(anchor)
        .map((l) => l.plain)
        .join(' '),
    );
    problems.push(
      nearYears.some((y) => !years.includes(y))
        ? "another entry's dates beside it"
        : missing.some((y) => whereIs(lines, y).length === 0)
          ? 'its years not in the output'
          : 'no dates beside it',
    );
  }
  if (problems.length === 0) problems.push('pieces spread over more than 3 lines');
  return { pattern: problems.join(' + '), around: span(anchor) };
}
