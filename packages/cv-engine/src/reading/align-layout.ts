import { type CvLayout, type LayoutLine, lineKey } from '@cv/contracts';
import { textLines } from '../parse/split-lines';

/**
 * The layout's entries put back on the text's lines (issue 22): index i holds what extraction saw of text line
 * i + 1, or undefined where the text has no layout (a blank line, a line the user edited or typed, a text that
 * came without any). The layout lists the text's non-blank lines in order, each with its fingerprint; the two
 * sequences are walked together and, where a key differs (an edit), the nearest key that matches again within
 * a window resynchronises them — edits are few and local, so this is linear where a full LCS would be
 * quadratic on a hostile 3 000-line text.
 */
const RESYNC_WINDOW = 40;

export function alignLayout(text: string, layout: CvLayout | undefined): (LayoutLine | undefined)[] {
  const lines = textLines(text);
  const aligned: (LayoutLine | undefined)[] = new Array(lines.length).fill(undefined);
  if (!layout || layout.lines.length === 0) return aligned;
  const keys = lines.map((line) => (/\S/.test(line) ? lineKey(line) : null));
  const entries = layout.lines;
  let t = 0;
  let e = 0;
  while (t < lines.length && e < entries.length) {
    if (keys[t] === null) {
      t++;
      continue;
    }
    if (keys[t] === entries[e]!.key) {
      aligned[t++] = entries[e++];
      continue;
    }
    const next = nearestMatch(keys, entries, t, e);
    if (!next) break;
    [t, e] = next;
  }
  return aligned;
}

/** The closest pair (text line, layout entry) at or after (t, e) whose keys agree, by the fewest steps taken. */
function nearestMatch(
  keys: readonly (string | null)[],
  entries: readonly LayoutLine[],
  t: number,
  e: number,
): [number, number] | null {
  for (let distance = 1; distance <= 2 * RESYNC_WINDOW; distance++) {
    for (let dt = Math.max(0, distance - RESYNC_WINDOW); dt <= Math.min(distance, RESYNC_WINDOW); dt++) {
      const ti = t + dt;
      const ei = e + distance - dt;
      if (ti >= keys.length || ei >= entries.length) continue;
      if (keys[ti] !== null && keys[ti] === entries[ei]!.key) return [ti, ei];
    }
  }
  return null;
}
