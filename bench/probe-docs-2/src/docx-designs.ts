import {
  AlignmentType,
  Document,
  FrameAnchorType,
  HeadingLevel,
  HorizontalPositionAlign,
  LevelFormat,
  Packer,
  Paragraph,
  type Table,
  TabStopType,
  TextRun,
  VerticalPositionAlign,
} from 'docx';
import { bullet, heading, jobsGdocs, jobsThreeCol, jobsWord, p } from './docx-parts';
import type { Cv, Design } from './types';

/** The Word designs, built with the docx package: a three-column table, heading styles with tab stops and a frame, a borderless table. */

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
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [new TextRun({ text: cv.name, bold: true, size: 40, color: cv.colour })],
    }),
    new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: cv.title, size: 24 })] }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [new TextRun({ text: cv.contact.join(' | '), color: '555555' })],
    }),
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
        children: [
          new TextRun({ text: d.degree, bold: true }),
          new TextRun(d.institution ? `, ${d.institution}` : ''),
          new TextRun(`\t${d.period ?? ''}`),
        ],
      }),
    );
  if (cv.certHeading && cv.certifications.length)
    children.push(heading(cv, cv.certHeading), ...cv.certifications.map(bullet));
  for (const s of cv.extra) children.push(heading(cv, s.heading), ...s.items.map(bullet));
  const doc = new Document({
    creator: 'probe-docs-2',
    styles: { default: { document: { run: { font: cv.font, size: Math.round(cv.size * 2) } } } },
    numbering: {
      config: [
        {
          reference: 'dots',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 260 } } },
            },
          ],
        },
      ],
    },
    sections: [
      { properties: { page: { margin: { top: 1000, bottom: 1000, left: 1100, right: 1100 } } }, children },
    ],
  });
  return Packer.toBuffer(doc);
}

export const docxDesigns: Design[] = ['docx-three-col', 'docx-word', 'docx-gdocs'];
