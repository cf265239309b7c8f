import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { GeneratedCv } from '../../content/generated-cv';
import type { Random } from '../../random';
import type { Family } from '../family';
import { pickListStyle } from '../html/sections-html';
import {
  type Block,
  experienceTable,
  heading,
  jobBlocks,
  numbering,
  otherSectionBlocks,
} from './docx-blocks';
import { type BoxParagraph, boxMarker, injectTextBoxes, textBoxXml } from './text-box-xml';

/**
 * Word files. `docx-headings`: Word heading styles for sections (and sometimes entries), real bulleted lists,
 * dates on a right tab stop, skills in a table. `docx-table`: the experience as a table of period and role,
 * as Europass-like Word templates build it. `docx-text-boxes`: a consultancy-style template whose name and
 * headline, profile, or current job sit in text boxes (DrawingML with its VML fallback), the rest in the body.
 */

type BoxKind = 'name' | 'profile' | 'current';

interface DocxOptions {
  tables: boolean;
  experienceAsTable: boolean;
  boxes: Set<BoxKind>;
}

function separatorFor(cv: GeneratedCv, random: Random): string {
  const texts = cv.experience.flatMap((g) => [g.company, ...g.jobs.map((j) => j.position)]);
  const options = [' — ', ' | ', ' – ', ', '].filter((s) => !texts.some((t) => t.includes(s.trim())));
  return random.pick(options.length ? options : [' — ']);
}

async function buildDocx(cv: GeneratedCv, random: Random, options: DocxOptions): Promise<Uint8Array> {
  const list = pickListStyle(random);
  const order = random.pick(['title-first', 'company-first'] as const);
  const separator = separatorFor(cv, random);
  const styledEntries = random.chance(0.5);
  const boxes: string[] = [];
  const box = (paragraphs: BoxParagraph[], height: number) => {
    boxes.push(textBoxXml(boxes.length, paragraphs, height, random.pick(['EEF2F6', 'F4EFE6', 'FFFFFF'])));
    return new Paragraph({ children: [new TextRun(boxMarker(boxes.length - 1))] });
  };
  const contact = [cv.city, cv.phone, cv.email, cv.linkedin].filter(Boolean).join(' · ');
  const children: Block[] = options.boxes.has('name')
    ? [
        box(
          [{ text: cv.name, bold: true, size: 40 }, { text: cv.title, size: 26 }, { text: contact }],
          1100000,
        ),
      ]
    : [
        new Paragraph({ heading: HeadingLevel.TITLE, text: cv.name }),
        new Paragraph({ children: [new TextRun({ text: cv.title, bold: true })] }),
        new Paragraph({ text: contact }),
      ];
  for (const { kind, heading: text } of cv.sections) {
    if (kind === 'summary' && options.boxes.has('profile')) {
      children.push(box([{ text, bold: true, size: 24 }, { text: cv.summary }], 1300000));
      continue;
    }
    children.push(heading(text));
    if (kind !== 'experience') {
      children.push(...otherSectionBlocks(kind, cv, list, options.tables));
      continue;
    }
    const jobs = cv.experience.flatMap((g) => g.jobs);
    const [current, ...rest] = jobs;
    if (options.boxes.has('current') && current) {
      const lines: BoxParagraph[] = [
        { text: `${current.position}${separator}${current.company}`, bold: true },
        ...[current.period, current.location, current.context]
          .filter((t): t is string => !!t)
          .map((text) => ({ text })),
        ...current.bullets.map((b) => ({ text: current.paragraph ? b : `• ${b}` })),
      ];
      children.push(box(lines, 600000 + lines.length * 260000));
    }
    if (options.experienceAsTable) {
      const shown = {
        ...cv,
        experience: cv.experience.map((g) => ({
          ...g,
          jobs: g.jobs.filter((j) => j !== current || !options.boxes.has('current')),
        })),
      };
      children.push(experienceTable(shown, random, random.chance(0.6)));
    } else
      for (const job of options.boxes.has('current') ? rest : jobs)
        children.push(...jobBlocks(job, order, separator, styledEntries));
  }
  const doc = new Document({
    creator: 'layout generator',
    numbering,
    styles: {
      default: {
        document: {
          run: {
            font: random.pick(['Calibri', 'Arial', 'Cambria', 'Georgia']),
            size: random.pick([20, 21, 22]),
          },
        },
      },
    },
    sections: [
      { properties: { page: { margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 } } }, children },
    ],
  });
  const bytes = new Uint8Array(await Packer.toBuffer(doc));
  return boxes.length ? injectTextBoxes(bytes, boxes) : bytes;
}

function pickBoxes(random: Random, cv: GeneratedCv): Set<BoxKind> {
  const kinds = new Set<BoxKind>();
  if (random.chance(0.75)) kinds.add('name');
  if (cv.summary && random.chance(0.6)) kinds.add('profile');
  if (random.chance(0.5) || kinds.size === 0) kinds.add('current');
  return kinds;
}

export const DOCX_HEADINGS: Family = {
  name: 'docx-headings',
  description:
    'a Word file with heading styles, real bulleted lists, dates on a right tab stop, skills in a table',
  render: async (cv, random) => ({
    kind: 'docx',
    bytes: await buildDocx(cv, random, {
      tables: random.chance(0.6),
      experienceAsTable: false,
      boxes: new Set(),
    }),
  }),
};

export const DOCX_TABLE: Family = {
  name: 'docx-table',
  description:
    'a Word file whose experience is a table (period | role, employer and bullets), often with a header row',
  render: async (cv, random) => ({
    kind: 'docx',
    bytes: await buildDocx(cv, random, { tables: true, experienceAsTable: true, boxes: new Set() }),
  }),
};

export const DOCX_TEXT_BOXES: Family = {
  name: 'docx-text-boxes',
  description: 'a Word template with the name and headline, the profile or the current job in text boxes',
  render: async (cv, random) => ({
    kind: 'docx',
    bytes: await buildDocx(cv, random, {
      tables: random.chance(0.5),
      experienceAsTable: false,
      boxes: pickBoxes(random, cv),
    }),
  }),
};
