import type { GeneratedCv } from '../../content/generated-cv';
import type { Random } from '../../random';
import type { SectionKind } from '../../vocabulary/headings';
import type { Family } from '../family';
import { languageText, pickListStyle } from '../html/sections-html';
import { bulletLines, groupLines, pickTextStyle, type TextStyle } from './text-entries';
import { wrapText } from './wrap-text';

/**
 * CVs as text files. `markdown`: '# Name', '## Heading' (the heading word may be one no list knows), entries
 * under '### ', bullets '- '. `plain-text`: headings in capitals, underlined with '=' or '-' or not at all,
 * bullets '-', '*', '•' or 'o', often hard-wrapped at 72–90 columns with indented continuations.
 * Neither has any layout beside its text: the product reads the words alone.
 */

function sectionLines(kind: SectionKind, cv: GeneratedCv, style: TextStyle, random: Random): string[] {
  const list = pickListStyle(random);
  const listed = (values: string[]) =>
    list.form === 'list' ? bulletLines(values, style) : [values.join(list.join)];
  switch (kind) {
    case 'summary':
      return style.width ? wrapText(cv.summary, style.width, '') : [cv.summary];
    case 'experience':
      return cv.experience.flatMap((g) => groupLines(g, style));
    case 'education':
      return cv.education.flatMap((d) => {
        const head = style.order === 'date-first' && d.period ? `${d.period} : ${d.degree}` : d.degree;
        const second =
          style.order === 'date-first' || !d.period ? d.school : `${d.school}${style.separator}${d.period}`;
        return [style.markdown ? `**${head}**` : head, second, ''];
      });
    case 'skills':
      return listed(cv.skills);
    case 'certifications':
      return bulletLines(cv.certifications, style);
    case 'languages':
      return listed(cv.languages.map((l) => languageText(l.name, l.level, list)));
    case 'interests':
      return listed(cv.interests);
  }
}

function headingLines(text: string, style: TextStyle, random: Random): string[] {
  if (style.markdown) return [`## ${text}`, ''];
  const upper = random.chance(0.7) ? text.toLocaleUpperCase() : text;
  const rule = random.pick(['=', '-', '', '']);
  return rule ? [upper, rule.repeat(upper.length), ''] : [upper, ''];
}

function textCv(cv: GeneratedCv, random: Random, markdown: boolean): string {
  const style = pickTextStyle(random, cv, markdown);
  const contact = [cv.city, cv.phone, cv.email, cv.linkedin]
    .filter(Boolean)
    .join(random.pick([' | ', ' · ', ' / ']));
  const lines = [markdown ? `# ${cv.name}` : cv.name, cv.title, contact, ''];
  for (const { kind, heading } of cv.sections) {
    const headingStyle = random.fork(kind);
    lines.push(
      ...headingLines(heading, style, headingStyle),
      ...sectionLines(kind, cv, style, headingStyle),
      '',
    );
  }
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

export const MARKDOWN: Family = {
  name: 'markdown',
  description: "a Markdown file: '# Name', '## Heading', '### Title — Employer', bullets '- '",
  render: (cv, random) => ({ kind: 'txt', text: textCv(cv, random, true), extension: 'md' }),
};

export const PLAIN_TEXT: Family = {
  name: 'plain-text',
  description:
    'a plain text file: capital or underlined headings, bullets - * • o, often hard-wrapped with indented continuations',
  render: (cv, random) => ({ kind: 'txt', text: textCv(cv, random, false), extension: 'txt' }),
};
