import { type HeadingTypes, headingShaped, headingTypes } from '../reading/heading-styles';
import { hasEmail, hasPhone } from '../text/contact-patterns';
import { type Feature, reachesScore } from '../text/feature-score';
import { findPeriod } from './find-period';
import { inLaterCell } from './join-wrapped-lines';
import { type SectionKey, sectionOfHeading } from './section-headings';
import type { Line } from './split-lines';

/**
 * Parse step 4a — which lines open a section, each read with its neighbours. A line that names a known section
 * is a heading. A short line in capitals that names none is one too ('PROJETS PERSO'), unless its place says it
 * is an entry's first line, as when a CV prints its employers in capitals:
 * - right under the heading of a section of entries (or of one we do not know): a heading followed at once by
 *   another would leave its section empty ('EXPÉRIENCE PROFESSIONNELLE' / 'SOCIÉTÉ GÉNÉRALE' / 'Développeuse
 *   Java' / 'Depuis février 2022');
 * - in a section of entries whose first entry opened that way, when dates follow within a few lines (the next
 *   employer, 'CAPGEMINI' / 'Consultante' / 'sept. 2019 – janv. 2022').
 * The parser and the document both read sections from these keys, so they never disagree.
 */
const ENTRY_SECTIONS = new Set<SectionKey>(['experience', 'education', 'volunteering', 'projects']);
// How far below an entry's first line its dates may be: company, role, dates.
const DATES_WITHIN = 3;
// a name of a few words in capitals before a separator (read up to the first separator only: a line may be long)
const namedInCapitals = (text: string) => {
  const separator = /\s[—–|-]\s/.exec(text.slice(0, 80));
  const name = separator ? text.slice(0, separator.index) : '';
  return /\p{Lu}.*\p{Lu}/u.test(name) && !/\p{Ll}/u.test(name);
};

/**
 * The parse and the document read the same lines (read-items.ts keeps one reading of a text), the parse without
 * its page footers: when it has none, both ask for the keys of the same lines, and the last answer is kept.
 */
let last: { lines: readonly Line[]; keys: (SectionKey | undefined)[] } | null = null;
const sameLines = (a: readonly Line[], b: readonly Line[]) =>
  a === b || (a.length === b.length && a.every((line, i) => line === b[i]));

export function headingKeys(lines: readonly Line[]): (SectionKey | undefined)[] {
  if (last && sameLines(last.lines, lines)) return [...last.keys];
  const keys = readHeadingKeys(lines);
  last = { lines: [...lines], keys: [...keys] };
  return keys;
}

function readHeadingKeys(lines: readonly Line[]): (SectionKey | undefined)[] {
  const keys: (SectionKey | undefined)[] = [];
  let section: SectionKey | undefined;
  let afterHeading = false;
  let entriesInCapitals = false;
  // before any heading, a line of contact details ends the header: an unknown heading may follow it
  let contactSeen = false;
  const types = headingTypes(lines, (line) => !line.bullet && sectionOfHeading(line.text) !== undefined);
  lines.forEach((line, i) => {
    const inList = isListItem(lines[i - 1]) && isListItem(lines[i + 1]);
    // indented, with the next line at its own left edge or the next heading after it: a paragraph of an
    // entry, not a form's label (a form's value starts further right)
    const next = lines[i + 1];
    const inBlock =
      types.indentedPastHeadings(line) &&
      (Math.abs((next?.layout?.x ?? -99) - (line.layout?.x ?? 0)) < 2 ||
        (next !== undefined && types.setLikeHeadings(next)));
    // the first line of the main column after a sidebar's header, or of a sidebar after the main column
    const opensRegion =
      line.layout !== undefined && lines[i - 1]?.layout?.region !== line.layout.region && i > 0;
    let key = line.bullet
      ? undefined
      : headingOf(line, section !== undefined || contactSeen, types, inList, inBlock, opensRegion);
    if (hasEmail(line.text) || hasPhone(line.text)) contactSeen = true;
    // a line set like the CV's headings is one, whatever follows it; the look decided
    if (key === 'other' && !types.setLikeHeadings(line)) {
      const entries = section !== undefined && (ENTRY_SECTIONS.has(section) || section === 'other');
      const firstEntry = afterHeading && entries;
      const nextEntry = entriesInCapitals && datesFollow(lines, i);
      if (firstEntry) entriesInCapitals = true;
      if (firstEntry || nextEntry) key = undefined;
    }
    if (key) {
      section = key;
      entriesInCapitals = false;
    }
    // …or whose first entry names its employer in capitals before a separator: 'AEROSTRUCT SUD-OUEST — Blagnac'
    // then 'MÉCANOVIA' / 'Ingénieure conception' / 'janv. 2016 – août 2019'
    if (
      !key &&
      afterHeading &&
      section !== undefined &&
      ENTRY_SECTIONS.has(section) &&
      namedInCapitals(line.text)
    )
      entriesInCapitals = true;
    afterHeading = key !== undefined;
    keys.push(key);
  });
  return keys;
}

/** A short line of a list: a few words, not a bullet of sentences. */
function isListItem(line: Line | undefined): boolean {
  return line !== undefined && countWords(line.text) <= 4 && !/[.!?]$/.test(line.text);
}

function datesFollow(lines: readonly Line[], at: number): boolean {
  for (let i = at + 1; i <= at + DATES_WITHIN && i < lines.length; i++)
    if (!lines[i]!.bullet && findPeriod(lines[i]!.text)) return true;
  return false;
}

function headingOf(
  line: Line,
  afterFirstHeading: boolean,
  types: HeadingTypes,
  inList: boolean,
  inBlock: boolean,
  opensRegion = false,
): SectionKey | undefined {
  const known = sectionOfHeading(line.text);
  if (known && (line.markdown === undefined || line.markdown <= 2)) {
    // set like the body amid a list's items ('Exact Online' / 'Software' / 'SAP'): an item, not a heading;
    // or further right than the CV's headings, inside an entry ('Interne opleiding' cut from its bullet); or in
    // a table's later cell, beside the dates of a job
    const aside = inList || inBlock || inLaterCell(line);
    return types.setLikeBody(line) && aside ? undefined : known;
  }
  // Markdown says which lines are headings: '## Section' (and '# Section' after the first), not '### Job'
  if (line.markdown !== undefined)
    return line.markdown <= 2 && (afterFirstHeading || line.markdown === 2) ? 'other' : undefined;
  // a region's first line, larger than the body and set apart, while no section of ours names it: its heading
  // ('Tewerkstelling' opening the main column, the sidebar holding the name and the headings we know)
  const apart = line.layout?.bold === true || (/\p{Lu}{2}/u.test(line.text) && !/\p{Ll}/u.test(line.text));
  if (opensRegion && afterFirstHeading && types.largerThanBody(line) && apart && headingShaped(line))
    return findPeriod(line.text) ? undefined : 'other';
  // (set like the headings but right of all of them: a job's title in bold beside a margin of headings,
  // 'Interimleerkracht bij Scholengroep Leiedal')
  if (line.layout && types.established)
    return types.setLikeHeadings(line) &&
      !types.besideHeadingsMargin(line) &&
      headingShaped(line) &&
      !findPeriod(line.text)
      ? 'other'
      : undefined;
  if (afterFirstHeading && looksLikeHeading(line)) return 'other';
  return undefined;
}

function looksLikeHeading(line: Line): boolean {
  const candidate = { text: line.text, bullet: line.bullet, words: countWords(line.text) };
  return reachesScore(candidate, UNKNOWN_HEADING, UNKNOWN_HEADING_THRESHOLD);
}

// A line as the heading features read it: its word count counted once.
type Candidate = { readonly text: string; readonly bullet: boolean; readonly words: number };
function countWords(text: string): number {
  let count = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const space = text[i] === ' ' || text[i] === '\t';
    if (!space && !inWord) count++;
    inWord = !space;
  }
  return count;
}

// Features of an unknown heading; a known heading needs no score.
const UNKNOWN_HEADING: ReadonlyArray<Feature<Candidate>> = [
  [(l) => /\p{Lu}{3}/u.test(l.text) && !/\p{Ll}/u.test(l.text), 3], // all capitals, like most CV headings
  [(l) => l.words <= 3, 1], // headings are short
  [(l) => /:$/.test(l.text), 1], // 'Projets :' is a label for what follows
  [(l) => l.bullet, -10], // a bullet is content
  [(l) => /\d|@/.test(l.text), -3], // dates, phone numbers and e-mails are content
  [(l) => l.words > 5, -5], // a sentence is content
  [(l) => l.words === 1 && l.text.length <= 4, -2], // 'SQL', 'SAP', 'AWS': an acronym in a list, not a heading
];
const UNKNOWN_HEADING_THRESHOLD = 4;
