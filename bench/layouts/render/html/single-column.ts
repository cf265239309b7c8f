import type { GeneratedCv } from '../../content/generated-cv';
import type { Random } from '../../random';
import type { SectionKind } from '../../vocabulary/headings';
import type { Family } from '../family';
import { nameBlockHtml } from './contact-html';
import { type EntryStyle, groupHtml, type HeaderOrder, pickEntryStyle } from './entry-html';
import { escapeHtml as esc } from './escape-html';
import { baseCss, htmlPage, type PageStyle, pickPageStyle } from './page-style';
import { type ListStyle, pickListStyle, sectionBodyHtml } from './sections-html';

/**
 * The plainest CV: one column, the name on top, then each section under its heading. Three families differ only
 * in the order of an entry's header (title first, company first, date first); a fourth sets its headings in
 * letter-spaced capitals (spaced-caps.ts).
 */

export interface ColumnParts {
  page: PageStyle;
  entry: EntryStyle;
  list: ListStyle;
  heading: (text: string) => string;
}

export function sectionHtml(kind: SectionKind, heading: string, cv: GeneratedCv, parts: ColumnParts): string {
  const body =
    kind === 'experience'
      ? cv.experience.map((g) => groupHtml(g, parts.entry)).join('')
      : sectionBodyHtml(kind, cv, parts.entry, parts.list);
  return `<section>${parts.heading(heading)}${body}</section>`;
}

export function singleColumnHtml(cv: GeneratedCv, random: Random, parts: ColumnParts): string {
  const sections = cv.sections.map((s) => sectionHtml(s.kind, s.heading, cv, parts)).join('');
  return htmlPage(baseCss(parts.page), `${nameBlockHtml(cv, random)}${sections}`, cv.lang);
}

function singleColumn(order: HeaderOrder, description: string): Family {
  return {
    name: `single-${order}`,
    description,
    render: (cv, random) => {
      const parts = {
        page: pickPageStyle(random),
        entry: pickEntryStyle(random, cv, order),
        list: pickListStyle(random),
        heading: (text: string) => `<h2>${esc(text)}</h2>`,
      };
      return { kind: 'html', html: singleColumnHtml(cv, random, parts) };
    },
  };
}

export const SINGLE_TITLE_FIRST = singleColumn(
  'title-first',
  'one column; each entry opens with the job title, then the employer (same line or the next), dates at the right or below',
);
export const SINGLE_COMPANY_FIRST = singleColumn(
  'company-first',
  'one column; each entry opens with the employer, its roles below it each with their dates',
);
export const SINGLE_DATE_FIRST = singleColumn(
  'date-first',
  "one column; each entry opens with its dates ('2019 – 2021 : Comptable, Cabinet …', or the dates on a line above)",
);
