import type { PhysicalLine } from './build-physical-lines';
import { joinTwo, sameType } from './join-two-lines';

/**
 * An e-mail or web address that a narrow column cut over several lines ('jean-baptiste.morvan-' /
 * 'leclerc@example.com', 'www.linkedin.com/in/ale' / 'xandre-dumont-' / 'lefebvre-0a1b2c'): lines of one
 * word each, one under the other in the same type, put end to end without a space (an address has none).
 * An e-mail is joined when the pieces make one and the first pieces alone do not; a web address takes the
 * lower-case pieces that follow it.
 */
const MAX_PIECES = 5;
const EMAIL = /^[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)+$/u;
const URL_START = /^(?:https?:\/\/|www\.)\S+$/i;
const URL_PIECE = /^[a-z\d\-./_%?=&#~+]+$/;
const ALIGN = 0.6; // × font size

export function joinCutAddresses(lines: readonly PhysicalLine[]): PhysicalLine[] {
  const out: PhysicalLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const taken = addressRun(lines, i);
    out.push(lines.slice(i + 1, i + 1 + taken).reduce((a, b) => joinTwo(a, b, ''), lines[i]!));
    i += taken;
  }
  return out;
}

/** How many lines after line i belong to an address it starts (0: none). */
function addressRun(lines: readonly PhysicalLine[], i: number): number {
  const first = lines[i]!;
  if (/\s/.test(first.text)) return 0;
  const url = URL_START.test(first.text);
  let taken = 0;
  for (let j = i + 1; j < Math.min(lines.length, i + MAX_PIECES); j++) {
    const line = lines[j]!;
    const previous = lines[j - 1]!;
    const under =
      !/\s/.test(line.text) &&
      Math.abs(line.x - first.x) <= ALIGN * line.size &&
      line.y < previous.y &&
      previous.y - line.y < 2 * line.size &&
      Math.abs(line.size - first.size) < 0.5 &&
      sameType(previous, line);
    if (!under) break;
    if (url) {
      if (!URL_PIECE.test(line.text)) break;
      taken = j - i;
      continue;
    }
    const text = lines
      .slice(i, j + 1)
      .map((l) => l.text)
      .join('');
    const before = lines
      .slice(i, j)
      .map((l) => l.text)
      .join('');
    if (EMAIL.test(text) && !EMAIL.test(before)) taken = j - i;
  }
  return taken;
}
