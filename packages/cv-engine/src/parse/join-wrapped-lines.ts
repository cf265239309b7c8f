import type { CvLayout } from '@cv/contracts';
import { hasEmail, hasPhone, hasUrl } from '../text/contact-patterns';
import { type Feature, reachesScore } from '../text/feature-score';
import { NAME_PARTICLE } from './comma-pieces';
import { findPeriod, isRangePeriod } from './find-period';
import { LONGEST_HEADING, sectionOfHeading } from './section-headings';
import type { Line } from './split-lines';

/**
 * Parse step 3 — join the lines that a page width broke in two. Line B continues line A when the features
 * below add up to JOIN_THRESHOLD: a wrapped line starts in lower case, or follows a line that stops on a comma
 * or a small word; a new bullet, a heading or a finished sentence stops it.
 */
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
// The tests on A's end read its last characters: a pattern ending in '$' would try every position of the tail.
const endsWithOneOf = (text: string, characters: string) => text !== '' && characters.includes(text.at(-1)!);
const endsCut = (text: string) => text.endsWith('-') && /\p{L}-$/u.test(text.slice(-3)); // a letter may be 2 units
const lastWord = (text: string) => {
  let start = text.length;
  while (start > 0 && !/\s/.test(text[start - 1]!)) start--;
  return text.slice(start).toLowerCase();
};

/**
 * Line A as the features see it: the line built so far, described by its end and by a few facts gathered line
 * by line — never its whole text. Re-reading the whole merged line for every following line made 25 000
 * one-letter lines, which all join, cost 25 000² character reads (15 s on the server's thread, issue 17).
 */
type Joined = {
  /** The last TAIL_CHARS characters of the merged text: what every 'A ends with…' feature reads. */
  readonly tail: string;
  /** The merged text's length (wrapped lines fill the width). */
  readonly length: number;
  /** Somewhere in the merged line: a column gap, a contact detail. */
  readonly tab: boolean;
  readonly contact: boolean;
  /** Whether the merged line is a heading (only a short one can be: see sectionOfHeading). */
  readonly heading: boolean;
  /** It is a bullet item. */
  readonly bullet: boolean;
  /** The number of its last text line: a blank line after it is a paragraph's end. */
  readonly to: number;
};
/** What the features ask of line B, read once: the same facts describe it when it starts a merged line. */
type Facts = {
  readonly contact: boolean;
  readonly heading: boolean;
  readonly dated: boolean;
  /** It opens with a range of dates ('2016 – 2018 …'): only a line opening with a digit is asked. */
  readonly opensWithDates: boolean;
  /** It starts with a capital and ends on a period: a title with its dates. */
  readonly datedHeader: boolean;
};
type Pair = { readonly a: Joined; readonly b: Line; readonly facts: Facts };

// Enough for the last word and for a period at the end, even one cut in two ('septembre 2021 –' / 'aujourd’hui').
const TAIL_CHARS = 60;
// A paragraph of a CV is a few lines; a longer run of lines that each continue the one before is not prose.
// Past these a line starts anew, which bounds every later step's work on one line as well.
const MAX_JOINED_LINES = 40;
const MAX_JOINED_CHARS = 4000;
// A heading is printed on one line, two at most ('Expériences' / 'professionnelles'): a longer run is not one.
const MAX_HEADING_LINES = 2;

const JOIN_FEATURES: ReadonlyArray<Feature<Pair>> = [
  // a sentence does not start in lower case: B goes on from A — not a name on its particle before a separator
  // ('de Groot Elektro — Breda', an employer's line after a bullet)
  [({ b }) => /^\p{Ll}/u.test(b.text) && !(NAME_PARTICLE.test(b.text) && /\s[—–|]\s/u.test(b.text)), 3],
  [({ a }) => endsWithOneOf(a.tail, ',&('), 3], // A stops on a comma or an open bracket
  [({ a }) => DANGLING.has(lastWord(a.tail)), 3], // A stops on 'and', 'de', 'van'…
  [({ a }) => a.bullet && DANGLING.has(lastWord(a.tail)), 1], // …a bullet even before a name ('and' / 'Power BI')
  [({ a, b }) => a.bullet && b.indented === true, 4], // a line indented under a bullet goes on with it
  [({ a }) => endsCut(a.tail), 3], // A ends with a hyphenated word cut in two
  // B opens on a quotation whose spaces do not break ('Référent' / '« Bien accueillir le public » …'): French
  // typography binds a guillemet to its words, so the page wrapped before the whole quotation
  [({ b }) => /^[«“„‘"]/u.test(b.text), 3],
  [({ a }) => a.length >= 60, 1], // wrapped lines fill the width
  // a bullet that filled the width goes on at the next line, whatever its first character ('… depuis' / '2018')
  [({ a }) => a.bullet && a.length >= LONG_BULLET, 2],
  [({ a, b }) => b.from === a.to + 2, -10], // a blank line between them: a new paragraph, not a wrap
  [({ a }) => endsWithOneOf(a.tail, '.!?:;'), -4], // A is a finished sentence or a label
  [({ a }) => endsWithPeriod(a.tail), -4], // 'Engineer — Acme ⇥ 2016 – Present' is a complete header
  [({ b }) => b.bullet, -10], // a bullet always starts a new item
  [({ facts }) => facts.dated, -4], // 'mars 2018 – aujourd’hui' under a job title: the entry's dates, not a wrap
  [({ facts }) => facts.opensWithDates, -4], // '2016 – 2018 · Acme': the next entry's dates
  [({ facts }) => facts.datedHeader, -4], // 'Cheffe de produit junior (2019 – 2022)' under a bullet: the next role
  [({ a, facts }) => a.heading || facts.heading, -10], // headings stand alone
  [({ b }) => /^\p{Lu}/u.test(b.text), -1], // a capital hints at a new line, weakly (names, acronyms)
  // …and a name with a header's separator is the next entry's first line ('… par an' / 'Polyclinique du Parc —
  // Liège'): a sentence does not go on with a name and its place set apart
  [({ b }) => /^\p{Lu}/u.test(b.text) && HEADER_SIGN.test(b.text), -3],
  [({ a }) => a.tab, -1], // a line with a column gap is usually a header line (title ⇥ dates)
  [({ a, facts }) => a.contact || facts.contact, -6], // a phone number, then an e-mail: two items
];

const JOIN_THRESHOLD = 3;
const HEADER_SIGN = /\s[—|·]\s/u;
// A bullet this long reached the right margin of a text wrapped by hand (72–90 columns) or by the page.
const LONG_BULLET = 55;

// (a section's name in a table's later cell is a job's words: 'Interne opleiding' beside its dates)
const isHeading = (line: Line) =>
  !line.bullet && !inLaterCell(line) && sectionOfHeading(line.text) !== undefined;
export const inLaterCell = (line: Line) => (line.layout?.table?.cell ?? 0) > 0;

/** A merged line in the making: its physical lines, each after its glue (' ' or none), joined once at the end. */
type Run = {
  readonly bullet: boolean;
  /** The first line's layout: a run of lines with a layout never takes another such line (see readItems). */
  readonly layout?: Line['layout'];
  readonly markdown?: Line['markdown'];
  /** The layout of the last line joined in: where the next one must sit to go on from it. */
  lastLayout?: Line['layout'];
  readonly from: number;
  to: number;
  texts: string[];
  raws: string[];
  joined: Joined;
};

export function joinWrappedLines(lines: readonly Line[], source?: CvLayout['source']): Line[] {
  const out: Line[] = [];
  let run: Run | undefined;
  for (const line of lines) {
    const facts = factsOf(line);
    // a bullet always starts an item: no scoring needed for the most common line
    if (
      run &&
      !line.bullet &&
      mayContinue(run, line, source) &&
      run.markdown === undefined &&
      line.markdown === undefined &&
      hasRoom(run) &&
      reachesScore({ a: run.joined, b: line, facts }, JOIN_FEATURES, JOIN_THRESHOLD)
    ) {
      append(run, line, facts);
      continue;
    }
    if (run) out.push(finish(run));
    run = {
      bullet: line.bullet,
      ...(line.layout ? { layout: line.layout, lastLayout: line.layout } : {}),
      ...(line.markdown ? { markdown: line.markdown } : {}),
      from: line.from,
      to: line.to,
      texts: [line.text],
      raws: [line.raw],
      joined: describe(line, facts),
    };
  }
  if (run) out.push(finish(run));
  return out;
}

/**
 * With a layout, extraction joined the lines the page width broke by their geometry already; a line it left
 * apart may still go on from the one above when it sits under it — the same cell of the same table, the same
 * text box, at the same left edge or indented under it, with no more than a line's gap above — and the words
 * say so (a cell's narrow width wraps where extraction cannot tell a wrap from a new line). A Word file's lines
 * are whole: each is a paragraph, or a line its author broke by hand — never one the page wrapped ('Couture' /
 * 'course à pied', two hobbies of a list, are two paragraphs).
 */
function mayContinue(run: Run, line: Line, source: CvLayout['source'] | undefined): boolean {
  const a = run.lastLayout;
  const b = line.layout;
  if (!a || !b) return true;
  if (source === 'docx') return false;
  const sameCell =
    a.table?.id === b.table?.id && a.table?.row === b.table?.row && a.table?.cell === b.table?.cell;
  return (
    a.page === b.page &&
    a.column === b.column &&
    a.box === b.box &&
    sameCell &&
    b.x >= (run.layout?.x ?? a.x) - 2 &&
    b.x <= (run.layout?.x ?? a.x) + 24 &&
    (b.gapBefore === undefined || b.gapBefore <= b.size * 1.6) &&
    Math.abs(a.size - b.size) < 0.5 &&
    Boolean(a.bold) === Boolean(b.bold)
  );
}

const hasRoom = (run: Run) => run.texts.length < MAX_JOINED_LINES && run.joined.length < MAX_JOINED_CHARS;

const factsOf = (line: Line): Facts => ({
  contact: isContact(line.text),
  heading: isHeading(line),
  // only a line starting in lower case would join on its own: only there is the period looked for
  dated: /^\p{Ll}/u.test(line.text) && findPeriod(line.text)?.index === 0,
  // a capitalised line ending on its dates is an entry's header ('Cheffe de produit junior (2019 – 2022)')
  datedHeader:
    /^\p{Lu}/u.test(line.text) && /(?:19|20)\d{2}\)?$/.test(line.text) && endsWithPeriod(line.text),
  opensWithDates: /^\d/.test(line.text) && opensWithRange(line.text),
});

function opensWithRange(text: string): boolean {
  const found = findPeriod(text);
  return found?.index === 0 && isRangePeriod(found.period);
}

function describe(line: Line, facts: Facts): Joined {
  return {
    tail: line.text.slice(-TAIL_CHARS),
    length: line.text.length,
    tab: line.text.includes('\t'),
    contact: facts.contact,
    heading: facts.heading,
    bullet: line.bullet,
    to: line.to,
  };
}

function append(run: Run, b: Line, facts: Facts): void {
  const a = run.joined;
  run.to = b.to;
  if (b.layout) run.lastLayout = b.layout;
  // 'dévelop-' + 'pement' → 'développement'; a period ('mars 2021 – …') cut off a header joins with a space
  const cut = endsCut(a.tail) && /^\p{Ll}/u.test(b.text) && !findPeriod(b.text);
  const glue = cut ? '' : ' ';
  for (const [parts, next] of [
    [run.texts, b.text],
    [run.raws, b.raw],
  ] as const) {
    if (cut) parts[parts.length - 1] = parts[parts.length - 1]!.slice(0, -1);
    parts.push(`${glue}${next}`);
  }
  const tail = `${cut ? a.tail.slice(0, -1) : a.tail}${glue}${b.text}`.slice(-TAIL_CHARS);
  const length = a.length - (cut ? 1 : 0) + glue.length + b.text.length;
  run.joined = {
    tail,
    length,
    tab: a.tab || b.text.includes('\t'),
    contact: a.contact || facts.contact,
    heading: !run.bullet && isMergedHeading(run.texts, length),
    bullet: run.bullet,
    to: b.to,
  };
}

// only a short line of a line or two can name a section (sectionOfHeading): its text is built then, and only then
const isMergedHeading = (texts: readonly string[], length: number) =>
  texts.length <= MAX_HEADING_LINES &&
  length <= LONGEST_HEADING &&
  sectionOfHeading(texts.join('')) !== undefined;

function finish(run: Run): Line {
  return {
    text: run.texts.join(''),
    raw: run.raws.join(''),
    bullet: run.bullet,
    from: run.from,
    to: run.to,
    ...(run.layout ? { layout: run.layout } : {}),
    ...(run.markdown ? { markdown: run.markdown } : {}),
  };
}
