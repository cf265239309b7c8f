import {
  AlignmentType,
  BorderStyle,
  HeadingLevel,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';
import type { Cv, Job } from './types';

/** Word building blocks and the three ways the Word designs print the jobs. */

export const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
export const noBorders = {
  top: none,
  bottom: none,
  left: none,
  right: none,
  insideHorizontal: none,
  insideVertical: none,
};
export const p = (
  text: string,
  opts: { bold?: boolean; italics?: boolean; size?: number; color?: string } = {},
) => new Paragraph({ children: [new TextRun({ text, ...opts })] });
export const bullet = (text: string) => new Paragraph({ text, numbering: { reference: 'dots', level: 0 } });
export const cell = (children: Paragraph[], pct: number) =>
  new TableCell({
    children: children.length ? children : [new Paragraph('')],
    width: { size: pct, type: WidthType.PERCENTAGE },
  });

export function heading(cv: Cv, text: string): Paragraph {
  if (cv.design === 'docx-word') return new Paragraph({ text, heading: HeadingLevel.HEADING_1 });
  return new Paragraph({
    spacing: { before: 240, after: 80 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: cv.colour, space: 1 } },
    children: [new TextRun({ text, bold: true, color: cv.colour, size: 24 })],
  });
}

export function jobsThreeCol(cv: Cv): Table {
  const row = (j: Job) =>
    new TableRow({
      children: [
        cell([p(j.period ?? '', { bold: true })], 18),
        cell(
          [p(j.company, { bold: true }), ...j.meta.map((m) => p(m, { italics: true, color: '666666' }))],
          28,
        ),
        cell([p(j.position, { bold: true }), ...j.bullets.map(bullet)], 54),
      ],
    });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: noBorders,
    rows: cv.jobs.map(row),
  });
}

export function jobsWord(cv: Cv): Paragraph[] {
  return cv.jobs.flatMap((j) => [
    new Paragraph({
      spacing: { before: 160 },
      tabStops: [{ type: TabStopType.RIGHT, position: 9600 }],
      children: [
        new TextRun({ text: `${j.position}${cv.sep}${j.company}`, bold: true }),
        new TextRun({ text: `\t${j.period ?? ''}` }),
      ],
    }),
    ...(j.meta.length ? [p(j.meta.join(' · '), { italics: true })] : []),
    ...j.bullets.map(bullet),
  ]);
}

export function jobsGdocs(cv: Cv): (Paragraph | Table)[] {
  return cv.jobs.flatMap((j) => [
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      borders: noBorders,
      rows: [
        new TableRow({
          children: [
            cell([p(j.company, { bold: true })], 70),
            cell(
              [new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun(j.period ?? '')] })],
              30,
            ),
          ],
        }),
        new TableRow({
          children: [
            cell([p(j.position, { italics: true })], 70),
            cell(
              [
                new Paragraph({
                  alignment: AlignmentType.RIGHT,
                  children: [new TextRun({ text: j.meta.join(' · '), italics: true })],
                }),
              ],
              30,
            ),
          ],
        }),
      ],
    }),
    ...j.bullets.map(bullet),
  ]);
}
