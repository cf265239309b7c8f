import { sectionOfHeading } from './section-headings';
import type { Line } from './split-lines';

/**
 * Parse step 1a, with a layout — a line extraction gave apart from the one before it, though it stands on the
 * same row to its right (no space above it, starting past the other's end): a place or dates set at the right
 * margin of an entry's first line ('UZ HASSELT ⇥ Brugge', 'Directrice des ventes ⇥ De janvier 2024 à …'). It
 * goes beside that line after a column gap, as a tab stop would have put it, so that the entry's header reads
 * as one line with its parts. Table cells and a bullet's lines are left as they are.
 */
const GAP = 10;

export function joinSameRow(lines: readonly Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const before = out[out.length - 1];
    if (before && onSameRow(before, line)) {
      out[out.length - 1] = {
        ...before,
        text: `${before.text}\t${line.text}`,
        raw: `${before.raw}\t${line.raw}`,
        to: line.to,
      };
      continue;
    }
    out.push(line);
  }
  return out;
}

function onSameRow(before: Line, line: Line): boolean {
  const a = before.layout;
  const b = line.layout;
  if (!a || !b || line.bullet || a.table !== undefined || b.table !== undefined) return false;
  // a section's name keeps its own line: what stands beside it is its content ('Langue(s) maternelle(s) ⇥ Français')
  if (sectionOfHeading(before.text) !== undefined) return false;
  return (
    b.gapBefore === undefined &&
    a.page === b.page &&
    a.column === b.column &&
    a.region === b.region &&
    b.x > a.x + a.width + GAP
  );
}
