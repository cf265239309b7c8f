import {
  AlignmentType,
  BorderStyle,
  Document,
  FrameAnchorType,
  HeadingLevel,
  HorizontalPositionAlign,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  VerticalPositionAlign,
  WidthType,
} from 'docx';
import type { Cv, Design, Job } from './types';

/** The Word designs, built with the docx package: a three-column table, heading styles with tab stops and a frame, a borderless table. */

const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const noBorders = { top: none, bottom: none, left: none, right: none, insideHorizontal: none, insideVertical: none };
const p = (text: string, opts: { bold?: boolean; italics?: boolean; size?: number; color?: string } = {}) =>
  new Paragraph({ children: [new TextRun({ text, ...opts })] });
const bullet = (text: string) => new Paragraph({ text, numbering: { reference: 'dots', level: 0 } });
const cell = (children: Paragraph[], pct: number) =>
  new TableCell({ children: children.length ? children : [new Paragraph('')], width: { size: pct, type: WidthType.PERCENTAGE } });

function heading(cv: Cv, text: string): Paragraph {
  if (cv.design === 'docx-word') return new Paragraph({ text, heading: HeadingLevel.HEADING_1 });
  return new Paragraph({
    spacing: { before: 240, after: 80 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: cv.colour, space: 1 } },
    children: [new TextRun({ text, bold: true, color: cv.colour, size: 24 })],
  });
}

function jobsThreeCol(cv: Cv): Table {
  const row = (j: Job) =>
    new TableRow({
      children: [
        cell([p(j.period ?? '', { bold: true })], 18),
        cell([p(j.company, { bold: true }), ...j.meta.map((m) => p(m, { italics: true, color: '666666' }))], 28),
        cell([p(j.position, { bold: true }), ...j.bullets.map(bullet)], 54),
      ],
    });
  return new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, borders: noBorders, rows: cv.jobs.map(row) });
}

function jobsWord(cv: Cv): Paragraph[] {
  return cv.jobs.flatMap((j) => [
    new Paragraph({
      spacing: { before: 160 },
      tabStops: [{ type: TabStopType.RIGHT, position: 9600 }],
      children: [new TextRun({ text: `${j.position}${cv.sep}${j.company}`, bold: true }), new TextRun({ text: `\t${j.period ?? ''}` })],
    }),
    ...(j.meta.length ? [p(j.meta.join(' · '), { italics: true })] : []),
    ...j.bullets.map(bullet),
  ]);
}

function jobsGdocs(cv: Cv): (Paragraph | Table)[] {
  return cv.jobs.flatMap((j) => [
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      borders: noBorders,
      rows: [
        new TableRow({ children: [cell([p(j.company, { bold: true })], 70), cell([new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun(j.period ?? '')] })], 30)] }),
        new TableRow({ children: [cell([p(j.position, { italics: true })], 70), cell([new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun({ text: j.meta.join(' · '), italics: true })] })], 30)] }),
      ],
    }),
    ...j.bullets.map(bullet),
  ]);
}

function header(cv: Cv): Paragraph[] {
  if (cv.design === 'docx-word')
    // The contacts sit in a frame at the top right, beside the name, as Word's "résumé" templates do.
    return [
      new Paragraph({
        frame: {
          type: 'alignment',
          width: 3600,
          height: 1000,
          anchor: { horizontal: FrameAnchorType.MARGIN, vertical: FrameAnchorType.MARGIN },
          alignment: { x: HorizontalPositionAlign.RIGHT, y: VerticalPositionAlign.TOP },
        },
        alignment: AlignmentType.RIGHT,
        children: cv.contact.flatMap((c, i) => [new TextRun({ text: c, break: i ? 1 : 0 })]),
      }),
      new Paragraph({ text: cv.name, heading: HeadingLevel.TITLE }),
      p(cv.title, { italics: true, size: 26 }),
    ];
  return [
    new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: cv.name, bold: true, size: 40, color: cv.colour })] }),
    new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: cv.title, size: 24 })] }),
    new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: cv.contact.join(' | '), color: '555555' })] }),
  ];
}

export async function renderDocx(cv: Cv): Promise<Buffer> {
  const jobs: Record<string, (cv: Cv) => (Paragraph | Table)[]> = {
    'docx-three-col': (c) => [jobsThreeCol(c)],
    'docx-word': jobsWord,
    'docx-gdocs': jobsGdocs,
  };
  const children: (Paragraph | Table)[] = [...header(cv)];
  if (cv.profile) children.push(heading(cv, cv.profile.heading), ...cv.profile.items.map((t) => p(t)));
  children.push(heading(cv, cv.expHeading), ...jobs[cv.design]!(cv), heading(cv, cv.eduHeading));
  for (const d of cv.education)
    children.push(
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: 9600 }],
        children: [new TextRun({ text: d.degree, bold: true }), new TextRun(d.institution ? `, ${d.institution}` : ''), new TextRun(`\t${d.period ?? ''}`)],
      }),
    );
  if (cv.certHeading && cv.certifications.length) children.push(heading(cv, cv.certHeading), ...cv.certifications.map(bullet));
  for (const s of cv.extra) children.push(heading(cv, s.heading), ...s.items.map(bullet));
  const doc = new Document({
    creator: 'probe-docs-2',
    styles: { default: { document: { run: { font: cv.font, size: Math.round(cv.size * 2) } } } },
    numbering: {
      config: [
        {
          reference: 'dots',
          levels: [{ level: 0, format: LevelFormat.BULLET, text: '•', alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: 360, hanging: 260 } } } }],
        },
      ],
    },
    sections: [{ properties: { page: { margin: { top: 1000, bottom: 1000, left: 1100, right: 1100 } } }, children }],
  });
  return Packer.toBuffer(doc);
}

export const docxDesigns: Design[] = ['docx-three-col', 'docx-word', 'docx-gdocs'];
