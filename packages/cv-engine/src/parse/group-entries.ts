import { endsLikeSentence } from './entry-words';
import { findPeriod, isRangePeriod, periodAlone } from './find-period';
import type { Line } from './split-lines';

/**
 * Shared by steps 6 and 7 — cut a section into entries (one job, one degree). An entry is a block of header
 * lines (title, employer or school, dates, a line about the employer) followed by its bullets. A new entry starts
 * at a non-bullet line that `startsEntry` accepts while the current entry already has bullets, or already has
 * a date range when the line brings another one. Without bullets, plain sentences after the header are the
 * description.
 */
export type Entry = {
  header: Line[];
  body: string[];
  /** Every line of the entry in order, header and body: where it was read (the document's blocks). */
  lines: Line[];
};

export type EntryRules = {
  /** Does this non-bullet line look like the first line of an entry? */
  startsEntry: (line: Line, current: Entry | undefined, next?: Line, afterNext?: Line) => boolean;
  /** Most header lines an entry takes before plain lines count as its description. */
  maxHeaderLines: number;
  /** Does this line start a new entry whatever the current one holds (a second degree line)? */
  alwaysSplits?: (line: Line, current: Entry) => boolean;
  /** Header lines that do not count towards maxHeaderLines. */
  uncounted?: (line: Line) => boolean;
  /** Does this line belong to the current entry whatever it looks like (an undated degree's dates)? */
  joins?: (line: Line, current: Entry) => boolean;
  /** Does this line name a whole entry on its own (a job's title and its employer)? */
  wholeHeader?: (line: Line) => boolean;
};

export function groupEntries(lines: readonly Line[], rules: EntryRules): Entry[] {
  const entries: Entry[] = [];
  let current: Entry | undefined;
  // how many header lines the first entry has above the line with its dates (0: none, or not known yet):
  // later entries repeat the first one's layout
  let datesRow = 0;
  let datesSeen = false;
  // the first entry opens on a line holding its title and its dates ('Hoofdboekhouder ⇥ apr. 2023 – Heden'):
  // later lines written so open theirs, even after an undated entry of a few lines
  const firstHead = lines.find((line) => !line.bullet);
  const datesOpenEntries = firstHead !== undefined && hasRangeLine(firstHead) && !isBarePeriod(firstHead);
  lines.forEach((line, i) => {
    // the first dated line of the first entry sets it, once ('2016' in a later detail line does not)
    if (!datesSeen && entries.length <= 1 && !line.bullet && findPeriod(line.text)) {
      datesSeen = true;
      if (current?.body.length === 0) datesRow = current.header.length;
    }
    if (line.bullet) {
      if (!current) {
        current = { header: [], body: [], lines: [] };
        entries.push(current);
      }
      current.body.push(line.text.replace(/\t/g, ' '));
      current.lines.push(line);
      return;
    }
    // a short line right above a line of bare dates that opens an entry is that entry's first header line
    // ('Software Engineer' / 'Jun 2021 - Dec 2022' / 'Figma'), not the end of the entry before; so is one
    // as far above a dated line as the first entry's dates were ('CAPGEMINI' / 'Consultante' / 'sept. 2019 – …',
    // 'Brand Manager' / 'Danone | Paris | 2016 – 2020', 'Microsoft, Dublin' / 'Intern ⇥ 2017')
    const dates = headsDatesAt(lines, i, 1, isBarePeriod) ?? headsDatesAt(lines, i, datesRow, isDated);
    const opensEntry =
      rules.startsEntry(line, current, lines[i + 1], lines[i + 2]) ||
      (dates !== undefined && rules.startsEntry(lines[dates]!, undefined)) ||
      namesUndatedEntry(lines, i, rules, current) ||
      (current !== undefined && pairAgain(line, lines[i + 1], current));
    const startNew =
      !current ||
      (opensEntry &&
        rules.joins?.(line, current) !== true &&
        (current.body.length > 0 ||
          (hasRange(current) && hasRangeLine(line)) ||
          // the first line of a dated entry below, while this one has its dates: an entry without bullets ends
          // …unless that entry is its dates alone so far ('2017 – 2019' / 'Projectmedewerker, Gemeente' /
          // '2014 – 2017' / …): a job whose dates stand above its title takes the line under them
          (dates !== undefined && current.header.some(isDated) && !datesAlone(current)) ||
          headerAgain(line, current, rules) ||
          (datesOpenEntries &&
            current.header.length >= 2 &&
            !current.header.some(isDated) &&
            hasRangeLine(line) &&
            !isBarePeriod(line)) ||
          pairAgain(line, lines[i + 1], current) ||
          // 'dates ⇥ title, employer' one job a line: a line opening on its dates, as this entry's first did, is the
          // next job's, whatever its dates ('’15 ⇥ Promotiemedewerker, Promo Team')
          (opensOnDates(line) && opensOnDates(current.header[0])) ||
          headerLines(current, rules) >= rules.maxHeaderLines ||
          rules.alwaysSplits?.(line, current) === true));
    if (startNew) {
      current = { header: [line], body: [], lines: [line] };
      entries.push(current);
    } else if (current && current.body.length > 0 && rules.joins?.(line, current) === true) {
      // a line the rules give to this entry after its bullets (its dates, printed last) is one of its header's
      current.header.push(line);
      current.lines.push(line);
    } else if (
      current &&
      current.body.length === 0 &&
      (headerLines(current, rules) < rules.maxHeaderLines || rules.uncounted?.(line) === true) &&
      isShort(line)
    ) {
      current.header.push(line);
      current.lines.push(line);
    } else if (current) {
      current.body.push(line.text.replace(/\t/g, ' '));
      current.lines.push(line);
    }
  });
  return entries.filter((entry) => entry.header.length > 0 || entry.body.length > 0);
}

/**
 * After an entry's bullets, a short name-like line right above an undated entry's first line, itself followed by
 * bullets, is that entry's first header line ('EDWARDS & SONS BUILDERS Nottingham' / 'Qualified Electrician' /
 * '• …'), not the last line of the entry before. A labelled line ('Tools: …') or a dated one stays where it is.
 */
function namesUndatedEntry(
  lines: readonly Line[],
  i: number,
  rules: EntryRules,
  current: Entry | undefined,
): boolean {
  const [line, next] = [lines[i]!, lines[i + 1]];
  // a contract or a place may stand between the title and its bullets ('CPAS de Mons' / 'Auxiliaire de vie' /
  // 'Alternance' / '• …')
  const between = lines[i + 2];
  const aside = between && !between.bullet && between.text.split(/\s+/).length <= 3 && !isDated(between);
  const bullet = aside ? lines[i + 3] : between;
  if (!next || next.bullet || !bullet?.bullet || !lines[i - 1]?.bullet) return false;
  if (line.text.includes(':') || line.text.split(/\s+/).length > 8 || endsLikeSentence(line.text))
    return false;
  if (isDated(line) || isDated(next)) return false;
  return rules.startsEntry(next, current, bullet, lines[i + (aside ? 4 : 3)]);
}

/**
 * A line written as the current entry's first header line was, pieces joined by the same separator, the next
 * entry's, undated: the current one already gave its dates on that line ('Edgbaston General Hospital — Healthcare
 * Assistant ⇥ 2012 – 2013' / 'Highgate Pharmacy — Counter Assistant (Saturday job)'), or is undated too and its line
 * opened it as a header ('Medewerker crediteuren | De Smet & Partners' / 'Interim' / 'Administratief medewerker |
 * Boekhoudkantoor Wouters' / '2006 – 2009'). A name over its town ('Acme NV | Gent') opens no entry: no split.
 */
const PIECE_SEPARATOR = /\s[—–|·]\s/u;
function headerAgain(line: Line, current: Entry, rules: EntryRules): boolean {
  const [first, ...more] = current.header;
  if (!first || more.some(isDated)) return false;
  if (isDated(line)) return undatedThenDated(first, more, line, rules);
  // (maybe over its town: 'okt. 2012 – apr. 2014 : Accountant | Boekhoudkantoor Janssens' / 'Gent' /
  // 'Medewerker crediteurenadministratie | Boekhoudkantoor Janssens')
  const oneDatedLine =
    isDated(first) && (more.length === 0 || (more.length === 1 && !PIECE_SEPARATOR.test(more[0]!.text)));
  const undatedHeader = more.length <= 1 && !isDated(first) && rules.startsEntry(first, undefined);
  if (!oneDatedLine && !undatedHeader) return false;
  // (the dash of its period is no separator between pieces: '2019-03 – heden' / 'Chauffeur – Van Wijk')
  const pieces = first.text.split('\t')[0]!.replace(findPeriod(first.text)?.period ?? '', '');
  const separator = PIECE_SEPARATOR.exec(pieces)?.[0];
  return separator !== undefined && line.text.includes(separator);
}

/**
 * …and the other way round: an undated job's whole header, maybe over its town ('Wetenschappelijk medewerker —
 * Kenniscentrum De Regenboog' / 'Tilburg'), then a dated line written the same way ('Onderzoeksassistent —
 * Kenniscentrum De Regenboog ⇥ Feb. 2007 – Jul. 2010'): each line names a title and an employer of its own.
 */
function undatedThenDated(first: Line, more: readonly Line[], line: Line, rules: EntryRules): boolean {
  if (more.length > 1 || isDated(first) || !rules.wholeHeader?.(first) || !rules.wholeHeader(line))
    return false;
  const separator = PIECE_SEPARATOR.exec(first.text)?.[0];
  return separator !== undefined && line.text.includes(separator);
}

/**
 * An entry of two header lines, its title with its dates then its employer with its town, without bullets
 * ('Accountant ⇥ okt. 2012 – apr. 2014' / 'Boekhoudkantoor Janssens — Gent'), then two lines written the same way
 * but undated ('Medewerker crediteurenadministratie' / 'Boekhoudkantoor Janssens — Gent'): the next job.
 */
function pairAgain(line: Line, next: Line | undefined, current: Entry): boolean {
  const [first, second, ...more] = current.header;
  if (!first || !second || more.length > 0 || current.body.length > 0 || !next || next.bullet) return false;
  if (!isDated(first) || isDated(second) || isDated(line) || isDated(next)) return false;
  const separator = PIECE_SEPARATOR.exec(second.text)?.[0];
  return (
    separator !== undefined &&
    next.text.includes(separator) &&
    !PIECE_SEPARATOR.test(line.text) &&
    !PIECE_SEPARATOR.test(first.text.replace(findPeriod(first.text)!.period, ''))
  );
}

const isShort = (line: Line) => line.text.split(/\s+/).length <= 25 && !endsLikeSentence(line.text);
const hasRangeLine = (line: Line) => {
  const found = findPeriod(line.text);
  return found !== undefined && isRangePeriod(found.period);
};
/** A line that is only a period ('Jun 2021 - Dec 2022'): the entry's title is on another line. */
const isBarePeriod = (line: Line) => {
  const period = periodAlone(line.text);
  return period !== undefined && isRangePeriod(period);
};
const hasRange = (entry: Entry) => entry.header.some(hasRangeLine);
const datesAlone = (entry: Entry) =>
  entry.body.length === 0 && entry.header.every((line) => periodAlone(line.text) !== undefined);
/** A line that opens on its dates and goes on after them ('2016 – 2018 ⇥ Sales Assistant, Elm Hill Books'). */
const opensOnDates = (line: Line | undefined) => {
  const found = line && !line.bullet ? findPeriod(line.text) : undefined;
  return found?.index === 0 && /\p{L}/u.test(line!.text.slice(found.period.length));
};
const isDated = (line: Line) => findPeriod(line.text) !== undefined;
const headerLines = (entry: Entry, rules: EntryRules) =>
  rules.uncounted ? entry.header.filter((line) => !rules.uncounted!(line)).length : entry.header.length;

/**
 * The index of the line `row` lines below line `at` that holds its dates, when every line from `at` to it is a
 * short header line without dates: then `at` is the first line of that dated line's entry.
 */
function headsDatesAt(
  lines: readonly Line[],
  at: number,
  row: number,
  holdsDates: (line: Line) => boolean,
): number | undefined {
  const dates = lines[at + row];
  if (row < 1 || dates === undefined || dates.bullet || !holdsDates(dates)) return undefined;
  for (let i = at; i < at + row; i++)
    if (lines[i]!.bullet || !isShort(lines[i]!) || hasRangeLine(lines[i]!)) return undefined;
  return at + row;
}
