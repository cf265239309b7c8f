import type { CvLayout, EntryCorrection, Experience } from '@cv/contracts';
import type { Block, CvDocument, DocumentEntry, DocumentSection, LineRange } from '../document/cv-document';
import { placesOfLines } from '../extraction/layout-breaks';
import { nameAtopPages, noiseOf } from '../parse/drop-noise-lines';
import { readExperience } from '../parse/extract-experience';
import { periodAlone } from '../parse/find-period';
import { headingKeys } from '../parse/heading-keys';
import { contentLabels } from '../parse/label-sections-by-content';
import { readItems } from '../parse/read-items';
import { readLabelledEntries } from '../parse/read-labelled-entries';
import { readPeriodAnchoredJobs } from '../parse/read-period-anchored-jobs';
import { readTableRows } from '../parse/read-table-rows';
import type { ReadJob } from '../parse/roles-under-employer';
import { type Line, textLines } from '../parse/split-lines';
import { withoutYearLabels } from '../parse/without-year-labels';
import { applyCorrections } from './apply-corrections';
import { entryConfidence } from './entry-confidence';
import { headerFirst } from './header-first';

/**
 * The one reading of a CV (issue 22): text and layout → the document, its sections and their jobs. parse-cv's
 * experience, the rewrite's blocks and entries and the score's sections all come from here, so they never
 * disagree.
 *   1. items: clean lines with their layout, display mended, wrapped lines and split periods joined
 *      (parse/read-items.ts)
 *   2. sections: a heading opens one (parse/heading-keys.ts: by its words, or by its type when the CV has a
 *      layout); lines before the first heading are the header. Nothing is dropped nor reordered: page footers
 *      and closing lines are blocks too, which the rewrite may remove as listed changes.
 *   3. a section under an unknown heading is labelled by what it holds (parse/label-sections-by-content.ts)
 *   4. each experience section's jobs, read from its lines (parse/extract-experience.ts), each with the blocks
 *      it was read from and a confidence (entry-confidence.ts); the fields the user corrected replace what was
 *      read (apply-corrections.ts)
 * Each block keeps the range of text lines its item was read from (issue 13: provenance).
 */
export type CvReading = {
  readonly document: CvDocument;
  /** Every job of the CV's experience sections, in order: parse-cv's `experience`. */
  readonly jobs: readonly Experience[];
};

type Sectioned = DocumentSection & { readonly items: Line[] };

let last: {
  text: string;
  layout: CvLayout | undefined;
  corrections: readonly EntryCorrection[];
  reading: CvReading;
} | null = null;

export function readCv(
  text: string,
  layout?: CvLayout,
  corrections: readonly EntryCorrection[] = [],
): CvReading {
  if (last?.text === text && last.layout === layout && sameCorrections(last.corrections, corrections))
    return last.reading;
  const items = headerFirst(readItems(text, layout));
  const rangeOf = rangesOf(text);
  const blockOf = (line: Line, i: number, role: Block['role']): Block => ({
    id: `b${i}`,
    role,
    text: line.text,
    raw: line.raw,
    lines: rangeOf(line),
  });
  const sections: Sectioned[] = [{ key: 'header', known: false, blocks: [], items: [] }];
  const keys = headingKeys(items);
  // the last section a heading of the main flow opened, and the page of the current section's heading
  let lastMain: Sectioned | undefined;
  let headingPage = 1;
  items.forEach((line, i) => {
    const key = keys[i];
    if (key) {
      const sidebar = line.layout?.region === 'sidebar';
      const opened: Sectioned = {
        key,
        heading: blockOf(line, i, 'heading'),
        known: key !== 'other',
        blocks: [],
        items: [],
        ...(sidebar ? { sidebar } : {}),
      };
      sections.push(opened);
      if (line.layout?.region === 'main') lastMain = opened;
      headingPage = line.layout?.page ?? 1;
      return;
    }
    const current = sections[sections.length - 1]!;
    const section = continuedOnNextPage(line, current, headingPage) && lastMain ? lastMain : current;
    section.blocks.push(blockOf(line, i, line.bullet ? 'bullet' : 'line'));
    section.items.push(line);
  });
  const indexOf = new Map(items.map((line, i) => [line.from, i]));
  const jobs: Experience[] = [];
  const repeats = nameAtopPages(items);
  const document = labelledByContent(sections).map(({ items: lines, ...section }): DocumentSection => {
    if (section.key !== 'experience') return section;
    const kept = lines.filter((line) => noiseOf(line) === null && !repeats.has(line));
    const reads = readJobs(kept);
    const read = reads.map((r) => applyCorrections(entryOf(r, indexOf), r.job, corrections));
    jobs.push(...read.map((r) => r.job));
    return { ...section, entries: read.map((r) => r.entry) };
  });
  const reading = { document: { sections: document }, jobs };
  last = { text, layout, corrections, reading };
  return reading;
}

/**
 * 2a. a page's main flow that opens with no heading of its own carries on the section the main flow of the
 * pages before it ended on, not the sidebar read last ('ERVARING' on page 1, 'HOBBY'S' in its sidebar, then
 * the last jobs at the top of page 2).
 */
const continuedOnNextPage = (line: Line, current: Sectioned, headingPage: number) =>
  current.sidebar === true && line.layout?.region === 'main' && line.layout.page > headingPage;

// the parse and the rewrite of one generation ask for the same reading, each with its own empty list
const sameCorrections = (a: readonly EntryCorrection[], b: readonly EntryCorrection[]) =>
  a === b || (a.length === 0 && b.length === 0);

/**
 * 4. the jobs, by the reading whose fields are the most plausible: the entries read by their headers
 * (parse/extract-experience.ts), anchored on their dates as LinkedIn's export lays them out
 * (parse/read-period-anchored-jobs.ts) when the section has the lengths that layout prints, or by their
 * labels as the classic Europass CV writes them (parse/read-labelled-entries.ts); a table's rows
 * (parse/read-table-rows.ts) first, as the layout tells them.
 */
const ROWS_BENEFIT = 0.1;
// Further right than the section's entries by this much (points): a line inside an entry — but by no more than a
// list's indent: further still is another column (a label's value, a place or dates set at the right).
const INDENT = 8;
const MAX_BULLET_INDENT = 40;

/**
 * 4a. with a layout, a line set further right than the section's entry lines, outside any table, is inside
 * an entry: a bullet whose sign was drawn as a shape, or a description under its header — read as a bullet, so
 * that a year in it ('… gevolgd in 2023') never opens a job.
 */
const saysSomething = (line: Line) =>
  line.text.split(/\s+/).length >= 4 && periodAlone(line.text) === undefined;

function indentedAsBullets(lines: readonly Line[]): Line[] {
  const edges = new Map<string, number>();
  const place = (line: Line) => `${line.layout!.page}|${line.layout!.column}|${line.layout!.region}`;
  for (const line of lines)
    if (line.layout && !line.bullet && line.layout.table === undefined)
      edges.set(place(line), Math.min(edges.get(place(line)) ?? Number.POSITIVE_INFINITY, line.layout.x));
  return lines.map((line) => {
    // a bullet says something: a few words at least, not a date nor a name set at a margin
    if (!line.layout || line.bullet || line.layout.table !== undefined || !saysSomething(line)) return line;
    const edge = edges.get(place(line));
    const indent = edge === undefined ? 0 : line.layout.x - edge;
    return indent > INDENT && indent <= MAX_BULLET_INDENT ? { ...line, bullet: true } : line;
  });
}

function readJobs(all: readonly Line[]): ReadJob[] {
  // every reader reads the jobs without the years set over them as labels
  const lines = withoutYearLabels(all);
  const mean = (reads: readonly ReadJob[]) =>
    reads.reduce((sum, read) => sum + entryConfidence(read, read.header.length), 0) /
    Math.max(1, reads.length);
  let best = readExperience(indentedAsBullets(lines));
  for (const other of [readPeriodAnchoredJobs(lines), readLabelledEntries(lines)])
    if (other && other.length > 0 && mean(other) > mean(best)) best = other;
  // a table's rows are its jobs — the layout says so — unless what they give is clearly less plausible
  const byRows = readTableRows(lines);
  if (!byRows || byRows.length === 0) return best;
  return mean(byRows) >= mean(best) - ROWS_BENEFIT || readsMore(byRows, best) ? byRows : best;
}

/**
 * 4b. the rows read every job the other reading read, the same, and more: a row of its own that reading merged
 * into the job above — an undated side job in the table's last row ('Aide ménagère' / 'Titres-services …', no
 * dates, after the dated jobs' rows). Its lower confidence, an undated job's, is no reason to lose it.
 */
function readsMore(rows: readonly ReadJob[], other: readonly ReadJob[]): boolean {
  const key = (read: ReadJob) => `${read.job.company}|${read.job.position}|${read.job.period}`;
  const read = new Set(rows.map(key));
  return rows.length > other.length && other.every((job) => read.has(key(job)));
}

function entryOf(read: ReadJob, indexOf: ReadonlyMap<number, number>): DocumentEntry {
  const blocks = read.lines.map((line) => `b${indexOf.get(line.from)}`);
  const firstBullet = read.lines.findIndex((line) => line.bullet);
  const headerLines = firstBullet === -1 ? read.lines.length : firstBullet;
  return {
    id: `e${blocks[0]?.slice(1) ?? '0'}`,
    blocks,
    company: read.job.company,
    position: read.job.position,
    period: read.job.period,
    confidence: entryConfidence(read, headerLines),
  };
}

/**
 * 3. a section under an unknown heading that lists jobs is the experience: its entries are then laid out and
 * reworded as jobs; it stays unknown, so it is never moved nor renamed.
 */
function labelledByContent(sections: Sectioned[]): Sectioned[] {
  const labels = contentLabels(
    sections.map((s) => ({ key: s.key, items: s.items.map((l) => ({ text: l.text, bullet: l.bullet })) })),
  );
  return sections.map((section, i) => {
    const key = labels.get(i);
    return key ? { ...section, key } : section;
  });
}

/** Where each item was read: its lines, and the page and column of the first (extraction's breaks). */
function rangesOf(text: string): (line: Line) => LineRange {
  // a text without a run of two blank lines has no break: one page, one column, and no second reading
  const places = text.includes('\n\n\n') ? placesOfLines(textLines(text)) : [];
  return (line) => ({ from: line.from, to: line.to, ...(places[line.from - 1] ?? ONE_PAGE) });
}

const ONE_PAGE = { page: 1, column: 1 };
