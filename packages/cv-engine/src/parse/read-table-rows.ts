import type { LayoutLine } from '@cv/contracts';
import { COLUMN_LABELS, type ColumnField } from '../data/column-labels';
import { bestByFeatures, type Feature } from '../text/feature-score';
import { fold } from '../text/fold';
import { hasCompanyWord, hasInstitutionWord, hasJobTitleWord } from './entry-words';
import { readExperience } from './extract-experience';
import { findPeriod, isRangePeriod } from './find-period';
import type { ReadJob } from './roles-under-employer';
import { sameLayoutForAll } from './same-layout-for-all';
import type { Line } from './split-lines';
import { type Cell, linesOf, type Row, twoRowJobs } from './two-row-jobs';

/**
 * Parse step 6, for an experience written as a table (extraction's layout gives each line its table, row and
 * cell): one row is one job. A first row of short labels naming what each column holds ('Période' /
 * 'Employeur' / 'Poste', 'Wanneer' / 'Bedrijf' / 'Functie en taken') is the table's header, never a job; it
 * says which column is which. Otherwise the column of dates is the one with a period in it, and of the other
 * columns' first lines, the position is the one that reads as a title in most rows, the employer the other.
 * In a cell, the lines set like its first one (an employer's name wrapped in a narrow cell) are that field;
 * the others (a town, a context line) and the bullets are the job's description. A row without an employer's
 * cell (a cell merged over several rows) takes the employer of the row above. A job may take two rows of its
 * table, and the list typed under the table (two-row-jobs.ts).
 */
export function readTableRows(lines: readonly Line[]): ReadJob[] | undefined {
  const laidOut = rowsOf(lines);
  const rows = laidOut.length > 0 ? laidOut : textRows(lines);
  if (rows.length === 0) return undefined;
  const header = headerOf(rows[0]!);
  // a text's rows are a table when a header row names their columns, or when they all have as many
  if (laidOut.length === 0 && !header && new Set(rows.map((row) => row.width)).size > 1) return undefined;
  const body = twoRowJobs(header ? rows.slice(1) : rows, {
    dated: (row) => periodCell(row, header) !== undefined,
    // a sentence of the job's description may open on a year ('Sinds 2023 ook de bestellingen …')
    opensWithDates: (row) => row.cells.some((cell) => cell.lines.length > 0 && isDates(cell.lines[0]!)),
  });
  const dated = body.filter((row) => periodCell(row, header) !== undefined);
  if (dated.length === 0) return undefined;
  const positionColumn = header?.position ?? voteForPosition(body, header);
  const datesColumn = header?.period ?? columnOfDates(dated, header);
  let employer = '';
  const jobs: ReadJob[] = [];
  for (const row of body) {
    const job = readRow(row, header, positionColumn, datesColumn);
    if (!job) continue;
    if (job.job.company === '' && employer !== '')
      jobs.push({ ...job, job: { ...job.job, company: employer } });
    else jobs.push(job);
    if (job.job.company !== '') employer = job.job.company;
  }
  // each row was read alone: like the entries of a text, the rows of one table share one layout
  return sameLayoutForAll(jobs);
}

/** The section's table lines, row by row (in the order the text gives them). */
function rowsOf(lines: readonly Line[]): Row[] {
  const rows: Row[] = [];
  let last: Row | undefined;
  for (const line of lines) {
    const table = line.layout?.table;
    if (!table) {
      // the list typed under a job's table, outside it, is that job's (a bullet never starts a job)
      if (last && line.bullet) last.more?.push(line);
      else last = undefined;
      continue;
    }
    const key = `${table.id}:${table.row}`;
    let row = rows.find((r) => r.key === key);
    if (!row) {
      row = { key, table: table.id, cells: [], lines: [], more: [] };
      rows.push(row);
    }
    last = row;
    let cell = row.cells.find((c) => c.index === table.cell);
    if (!cell) {
      cell = { index: table.cell, lines: [] };
      row.cells.push(cell);
    }
    cell.lines.push(line);
    row.lines.push(line);
  }
  return rows;
}

/**
 * A text without a layout (a paste, a .txt, a Word file's tabbed paragraphs) writes a table as lines of cells
 * parted by tabs: 'Periode ⇥ Functie ⇥ Werkgever' / 'mrt. 2019 – heden ⇥ Objectbeveiliger ⇥ SecurMaas'. Each
 * such line of three cells or more is a row (two are a title and its dates, which any header reads); a cell's
 * text is its field, the line itself what the job was read from.
 */
const MIN_TEXT_CELLS = 3;

function textRows(lines: readonly Line[]): Row[] {
  const rows: Row[] = [];
  for (const line of lines) {
    if (line.bullet || line.layout?.table || !line.text.includes('\t')) continue;
    const parts = line.text.split('\t').map((part) => part.trim());
    if (parts.filter(Boolean).length < MIN_TEXT_CELLS) continue;
    const cells = parts.flatMap((text, index) =>
      text ? [{ index, lines: [{ ...line, text, raw: text }] }] : [],
    );
    rows.push({ key: `text:${line.from}`, cells, lines: [line], width: parts.length });
  }
  return rows;
}

type Header = Partial<Record<ColumnField, number>> & { readonly row: Row };

const COLUMN = new Map<string, ColumnField>(
  Object.entries(COLUMN_LABELS).flatMap(([field, labels]) => labels.map((l) => [l, field as ColumnField])),
);

/** A first row of one short label per cell, at least one of which names a column: the table's header. */
function headerOf(row: Row): Header | undefined {
  if (row.cells.length < 2 || row.cells.some((cell) => cell.lines.length !== 1)) return undefined;
  const header: Header = { row };
  let named = 0;
  for (const cell of row.cells) {
    const text = cell.lines[0]!.text;
    if (text.split(/\s+/).length > 5 || findPeriod(text)) return undefined;
    const field = columnOf(text);
    if (field && header[field] === undefined) {
      header[field] = cell.index;
      named++;
    }
  }
  return named > 0 ? header : undefined;
}

/** 'Période', 'Wanneer', 'Functie en taken' ('… and tasks' names the position's column too). */
function columnOf(label: string): ColumnField | undefined {
  const folded = fold(label).replace(/[:.]$/, '').trim();
  return COLUMN.get(folded) ?? COLUMN.get(folded.split(/\s+(?:et|and|en|&|\/)\s+/)[0]!);
}

function periodCell(row: Row, header: Header | undefined): Cell | undefined {
  const named = header?.period !== undefined ? row.cells.find((c) => c.index === header.period) : undefined;
  return named ?? row.cells.find((cell) => cell.lines.some(isDates));
}

const isDates = (line: Line) => {
  const found = findPeriod(line.text);
  return found !== undefined && (isRangePeriod(found.period) || found.index === 0);
};

/** The cell's field: its first line and the short lines set like it right after it; the rest is description. */
function fieldOf(cell: Cell): { value: Line[]; rest: Line[] } {
  const lines = cell.lines;
  const firstAt = lines.findIndex((line) => !line.bullet);
  if (firstAt < 0) return { value: [], rest: lines };
  const value = [lines[firstAt]!];
  for (let i = firstAt + 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.bullet || !sameLook(value[0]!.layout, line.layout) || line.text.split(/\s+/).length > 6) break;
    value.push(line);
  }
  return { value, rest: lines.filter((line) => !value.includes(line)) };
}

const sameLook = (a: LayoutLine | undefined, b: LayoutLine | undefined) =>
  a !== undefined &&
  b !== undefined &&
  Boolean(a.bold) === Boolean(b.bold) &&
  Boolean(a.italic) === Boolean(b.italic) &&
  Math.abs(a.size - b.size) < 0.5 &&
  (a.bold === true || a.italic === true);

const joined = (lines: readonly Line[]) => lines.map((line) => line.text).join(' ');

// A column's first lines read as job titles: the position's column.
const TITLE_FEATURES: ReadonlyArray<Feature<string>> = [
  [(text) => hasJobTitleWord(fold(text)), 3],
  [(text) => hasCompanyWord(text) || hasInstitutionWord(fold(text)), -3],
];

/** Of the cells other than the dates', the column whose first lines read as titles in most rows. */
function voteForPosition(rows: readonly Row[], header: Header | undefined): number | undefined {
  const votes = new Map<number, number>();
  for (const row of rows) {
    const dates = periodCell(row, header);
    const candidates = row.cells.filter((cell) => cell !== dates && fieldOf(cell).value.length > 0);
    if (candidates.length < 2) continue;
    const best = bestByFeatures(candidates, [
      [(c) => true, 0.5],
      ...TITLE_FEATURES.map(([has, w]) => [(c: Cell) => has(joined(fieldOf(c).value)), w] as const),
    ]);
    if (best) votes.set(best.index, (votes.get(best.index) ?? 0) + 1);
  }
  return [...votes].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * The column every dated row has its dates in, when there are a few such rows: in it, an undated job's row holds
 * what stands beside the dates (its town, 'Breda'), never its employer.
 */
function columnOfDates(dated: readonly Row[], header: Header | undefined): number | undefined {
  const columns = new Set(dated.map((row) => periodCell(row, header)!.index));
  return dated.length >= 2 && columns.size === 1 ? [...columns][0] : undefined;
}

function readRow(
  row: Row,
  header: Header | undefined,
  positionColumn: number | undefined,
  datesColumn: number | undefined,
): ReadJob | undefined {
  const dates =
    periodCell(row, header) ??
    (row.cells.length > 1 ? row.cells.find((cell) => cell.index === datesColumn) : undefined);
  const period = dates ? periodOf(dates) : undefined;
  const others = row.cells.filter((cell) => cell !== dates);
  if (!period && others.length === 0) return undefined;
  const datesMeta = (dates?.lines ?? []).filter((line) => !period?.lines.includes(line)).map((l) => l.text);
  const meta = datesMeta.length > 0 ? [datesMeta.join(' · ')] : [];
  const more = row.more ?? [];
  // the one cell beside the dates is the whole job ('Periode' / 'Functie' over title, employer and bullets),
  // unless the header names an employer's column too and this cell the position's: the employer's cell is empty
  // (merged over rows), the lines under the title say something about the role ('Agency placement')
  const titleCellOnly =
    header?.company !== undefined && header.position !== undefined && others[0]?.index === header.position;
  if (others.length === 1 && !titleCellOnly)
    return readOneCell(row, { ...others[0]!, lines: [...others[0]!.lines, ...more] }, period, meta);
  let position = '';
  let company = '';
  const description: string[] = [];
  const headerLines: Line[] = [...(period?.lines ?? [])];
  for (const cell of others) {
    const { value, rest } = fieldOf(cell);
    const text = joined(value);
    if (cell.index === positionColumn) position = text;
    else if (company === '' && header?.position !== cell.index) company = text;
    else if (text) description.push(text);
    headerLines.push(...value);
    description.push(...rest.map((line) => line.text));
  }
  description.push(...more.map((line) => line.text));
  return {
    job: { company, position, period: period?.text ?? null, description: [...meta, ...description] },
    employerOnItsLine: false,
    lines: linesOf(row),
    header: headerLines,
  };
}

/** The dates of the row: its first dated line, with the line after it when the period wraps ('June 2020 –' / 'Present'). */
function periodOf(cell: Cell): { text: string; lines: Line[] } | undefined {
  const at = cell.lines.findIndex(isDates);
  if (at < 0) return undefined;
  const first = cell.lines[at]!;
  const next = cell.lines[at + 1];
  if (next && /[-–—]\s*$/.test(first.text)) {
    const both = findPeriod(`${first.text} ${next.text}`);
    if (both && both.period.length > findPeriod(first.text)!.period.length + 1)
      return { text: both.period, lines: [first, next] };
  }
  return { text: findPeriod(first.text)!.period, lines: [first] };
}

const isHeaderShaped = (line: Line) =>
  !line.bullet && line.text.split(/\s+/).length <= 12 && !/[.!?]$/.test(line.text) && !findPeriod(line.text);

/**
 * One cell for the whole job (a margin of dates beside it): its lines are read as any job's header and bullets
 * are, with the row's period put under its title and employer lines, where such a CV would write it.
 */
function readOneCell(
  row: Row,
  cell: Cell,
  period: { text: string; lines: Line[] } | undefined,
  meta: readonly string[],
): ReadJob | undefined {
  if (cell.lines.length === 0) return undefined;
  const dates: Line[] = period
    ? [{ ...period.lines[0]!, text: period.text, raw: period.text, bullet: false }]
    : [];
  // the period goes under the cell's first lines (title, employer), before its bullets and sentences
  let at = 1;
  while (at < Math.min(2, cell.lines.length) && isHeaderShaped(cell.lines[at]!)) at++;
  const [read] = readExperience([...cell.lines.slice(0, at), ...dates, ...cell.lines.slice(at)]);
  if (!read) return undefined;
  return {
    ...read,
    job: {
      ...read.job,
      period: period?.text ?? read.job.period,
      description: [...meta, ...read.job.description],
    },
    lines: linesOf(row),
    header: [...(period?.lines ?? []), ...read.header.filter((line) => !dates.includes(line))],
  };
}
