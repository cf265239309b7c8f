import type { EmployerGroup, GeneratedCv, Job } from '../../content/generated-cv';
import type { Random } from '../../random';
import { AT } from '../../vocabulary/labels';
import { wrapText } from './wrap-text';

/**
 * Entries and sections as plain text and Markdown write them: a header line (title-first, company-first or
 * date-first), a line of dates and town, bullets marked '-', '*', '•' or 'o', long ones hard-wrapped with
 * their continuation indented, as in a CV typed in a text editor.
 */

export interface TextStyle {
  order: 'title-first' | 'company-first' | 'date-first';
  separator: string;
  marker: string;
  /** 0: no hard wrap. */
  width: number;
  quoteBreak: boolean;
  markdown: boolean;
}

export function pickTextStyle(random: Random, cv: GeneratedCv, markdown: boolean): TextStyle {
  const texts = cv.experience.flatMap((g) => [g.company, ...g.jobs.map((j) => j.position)]);
  const separators = [' — ', ' | ', ', ', ` ${AT[cv.lang][0]} `, ' - '].filter(
    (sep) => !texts.some((t) => t.includes(sep.trim() === ',' ? ',' : sep)),
  );
  return {
    order: random.pick(['title-first', 'company-first', 'date-first'] as const),
    separator: random.pick(separators.length ? separators : [' — ']),
    marker: markdown ? random.pick(['- ', '* ']) : random.pick(['- ', '* ', '• ', 'o ', '  - ']),
    width: random.chance(markdown ? 0.3 : 0.6) ? random.pick([72, 80, 90]) : 0,
    quoteBreak: random.chance(0.6),
    markdown,
  };
}

export function bulletLines(items: string[], style: TextStyle, paragraph = false): string[] {
  if (paragraph) return style.width ? wrapText(items[0]!, style.width, '') : [items[0]!];
  return items.flatMap((item) => {
    const text = style.marker + item;
    if (!style.width) return [text];
    const indent = ' '.repeat(style.marker.length);
    return wrapText(text, style.width, indent, style.quoteBreak);
  });
}

const bold = (text: string, style: TextStyle) => (style.markdown ? `**${text}**` : text);
const italic = (text: string, style: TextStyle) => (style.markdown ? `*${text}*` : text);

function meta(job: Job, style: TextStyle): string {
  return [job.period, job.location].filter(Boolean).join(style.separator.trim() === '|' ? ' | ' : ' · ');
}

function jobLines(job: Job, style: TextStyle, withCompany: boolean): string[] {
  const head3 = style.markdown ? '### ' : '';
  const lines: string[] = [];
  if (style.order === 'date-first') {
    const who = withCompany ? `${job.position}${style.separator}${job.company}` : job.position;
    lines.push(`${head3}${job.period ? `${job.period} : ` : ''}${who}`);
    if (job.location) lines.push(italic(job.location, style));
  } else if (withCompany) {
    lines.push(`${head3}${job.position}${style.separator}${job.company}`);
    const m = meta(job, style);
    if (m) lines.push(italic(m, style));
  } else {
    lines.push(bold(job.position, style));
    if (job.period) lines.push(italic(job.period, style));
  }
  if (job.context) lines.push(italic(job.context, style));
  return [...lines, ...bulletLines(job.bullets, style, job.paragraph)];
}

export function groupLines(group: EmployerGroup, style: TextStyle): string[] {
  if (style.order !== 'company-first')
    return group.jobs.flatMap((job) => [...jobLines(job, style, true), '']);
  const head = `${style.markdown ? '### ' : ''}${group.company}${group.location ? `${style.separator}${group.location}` : ''}`;
  return [head, ...group.jobs.flatMap((job) => [...jobLines(job, style, false), ''])];
}
