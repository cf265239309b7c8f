import type { PhysicalLine } from './build-physical-lines';
import { joinTwo, sameType } from './join-two-lines';

/**
 * An e-mail or web address that a narrow column cut over several lines ('jean-baptiste.morvan-' /
 * 'leclerc@example.com', 'www.linkedin.com/in/ale' / 'xandre-dumont-' / 'lefebvre-0a1b2c'), or a phone number
 * whose last digits went to the next line ('Telefoon : +33 6 39 98 99' / '68'): the address or number ends its
 * line, maybe after a label ('E-mail : hanne.van-den-'), and goes on in lines of one word each, one under the
 * other in the same type. An address is put end to end without a space (it has none): an e-mail when the
 * pieces make one and the first pieces alone do not; a web address takes the lower-case pieces that follow it.
 * A number takes the groups of digits that follow it, with their space, while it stays a phone number's length.
 */
const MAX_PIECES = 5;
const EMAIL = /^[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)+$/u;
// 'https://…', 'www.…', or a domain with a path ('linkedin.com/in/sven-')
const URL_START = /^(?:https?:\/\/\S+|www\.\S+|[a-z\d-]+(?:\.[a-z\d-]+)+\/\S*)$/i;
const URL_PIECE = /^[a-z\d\-./_%?=&#~+]+$/;
// a number of 8 digits or more at the line's end, in groups ('+33 6 39 98 74', '(614) 555-')
const PHONE_END = /(?:^|\s)(\+?\(?\d[\d\s().-]{6,})$/;
const DIGIT_GROUPS = /^\d{1,4}(?:[\s.-]\d{1,4})?$/;
const PHONE_DIGITS = 15; // the most digits a phone number has (ITU E.164)
const ALIGN = 0.6; // × font size
// What may stand before it on its line: nothing, or a label ('E-mail :', 'Tél.', 'LinkedIn :')
const LABEL = /^(?:\p{L}[\p{L}.-]*(?:\s\p{L}[\p{L}.-]*)?\s*:?)?$/u;

export function joinCutAddresses(lines: readonly PhysicalLine[]): PhysicalLine[] {
  const out: PhysicalLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const { taken, separator } = addressRun(lines, i);
    out.push(lines.slice(i + 1, i + 1 + taken).reduce((a, b) => joinTwo(a, b, separator), lines[i]!));
    i += taken;
  }
  return out;
}

/** How many lines after line i go on the address or number it ends with (0: none), and how they join. */
function addressRun(lines: readonly PhysicalLine[], i: number): { taken: number; separator: string } {
  const first = lines[i]!;
  const none = { taken: 0, separator: '' };
  const head = first.text.split(/\s+/).pop() ?? '';
  const phone = PHONE_END.exec(first.text)?.[1];
  const before = first.text.slice(0, first.text.length - (phone ?? head).length).trim();
  if (!LABEL.test(before)) return none;
  // after a label, only a colon's ('E-mail :'), and cut where an address breaks: not a title's last word
  if (phone === undefined && before !== '' && (!before.endsWith(':') || !/[-._@/]/.test(head))) return none;
  const url = URL_START.test(head);
  let taken = 0;
  for (let j = i + 1; j < Math.min(lines.length, i + MAX_PIECES); j++) {
    const line = lines[j]!;
    const previous = lines[j - 1]!;
    const under =
      Math.abs(line.x - first.x) <= ALIGN * line.size &&
      line.y < previous.y &&
      previous.y - line.y < 2 * line.size &&
      Math.abs(line.size - first.size) < 0.5 &&
      sameType(previous, line);
    if (!under) break;
    const pieces = lines.slice(i + 1, j + 1).map((l) => l.text);
    if (phone !== undefined) {
      const digits = `${phone}${pieces.join('')}`.replace(/\D/g, '').length;
      if (!DIGIT_GROUPS.test(line.text) || digits > PHONE_DIGITS) break;
      taken = j - i;
      continue;
    }
    if (/\s/.test(line.text)) break;
    if (url) {
      if (!URL_PIECE.test(line.text)) break;
      taken = j - i;
      continue;
    }
    if (EMAIL.test(head + pieces.join('')) && !EMAIL.test(head + pieces.slice(0, -1).join(''))) taken = j - i;
  }
  return { taken, separator: phone !== undefined ? ' ' : '' };
}
