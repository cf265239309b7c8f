import {
  AlignmentType,
  BorderStyle,
  HeadingLevel,
  LevelFormat,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';
import type { GeneratedCv, Job } from '../../content/generated-cv';
import type { Random } from '../../random';
import type { SectionKind } from '../../vocabulary/headings';
import { TABLE_COLUMNS } from '../../vocabulary/labels';
import { type ListStyle, languageText } from '../html/sections-html';

/**
 * The pieces of a Word CV written with the `docx` package: headings with Word's own heading styles, entries
 * with the dates on a right tab stop, bullets from a numbering definition (real Word lists, not '•'
 * characters), skills in a borderless table, and the experience as a table of period and role.
 */

export type Block = Paragraph | Table;

export const BULLETS = 'cv-bullets';

export const numbering = {
  config: [
    {
      reference: BULLETS,
      levels: [
        {
          level: 0,
          format: LevelFormat.BULLET,
          text: '•',
          alignment: AlignmentType.LEFT,
          style: { paragraph: { indent: { left: 360, hanging: 240 } } },
        },
      ],
    },
  ],
};

/** The text width of an A4 page with 2 cm margins, in twentieths of a point (a right tab stop's place). */
export const TEXT_WIDTH = 9638;

export const heading = (text: string): Paragraph => new Paragraph({ heading: HeadingLevel.HEADING_1, text });

export const bullet = (text: string): Paragraph =>
  new Paragraph({ numbering: { reference: BULLETS, level: 0 }, children: [new TextRun(text)] });

const plain = (text: string, options: { bold?: boolean; italics?: boolean } = {}) =>
  new Paragraph({ children: [new TextRun({ text, ...options })] });

/** Title left, dates on a right tab stop: 'Comptable — Cabinet Morel<TAB>03/2019 – 06/2021'. */
function tabbed(left: TextRun[], right: string | null): Paragraph {
  return new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: TEXT_WIDTH }],
    children: right ? [...left, new TextRun({ text: `\t${right}` })] : left,
  });
}

export function jobBody(job: Job): Paragraph[] {
  const context = job.context ? [plain(job.context, { italics: true })] : [];
  const items = job.paragraph ? [plain(job.bullets[0]!)] : job.bullets.map(bullet);
  return [...context, ...items];
}

export function jobBlocks(
  job: Job,
  order: 'title-first' | 'company-first',
  separator: string,
  styled: boolean,
): Block[] {
  const first = order === 'title-first' ? job.position : job.company;
  const second = order === 'title-first' ? job.company : job.position;
  const where = job.location ? [plain(job.location, { italics: true })] : [];
  const header = styled
    ? new Paragraph({
        heading: HeadingLevel.HEADING_2,
        tabStops: [{ type: TabStopType.RIGHT, position: TEXT_WIDTH }],
        children: [
          new TextRun(`${first}${separator}${second}`),
          ...(job.period ? [new TextRun(`\t${job.period}`)] : []),
        ],
      })
    : tabbed([new TextRun({ text: first, bold: true }), new TextRun(`${separator}${second}`)], job.period);
  return [header, ...where, ...jobBody(job)];
}

const noBorders = {
  top: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  bottom: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  left: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  right: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  insideHorizontal: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  insideVertical: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
};

/** The experience as a two-column table: the period (and town) at the left, the role and bullets at the right. */
export function experienceTable(cv: GeneratedCv, random: Random, headerRow: boolean): Table {
  const words = TABLE_COLUMNS[cv.lang];
  const cell = (children: Paragraph[], width: number) =>
    new TableCell({ children, width: { size: width, type: WidthType.PERCENTAGE } });
  const rows = cv.experience.flatMap((group) =>
    group.jobs.map(
      (job) =>
        new TableRow({
          children: [
            cell(
              [plain(job.period ?? ''), ...(job.location ? [plain(job.location, { italics: true })] : [])],
              26,
            ),
            cell([plain(job.position, { bold: true }), plain(job.company), ...jobBody(job)], 74),
          ],
        }),
    ),
  );
  const header = new TableRow({
    tableHeader: true,
    children: [
      cell([plain(random.pick(words.period), { bold: true })], 26),
      cell([plain(random.pick(words.role), { bold: true })], 74),
    ],
  });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: headerRow ? [header, ...rows] : rows,
    ...(random.chance(0.5) ? { borders: noBorders } : {}),
  });
}

function skillsTable(values: string[], columns: number): Table {
  const rows: TableRow[] = [];
  for (let i = 0; i < values.length; i += columns) {
    const cells = Array.from(
      { length: columns },
      (_, c) => new TableCell({ children: [plain(values[i + c] ?? '')] }),
    );
    rows.push(new TableRow({ children: cells }));
  }
  return new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows, borders: noBorders });
}

export function otherSectionBlocks(
  kind: SectionKind,
  cv: GeneratedCv,
  list: ListStyle,
  tables: boolean,
): Block[] {
  const listed = (values: string[]) =>
    list.form === 'list' ? values.map(bullet) : [plain(values.join(list.join))];
  switch (kind) {
    case 'summary':
      return [plain(cv.summary)];
    case 'education':
      return cv.education.flatMap((d) => [
        tabbed([new TextRun({ text: d.degree, bold: true })], d.period),
        plain(d.school),
      ]);
    case 'skills':
      return tables && cv.skills.length > 3 ? [skillsTable(cv.skills, 3)] : listed(cv.skills);
    case 'certifications':
      return cv.certifications.map(bullet);
    case 'languages':
      return listed(cv.languages.map((l) => languageText(l.name, l.level, list)));
    case 'interests':
      return listed(cv.interests);
    case 'experience':
      return [];
  }
}
