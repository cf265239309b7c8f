import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  LevelFormat,
  Paragraph,
  SectionType,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  Textbox,
  TextRun,
  WidthType,
} from 'docx';
import { type Cv, type Degree, groupByEmployer, type Job } from './cv';
import { variant } from './html-parts';

/** Fonts a Word user picks (named in the file; the reader gets the text whatever the font). */
const FONTS = ['Calibri', 'Cambria', 'Arial', 'Garamond', 'Segoe UI'];
const font = (cv: Cv): string => FONTS[cv.id.length % FONTS.length]!;
const half = (cv: Cv): number => 19 + (cv.id.length % 5); // 9.5–11.5 pt
const accent = (cv: Cv): string => variant(cv).accent.slice(1);

const p = (text: string, o: { bold?: boolean; italics?: boolean; color?: string; size?: number } = {}) =>
  new Paragraph({ children: [new TextRun({ text, ...o })] });
const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const noBorders = {
  top: none,
  bottom: none,
  left: none,
  right: none,
  insideHorizontal: none,
  insideVertical: none,
};

/** Bullet lists as Word numbering: a glyph per CV design, or decimal numbers. */
function numbering(glyph: string) {
  return {
    config: [
      {
        reference: 'items',
        levels: [
          {
            level: 0,
            format: glyph === '1.' ? LevelFormat.DECIMAL : LevelFormat.BULLET,
            text: glyph === '1.' ? '%1.' : glyph,
            alignment: AlignmentType.LEFT,
            style: { paragraph: { indent: { left: 360, hanging: 260 } } },
          },
        ],
      },
    ],
  };
}
const item = (text: string, instance = 0) =>
  new Paragraph({ text, numbering: { reference: 'items', level: 0, instance } });

function doc(
  cv: Cv,
  glyph: string,
  sections: ConstructorParameters<typeof Document>[0]['sections'],
): Document {
  return new Document({
    creator: cv.name,
    title: `CV ${cv.name}`,
    styles: { default: { document: { run: { font: font(cv), size: half(cv) } } } },
    numbering: numbering(glyph),
    sections,
  });
}

const degreeLine = (d: Degree): string =>
  [d.degree, d.institution, d.place, d.period].filter(Boolean).join(', ');
const tail = (cv: Cv, heading: (t: string) => Paragraph) => [
  heading(cv.headings.education),
  ...cv.education.flatMap((d) => [p(degreeLine(d)), ...d.details.map((x) => item(x))]),
  ...(cv.headings.certifications && cv.certifications.length
    ? [heading(cv.headings.certifications), ...cv.certifications.map((c) => item(c))]
    : []),
  heading(cv.headings.skills),
  p(cv.skills.join(', ')),
  heading(cv.headings.languages),
  p(cv.languages.join(', ')),
];

/** Title and Heading styles; after a continuous section break, two newspaper columns. */
function headings2col(cv: Cv): Document {
  const h1 = (t: string) => new Paragraph({ text: t, heading: HeadingLevel.HEADING_1 });
  const job = (j: Job) => [
    new Paragraph({ text: j.position, heading: HeadingLevel.HEADING_2 }),
    new Paragraph({
      children: [
        new TextRun({ text: j.company, bold: true }),
        ...(j.place ? [new TextRun(`, ${j.place}`)] : []),
      ],
    }),
    p(j.period, { italics: true, color: '666666' }),
    ...j.bullets.map((b) => item(b)),
  ];
  return doc(cv, '•', [
    {
      properties: {},
      children: [
        new Paragraph({ text: cv.name, heading: HeadingLevel.TITLE }),
        p(cv.title, { color: accent(cv), size: 26 }),
        p(cv.contacts.join(' • ')),
        h1(cv.headings.profile),
        p(cv.profile),
      ],
    },
    {
      properties: { type: SectionType.CONTINUOUS, column: { count: 2, space: 560, equalWidth: true } },
      children: [h1(cv.headings.experience), ...cv.jobs.flatMap(job), ...tail(cv, h1)],
    },
  ]);
}

/** Each job a table: row 1 employer | dates, row 2 (both cells merged) role and bullets. */
function jobTable(cv: Cv, glyph: string): Document {
  const head = (t: string) =>
    new Paragraph({
      children: [new TextRun({ text: t, bold: true, color: accent(cv), size: 24 })],
      spacing: { before: 240, after: 80 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: accent(cv), space: 1 } },
    });
  const line = { style: BorderStyle.SINGLE, size: 4, color: 'BBBBBB' };
  const table = (j: Job) =>
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      columnWidths: [6400, 2600],
      borders: { ...noBorders, top: line, bottom: line },
      rows: [
        new TableRow({
          children: [
            new TableCell({
              children: [
                new Paragraph({
                  children: [
                    new TextRun({ text: j.company, bold: true }),
                    ...(j.place ? [new TextRun(` – ${j.place}`)] : []),
                  ],
                }),
              ],
            }),
            new TableCell({ children: [new Paragraph({ text: j.period, alignment: AlignmentType.RIGHT })] }),
          ],
        }),
        new TableRow({
          children: [
            new TableCell({
              columnSpan: 2,
              children: [p(j.position, { italics: true }), ...j.bullets.map((b) => item(b))],
            }),
          ],
        }),
      ],
    });
  const gap = () => new Paragraph({ text: '' });
  return doc(cv, glyph, [
    {
      properties: {},
      children: [
        p(cv.name, { bold: true, size: 36 }),
        p(cv.title, { color: accent(cv) }),
        p(cv.contacts.join(' | '), { size: 18 }),
        head(cv.headings.profile),
        p(cv.profile),
        head(cv.headings.experience),
        ...cv.jobs.flatMap((j) => [table(j), gap()]),
        ...tail(cv, head),
      ],
    },
  ]);
}

/** Contacts, skills, languages and interests in an anchored text box at the left of the page. */
function textboxSidebar(cv: Cv): Document {
  const left = { indent: { left: 3700 } };
  const body = (t: string, o: { bold?: boolean; italics?: boolean; color?: string; size?: number } = {}) =>
    new Paragraph({ ...left, children: [new TextRun({ text: t, ...o })] });
  const head = (t: string) =>
    new Paragraph({
      ...left,
      spacing: { before: 200, after: 60 },
      children: [new TextRun({ text: t, bold: true, color: accent(cv), size: 24 })],
    });
  const side = (t: string) =>
    new Paragraph({
      children: [new TextRun({ text: t, bold: true, color: accent(cv) })],
      spacing: { before: 160 },
    });
  const tab = [{ type: TabStopType.RIGHT, position: 10400 }];
  const bullets = (j: Job) =>
    j.bullets.map(
      (b) =>
        new Paragraph({
          text: b,
          numbering: { reference: 'items', level: 0 },
          indent: { left: 4000, hanging: 260 },
        }),
    );
  const group = (jobs: Job[]) => {
    const first = jobs[0]!;
    const emp = `${first.company}${first.place ? ` (${first.place})` : ''}`;
    if (jobs.length === 1)
      return [
        new Paragraph({
          ...left,
          tabStops: tab,
          spacing: { before: 120 },
          children: [new TextRun({ text: emp, bold: true }), new TextRun(`\t${first.period}`)],
        }),
        body(first.position, { italics: true }),
        ...bullets(first),
      ];
    return [
      new Paragraph({
        ...left,
        spacing: { before: 120 },
        children: [new TextRun({ text: emp, bold: true })],
      }),
      ...jobs.flatMap((j) => [
        new Paragraph({
          ...left,
          tabStops: tab,
          children: [new TextRun({ text: j.position, italics: true }), new TextRun(`\t${j.period}`)],
        }),
        ...bullets(j),
      ]),
    ];
  };
  const h = cv.headings;
  const box = new Textbox({
    style: {
      position: 'absolute',
      positionHorizontal: 'absolute',
      positionHorizontalRelative: 'page',
      positionVertical: 'absolute',
      positionVerticalRelative: 'page',
      left: '12mm',
      top: '14mm',
      width: '55mm',
      height: '265mm',
    },
    children: [
      ...cv.contacts.map((c) => p(c, { size: 17 })),
      side(h.skills),
      ...cv.skills.map((s) => p(s)),
      side(h.languages),
      ...cv.languages.map((s) => p(s)),
      ...(h.interests && cv.interests?.length ? [side(h.interests), ...cv.interests.map((s) => p(s))] : []),
    ],
  });
  return doc(cv, '▸', [
    {
      properties: { page: { margin: { top: 800, bottom: 800, left: 700, right: 900 } } },
      children: [
        box,
        body(cv.name, { bold: true, size: 40, color: accent(cv) }),
        body(cv.title, { size: 24 }),
        head(h.profile),
        body(cv.profile),
        head(h.experience),
        ...groupByEmployer(cv.jobs).flatMap(group),
        head(h.education),
        ...cv.education.flatMap((d) => [
          new Paragraph({
            ...left,
            tabStops: tab,
            children: [
              new TextRun({ text: d.degree, bold: true }),
              new TextRun(d.period ? `\t${d.period}` : ''),
            ],
          }),
          ...(d.institution || d.place ? [body([d.institution, d.place].filter(Boolean).join(', '))] : []),
          ...d.details.map((x) => body(x)),
        ]),
        ...(h.certifications && cv.certifications.length
          ? [head(h.certifications), ...cv.certifications.map((c) => body(c))]
          : []),
      ],
    },
  ]);
}

/** The classic Word CV: dates, a tab, employer and place on a hanging indent; the role below; list bullets. */
function hangingDates(cv: Cv, glyph: string): Document {
  const hang = {
    indent: { left: 2200, hanging: 2200 },
    tabStops: [{ type: TabStopType.LEFT, position: 2200 }],
  };
  const head = (t: string) =>
    new Paragraph({
      children: [new TextRun({ text: t, bold: true, size: 24 })],
      spacing: { before: 240, after: 80 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: '000000', space: 1 } },
    });
  const job = (j: Job, i: number) => [
    new Paragraph({
      ...hang,
      spacing: { before: 120 },
      children: [
        new TextRun(j.period),
        new TextRun({ text: `\t${j.company}`, bold: true }),
        ...(j.place ? [new TextRun(`, ${j.place}`)] : []),
      ],
    }),
    new Paragraph({ indent: { left: 2200 }, children: [new TextRun({ text: j.position, italics: true })] }),
    ...j.bullets.map(
      (b) =>
        new Paragraph({
          text: b,
          numbering: { reference: 'items', level: 0, instance: i },
          indent: { left: 2560, hanging: 300 },
        }),
    ),
  ];
  const deg = (d: Degree) => [
    new Paragraph({
      ...hang,
      children: [new TextRun(d.period ?? ''), new TextRun({ text: `\t${d.degree}`, bold: true })],
    }),
    ...(d.institution || d.place
      ? [new Paragraph({ indent: { left: 2200 }, text: [d.institution, d.place].filter(Boolean).join(', ') })]
      : []),
    ...d.details.map((x) => new Paragraph({ indent: { left: 2200 }, text: x })),
  ];
  const h = cv.headings;
  return doc(cv, glyph, [
    {
      properties: {},
      children: [
        new Paragraph({
          alignment: AlignmentType.CENTER,
          children: [new TextRun({ text: cv.name, bold: true, size: 34 })],
        }),
        new Paragraph({
          alignment: AlignmentType.CENTER,
          children: [new TextRun({ text: cv.title, color: accent(cv) })],
        }),
        new Paragraph({
          alignment: AlignmentType.CENTER,
          children: [new TextRun({ text: cv.contacts.join(' – '), size: 18 })],
        }),
        head(h.profile),
        p(cv.profile),
        head(h.experience),
        ...cv.jobs.flatMap(job),
        head(h.education),
        ...cv.education.flatMap(deg),
        ...(h.certifications && cv.certifications.length
          ? [head(h.certifications), ...cv.certifications.map((c) => item(c, 99))]
          : []),
        head(h.skills),
        p(cv.skills.join(' · ')),
        head(h.languages),
        p(cv.languages.join(' · ')),
      ],
    },
  ]);
}

/** Bullet glyph per CV (from its id) for the designs whose author chose one. */
const GLYPHS = ['•', '✓', '1.', '–', '▸'];
const glyphOf = (cv: Cv) => GLYPHS[cv.id.length % GLYPHS.length]!;

export const DOCX_DESIGNS: Partial<Record<Cv['design'], (cv: Cv) => Document>> = {
  'docx-headings-2col': headings2col,
  'docx-job-table': (cv) => jobTable(cv, glyphOf(cv)),
  'docx-textbox-sidebar': textboxSidebar,
  'docx-hanging-dates': (cv) => hangingDates(cv, glyphOf(cv)),
};
