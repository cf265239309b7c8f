import { hasEmail, hasPhone, hasUrl } from '../text/contact-patterns';
import { type Feature, featureScore } from '../text/feature-score';
import { findPeriod } from './find-period';
import { sectionOfHeading } from './section-headings';
import type { Line } from './split-lines';

/**
 * Parse step 3 — join the lines that a page width broke in two. Line B continues line A when the features
 * below add up to JOIN_THRESHOLD: a wrapped line starts in lower case, or follows a line that stops on a comma
 * or a small word; a new bullet, a heading or a finished sentence stops it.
 */
type Pair = { readonly a: Line; readonly b: Line };

// Small words a line does not end on unless the sentence goes on (FR / EN / NL).
const DANGLING = new Set([
  ...[
    'et',
    'ou',
    'de',
    'des',
    'du',
    'la',
    'le',
    'les',
    'un',
    'une',
    'a',
    'au',
    'aux',
    'en',
    'pour',
    'avec',
    'par',
  ],
  ...['and', 'or', 'of', 'the', 'a', 'an', 'to', 'for', 'with', 'in', 'on', 'at', 'by', 'from'],
  ...['en', 'of', 'het', 'een', 'van', 'voor', 'met', 'bij', 'op', 'aan', 'naar', 'door'],
]);

const isContact = (text: string) => hasEmail(text) || hasPhone(text) || hasUrl(text);
const endsWithPeriod = (text: string) => {
  const found = findPeriod(text);
  return found !== undefined && found.index + found.period.length >= text.trimEnd().length - 1;
};
const lastWord = (text: string) => text.split(/\s+/).pop()?.toLowerCase() ?? '';
const isHeading = (line: Line) => !line.bullet && sectionOfHeading(line.text) !== undefined;

const JOIN_FEATURES: ReadonlyArray<Feature<Pair>> = [
  [({ b }) => /^\p{Ll}/u.test(b.text), 3], // a sentence does not start in lower case: B goes on from A
  [({ a }) => /[,&(]$/.test(a.text), 3], // A stops on a comma or an open bracket
  [({ a }) => DANGLING.has(lastWord(a.text)), 3], // A stops on 'and', 'de', 'van'…
  [({ a }) => /\p{L}-$/u.test(a.text), 3], // A ends with a hyphenated word cut in two
  [({ a }) => a.text.length >= 60, 1], // wrapped lines fill the width
  [({ a }) => /[.!?:;]$/.test(a.text), -4], // A is a finished sentence or a label
  [({ a }) => endsWithPeriod(a.text), -4], // 'Engineer — Acme ⇥ 2016 – Present' is a complete header
  [({ b }) => b.bullet, -10], // a bullet always starts a new item
  [({ a, b }) => isHeading(a) || isHeading(b), -10], // headings stand alone
  [({ b }) => /^\p{Lu}/u.test(b.text), -1], // a capital hints at a new line, weakly (names, acronyms)
  [({ a }) => a.text.includes('\t'), -1], // a line with a column gap is usually a header line (title ⇥ dates)
  [({ a, b }) => isContact(a.text) || isContact(b.text), -6], // a phone number, then an e-mail: two items
];

const JOIN_THRESHOLD = 3;

export function joinWrappedLines(lines: readonly Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const previous = out[out.length - 1];
    // a bullet always starts an item: no scoring needed for the most common line
    if (previous && !line.bullet && featureScore({ a: previous, b: line }, JOIN_FEATURES) >= JOIN_THRESHOLD) {
      out[out.length - 1] = join(previous, line);
    } else out.push(line);
  }
  return out;
}

function join(a: Line, b: Line): Line {
  // 'dévelop-' + 'pement' → 'développement'; a period ('mars 2021 – …') cut off a header joins with a space
  const cut = /\p{L}-$/u.test(a.text) && /^\p{Ll}/u.test(b.text) && !findPeriod(b.text);
  const glue = (x: string, y: string) => (cut ? `${x.slice(0, -1)}${y}` : `${x} ${y}`);
  return { text: glue(a.text, b.text), raw: glue(a.raw, b.raw), bullet: a.bullet };
}
