import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  Paragraph,
  SectionType,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  Textbox,
  TextRun,
  WidthType,
} from 'docx';
import type { Bullet, Cv, Degree, Job, Printed } from './types';

/**
 * Word files as people build them: a table CV, a CV on tab stops with heading styles and bullets, a two-column
 * section, a sidebar in a text box, a header whose contact details sit in a frame.
 */

const RIGHT_TAB = 9600; // twips: the right edge of an A4 text area with 2 cm margins
type Block = Paragraph | Table;
const FONT: Record<Cv['design']['font'], string> = {
  serif: 'Georgia',
  sans: 'Calibri',
  narrow: 'Arial Narrow',
};

const heading = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_1 });
const para = (text: string, opts: { bold?: boolean; italics?: boolean; size?: number } = {}) =>
  new Paragraph({ children: [new TextRun({ text, ...opts })] });

function bullets(list: Bullet[], paragraphs = false): Paragraph[] {
  return list.flatMap((b) => {
    const [text, subs] = typeof b === 'string' ? [b, []] : b;
    if (paragraphs) return [new Paragraph({ text, spacing: { after: 80 } })];
    return [
      new Paragraph({ text, bullet: { level: 0 } }),
      ...subs.map((s) => new Paragraph({ text: s, bullet: { level: 1 } })),
    ];
  });
}

/** A job's head on tab stops: the period right-aligned on the first line, or on its own line. */
function jobHead(j: Job, cv: Cv, withDate = true): Paragraph[] {
  const st = cv.design.job;
  const ctx = j.context ? `, ${j.context}` : '';
  const date = withDate && j.period ? [new TextRun({ text: `\t${j.period}` })] : [];
  const right = st.date === 'right' ? date : [];
  const tabs = [{ type: TabStopType.RIGHT, position: RIGHT_TAB }];
  const first =
    st.order === 'one-line'
      ? [
          new TextRun({ text: j.position, bold: true }),
          new TextRun({ text: `${st.joiner ?? ' | '}${j.company}${ctx}` }),
        ]
      : st.order === 'company-first' || st.order === 'one-line-company-first'
        ? [new TextRun({ text: `${j.company}${ctx}`, bold: true })]
        : [new TextRun({ text: j.position, bold: true })];
  const out = [new Paragraph({ children: [...first, ...right], tabStops: tabs, spacing: { before: 160 } })];
  if (st.order === 'company-first' || st.order === 'one-line-company-first')
    out.push(para(j.position, { italics: true }));
  if (st.order === 'title-first') out.push(para(`${j.company}${ctx}`, { italics: true }));
  if (withDate && j.period && st.date !== 'right') out.push(para(j.period, { italics: true }));
  return out;
}

const degreeParas = (g: Degree, withDate = true): Paragraph[] => [
  new Paragraph({
    children: [
      new TextRun({ text: g.degree, bold: true }),
      ...(withDate && g.period ? [new TextRun(`\t${g.period}`)] : []),
    ],
    tabStops: [{ type: TabStopType.RIGHT, position: RIGHT_TAB }],
    spacing: { before: 100 },
  }),
  ...([g.institution, g.context].some(Boolean)
    ? [para([g.institution, g.context].filter(Boolean).join(', '))]
    : []),
  ...g.details.map((x) => para(x)),
];

function contactLines(cv: Cv): Paragraph[] {
  return [
    new Paragraph({ text: cv.name, heading: HeadingLevel.TITLE }),
    para(cv.headline, { bold: true }),
    para(cv.contact.join(' · ')),
  ];
}

/** Profile, experience, education, certifications, then the side blocks, as headed sections. */
function sections(cv: Cv, jobBlocks: (j: Job) => Block[], degBlocks = (g: Degree) => degreeParas(g)) {
  const parts: [string, Block[]][] = [];
  if (cv.profile) parts.push([cv.profile.heading, [para(cv.profile.text)]]);
  parts.push([cv.exp.heading, cv.exp.jobs.flatMap(jobBlocks)]);
  parts.push([cv.edu.heading, cv.edu.items.flatMap(degBlocks)]);
  if (cv.certs) parts.push([cv.certs.heading, cv.certs.items.map((c) => para(c))]);
  return parts;
}
const sideParts = (cv: Cv): [string, Block[]][] =>
  cv.side.map((b) => [b.heading, b.items.map((i) => para(i))]);
const flat = (parts: [string, Block[]][]) => parts.flatMap(([h, body]) => [heading(h), ...body]);

const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const noBorders = {
  top: NONE,
  bottom: NONE,
  left: NONE,
  right: NONE,
  insideHorizontal: NONE,
  insideVertical: NONE,
};
const cell = (children: Block[], pct: number) =>
  new TableCell({
    children: children.length ? children : [new Paragraph('')],
    width: { size: pct, type: WidthType.PERCENTAGE },
  });

function tableLayout(cv: Cv): { children: Block[]; printed: Printed } {
  const d = cv.design;
  const table = (rows: TableRow[]) =>
    new Table({
      rows,
      width: { size: 100, type: WidthType.PERCENTAGE },
      ...(d.borders ? {} : { borders: noBorders }),
    });
  const jobRow = (j: Job) =>
    new TableRow({
      cantSplit: true,
      children: d.threeColumns
        ? [
            cell([para(j.period ?? '')], 18),
            cell(
              [para(j.company, { bold: true }), ...(j.context ? [para(j.context, { italics: true })] : [])],
              24,
            ),
            cell([para(j.position, { bold: true }), ...bullets(j.bullets, d.job.paragraphs)], 58),
          ]
        : [
            cell([para(j.period ?? '')], 22),
            cell([...jobHead(j, cv, false), ...bullets(j.bullets, d.job.paragraphs)], 78),
          ],
    });
  const degRow = (g: Degree) =>
    new TableRow({ children: [cell([para(g.period ?? '')], 22), cell(degreeParas(g, false), 78)] });
  const parts = sections(
    cv,
    () => [],
    () => [],
  );
  const children: Block[] = [...contactLines(cv)];
  for (const [h, body] of parts) {
    children.push(heading(h));
    if (h === cv.exp.heading) children.push(table(cv.exp.jobs.map(jobRow)));
    else if (h === cv.edu.heading) children.push(table(cv.edu.items.map(degRow)));
    else children.push(...body);
  }
  const side = sideParts(cv);
  children.push(...flat(side));
  return { children, printed: { sections: [...parts, ...side].map((p) => p[0]) } };
}

const jobBlocks = (cv: Cv) => (j: Job) => [
  ...jobHead(j, cv),
  ...bullets(j.bullets, cv.design.job.paragraphs),
];

export function renderDocx(cv: Cv): { doc: Document; printed: Printed } {
  const d = cv.design;
  const styles = {
    default: { document: { run: { font: FONT[d.font], size: d.size * 2 } } },
    paragraphStyles: [
      {
        id: 'Heading1',
        name: 'Heading 1',
        basedOn: 'Normal',
        next: 'Normal',
        run: { bold: true, color: d.accent.replace('#', ''), size: (d.size + 3) * 2, allCaps: true },
        paragraph: { spacing: { before: 280, after: 100 } },
      },
    ],
  };
  const margins = { page: { margin: { top: 1000, bottom: 1000, left: 1134, right: 1134 } } };
  const make = (sectionsList: ConstructorParameters<typeof Document>[0]['sections']) =>
    new Document({ creator: 'probe-docs', styles, sections: sectionsList });
  const main = sections(cv, jobBlocks(cv));
  const side = sideParts(cv);
  const names = (p: [string, Block[]][]) => p.map((x) => x[0]);

  if (cv.layout === 'table' || cv.layout === 'europass') {
    const t = tableLayout(cv);
    return { doc: make([{ properties: margins, children: t.children }]), printed: t.printed };
  }
  if (cv.layout === 'two-columns') {
    return {
      doc: make([
        { properties: margins, children: contactLines(cv) },
        {
          properties: {
            ...margins,
            type: SectionType.CONTINUOUS,
            column: { count: 2, space: 567, separate: true },
          },
          children: flat([...main, ...side]),
        },
      ]),
      printed: { sections: names([...main, ...side]) },
    };
  }
  if (cv.layout === 'sidebar') {
    const accent = d.accent.replace('#', '');
    const boxText = [
      new Paragraph({ children: [new TextRun({ text: cv.name, bold: true, size: 30, color: accent })] }),
      new Paragraph({
        children: [new TextRun({ text: cv.headline, color: '333333' })],
        spacing: { after: 200 },
      }),
      ...[['Contact', cv.contact] as const, ...cv.side.map((b) => [b.heading, b.items] as const)].flatMap(
        ([h, items]) => [
          new Paragraph({
            children: [new TextRun({ text: h.toUpperCase(), bold: true, color: accent })],
            spacing: { before: 200 },
          }),
          ...items.map(
            (i) =>
              new Paragraph({
                children: [new TextRun({ text: i, color: '333333', size: (d.size - 1) * 2 })],
              }),
          ),
        ],
      ),
    ];
    const box = new Textbox({
      // anchored to the page's left edge, beside the text (whose left margin is wider): a Word CV's usual sidebar
      style: {
        position: 'absolute',
        positionHorizontal: 'absolute',
        positionHorizontalRelative: 'page',
        positionVertical: 'absolute',
        positionVerticalRelative: 'page',
        left: '0.8cm',
        top: '1.6cm',
        width: '5.6cm',
        height: '26cm',
        zIndex: -1,
        wrapStyle: 'none',
      },
      children: boxText,
    });
    return {
      doc: make([
        {
          properties: { page: { margin: { top: 900, bottom: 900, left: 4100, right: 900 } } },
          children: [new Paragraph({ children: [box] }), ...flat(main)],
        },
      ]),
      printed: {
        sections: ['Contact', ...names(side), ...names(main)],
        columns: { side: ['Contact', ...names(side)], main: names(main) },
      },
    };
  }
  if (cv.layout === 'header-band') {
    const frame = new Paragraph({
      frame: {
        type: 'alignment',
        width: 3800,
        height: 1400,
        alignment: { x: 'right', y: 'top' },
        anchor: { horizontal: 'margin', vertical: 'margin' },
      } as never,
      shading: { type: ShadingType.CLEAR, fill: 'EEF2F7', color: 'auto' },
      children: cv.contact.flatMap((c, i) => [
        new TextRun({ text: c, size: (d.size - 1) * 2, break: i ? 1 : 0 }),
      ]),
    });
    const top = [
      frame,
      new Paragraph({
        children: [new TextRun({ text: cv.name, bold: true, size: 44, color: d.accent.replace('#', '') })],
      }),
      new Paragraph({
        children: [new TextRun({ text: cv.headline, size: 26 })],
        spacing: { after: 500 },
        alignment: AlignmentType.LEFT,
      }),
    ];
    return {
      doc: make([{ properties: margins, children: [...top, ...flat([...main, ...side])] }]),
      printed: { sections: names([...main, ...side]) },
    };
  }
  return {
    doc: make([{ properties: margins, children: [...contactLines(cv), ...flat([...main, ...side])] }]),
    printed: { sections: names([...main, ...side]) },
  };
}
