import type { GeneratedCv } from '../../content/generated-cv';
import type { Random } from '../../random';
import type { SectionKind } from '../../vocabulary/headings';
import type { Family } from '../family';
import { contactHtml, nameBlockHtml } from './contact-html';
import { pickEntryStyle } from './entry-html';
import { escapeHtml as esc } from './escape-html';
import { baseCss, htmlPage, pickPageStyle } from './page-style';
import { pickListStyle } from './sections-html';
import { type ColumnParts, sectionHtml } from './single-column';

/**
 * Two-column pages. `two-columns`: the name across the top, then a wide column (profile, experience) beside a
 * second one of about the same width (education, skills, languages…). `left-sidebar` / `right-sidebar`: a
 * narrow tinted column of contact, skills, languages, certifications (and often the education) beside the main
 * one; sometimes the name heads the sidebar. Extraction meets the side column's lines beside the main column's.
 */

const SIDE_KINDS: SectionKind[] = ['skills', 'certifications', 'languages', 'interests'];

function split(cv: GeneratedCv, random: Random): { main: SectionKind[]; side: SectionKind[] } {
  const educationAside = random.chance(0.5);
  const side = cv.sections
    .map((s) => s.kind)
    .filter((k) => SIDE_KINDS.includes(k) || (educationAside && k === 'education'));
  return { main: cv.sections.map((s) => s.kind).filter((k) => !side.includes(k)), side };
}

function sectionsHtml(kinds: SectionKind[], cv: GeneratedCv, parts: ColumnParts): string {
  return kinds
    .map((kind) => sectionHtml(kind, cv.sections.find((s) => s.kind === kind)!.heading, cv, parts))
    .join('');
}

function twoColumns(cv: GeneratedCv, random: Random): string {
  const page = pickPageStyle(random);
  const parts: ColumnParts = {
    page,
    entry: pickEntryStyle(random, cv),
    list: pickListStyle(random),
    heading: (text) => `<h2>${esc(text)}</h2>`,
  };
  const { main, side } = split(cv, random);
  const rule = random.chance(0.5) ? `border-left: 1px solid #bbb; padding-left: 5mm;` : '';
  const css = `${baseCss(page)}
.cols { display: grid; grid-template-columns: ${random.pick(['1.2fr 1fr', '1.4fr 1fr', '1fr 1fr'])}; column-gap: 8mm; }
.cols > div:last-child { ${rule} }`;
  const body = `${nameBlockHtml(cv, random)}<div class="cols"><div>${sectionsHtml(main, cv, parts)}</div><div>${sectionsHtml(side, cv, parts)}</div></div>`;
  return htmlPage(css, body, cv.lang);
}

function sidebar(cv: GeneratedCv, random: Random, side: 'left' | 'right'): string {
  const page = pickPageStyle(random);
  const entry = pickEntryStyle(random, cv);
  const list = { ...pickListStyle(random), form: 'list' as const };
  const mainParts: ColumnParts = { page, entry, list, heading: (text) => `<h2>${esc(text)}</h2>` };
  const sideParts: ColumnParts = { ...mainParts, heading: (text) => `<h3>${esc(text)}</h3>` };
  const kinds = split(cv, random);
  const nameInSidebar = random.chance(0.4);
  const width = random.pick([56, 62, 68]);
  const tint = random.pick(['#eef2f6', '#f3efe8', '#e9f3ee', '#2f3e4e']);
  const dark = tint === '#2f3e4e';
  const css = `${baseCss(page)}
.page { display: grid; grid-template-columns: ${side === 'left' ? `${width}mm 1fr` : `1fr ${width}mm`}; column-gap: 7mm; }
.side { background: ${tint}; color: ${dark ? '#f2f2f2' : '#222'}; padding: 5mm 4mm; }
.side h1 { font-size: ${page.size * 1.6}pt; color: inherit; }
.side h3 { font-size: ${page.size * 1.05}pt; margin: 9pt 0 3pt; text-transform: uppercase; color: ${dark ? '#fff' : page.accent}; }
.side .contact { color: inherit; ${random.chance(0.5) ? 'overflow-wrap: anywhere;' : ''} }
.side ul { padding-left: 11pt; }`;
  const sideTop = nameInSidebar ? nameBlockHtml(cv, random, true) : contactHtml(cv, random, true);
  const mainTop = nameInSidebar
    ? ''
    : `<h1>${esc(cv.name)}</h1>${cv.title ? `<div class="headline">${esc(cv.title)}</div>` : ''}`;
  const sideHtml = `<div class="side">${sideTop}${sectionsHtml(kinds.side, cv, sideParts)}</div>`;
  const mainHtml = `<div class="main">${mainTop}${sectionsHtml(kinds.main, cv, mainParts)}</div>`;
  return htmlPage(
    css,
    `<div class="page">${side === 'left' ? sideHtml + mainHtml : mainHtml + sideHtml}</div>`,
    cv.lang,
  );
}

export const TWO_COLUMNS: Family = {
  name: 'two-columns',
  description:
    'the name across the top, then two columns of about the same width: experience beside education, skills, languages',
  render: (cv, random) => ({ kind: 'html', html: twoColumns(cv, random) }),
};

export const LEFT_SIDEBAR: Family = {
  name: 'left-sidebar',
  description:
    'a narrow tinted column at the left (contact, skills, languages, certifications, often education) beside the main one',
  render: (cv, random) => ({ kind: 'html', html: sidebar(cv, random, 'left') }),
};

export const RIGHT_SIDEBAR: Family = {
  name: 'right-sidebar',
  description: 'the same sidebar on the right of the page',
  render: (cv, random) => ({ kind: 'html', html: sidebar(cv, random, 'right') }),
};
