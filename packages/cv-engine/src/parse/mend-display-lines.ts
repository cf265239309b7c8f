import { headingOfLetters, sectionOfHeading } from './section-headings';
import type { Line } from './split-lines';

/**
 * Parse step 1b — lines a layout printed for display, put back as text:
 * - letter-spaced words ('M A R I E   D U P O N T', 'E X P É R I E N C E'): single letters one space apart,
 *   words three or more spaces apart (or a tab) — the letters joined, the words kept apart;
 * - a heading printed on two lines ('CENTRES' / 'D’INTÉRÊT', 'PARCOURS' / 'PROFESSIONNEL'): two short lines in
 *   capitals that name a section together, while the second alone names none, are one heading; so is a
 *   heading whose last word, in lower case and set like it, wrapped alone ('Aptitudes et compétences' /
 *   'personnelles').
 */
const LETTER_SPACED = /^(?:\p{L}[ \t]){3,}\p{L}(?:(?:\t| {2,})(?:\p{L}[ \t])*\p{L})*$/u;
const CAPITALS = /^[^\p{Ll}]*\p{Lu}[^\p{Ll}]*$/u;
const MAX_WORD = 14; // letters of one word: a longer single run is several words without their gaps
const shortWords = (text: string) => text.split(/\s+/).length <= 3;

export function mendDisplayLines(lines: readonly Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines.map(unspace)) {
    const previous = out[out.length - 1];
    const both = previous && `${previous.text} ${line.text}`;
    const splitHeading =
      previous !== undefined &&
      !previous.bullet &&
      !line.bullet &&
      CAPITALS.test(previous.text) &&
      CAPITALS.test(line.text) &&
      shortWords(previous.text) &&
      shortWords(line.text) &&
      sectionOfHeading(line.text) === undefined &&
      sectionOfHeading(previous.text) === undefined &&
      sectionOfHeading(both!) !== undefined;
    // a heading's last word wrapped alone onto the next line ('Aptitudes et compétences' / 'personnelles')
    const headingGoesOn =
      previous !== undefined &&
      !previous.bullet &&
      !line.bullet &&
      /^\p{Ll}+$/u.test(line.text) &&
      sectionOfHeading(previous.text) !== undefined &&
      sameLook(previous, line);
    if (splitHeading || headingGoesOn)
      out[out.length - 1] = { ...previous, text: both!, raw: both!, to: line.to };
    else out.push(line);
  }
  return out;
}

/** Set alike, when both were seen: a heading's wrapped word has the heading's size and weight. */
function sameLook(a: Line, b: Line): boolean {
  if (!a.layout || !b.layout) return true;
  return Math.abs(a.layout.size - b.layout.size) < 0.5 && Boolean(a.layout.bold) === Boolean(b.layout.bold);
}

function unspace(line: Line): Line {
  const source = LETTER_SPACED.test(line.raw) ? line.raw : LETTER_SPACED.test(line.text) ? line.text : null;
  if (source === null) return line;
  const words = source.split(/\t| {2,}/);
  // several words need their gaps to be told from the letters' ('M A R I E D U P O N T' stays as written),
  // unless they spell a known heading, whose words say where the gaps were
  if (words.length === 1 && source.length > 2 * MAX_WORD && /\s\p{L}\s/u.test(source)) {
    const text = spacedAsHeading(source.replace(/ /g, ''));
    return text === undefined ? line : { ...line, text, raw: text };
  }
  const text = words.map((word) => word.replace(/ /g, '')).join(' ');
  return { ...line, text, raw: text };
}

/** The letters with the gaps of the known heading they spell ('KENNISENVAARDIGHEDEN' → 'KENNIS EN VAARDIGHEDEN'). */
function spacedAsHeading(letters: string): string | undefined {
  const alias = headingOfLetters(letters);
  if (alias === undefined) return undefined;
  let text = '';
  let at = 0;
  for (const character of alias) {
    if (character === ' ') text += ' ';
    else if (at < letters.length) text += letters[at++];
  }
  return at === letters.length ? text : undefined;
}
