import type { ContentRules } from '../../content/generate-cv';
import type { GeneratedCv } from '../../content/generated-cv';
import type { Random } from '../../random';
import { EUROPASS_WORDS } from '../../vocabulary/labels';
import type { Family } from '../family';
import { escapeHtml as esc } from './escape-html';
import { htmlPage } from './page-style';

/**
 * The classic Europass CV (the 2004–2019 model many job seekers still send): a two-column table, labels
 * right-aligned in the left column ('Dates', 'Occupation or position held', 'Main activities and
 * responsibilities', 'Name and address of employer'), values at the right; section titles in the label column.
 * Each role is its own block of rows, even under one employer.
 */

const CEFR = ['A2', 'B1', 'B2', 'C1', 'C2'];

const RULES: ContentRules = {
  periodStyle: 'europass',
  datedOnly: true,
  never: ['summary'],
  // the mother tongue is named without a level; other languages by their CEFR level
  levels: (_lang, native) => (native ? [''] : CEFR),
  headings: (lang) => {
    const w = EUROPASS_WORDS[lang];
    return {
      experience: w.experience,
      education: w.education,
      skills: w.otherSkills,
      certifications: w.certifications,
      languages: w.otherLanguages,
      interests: w.interests,
    };
  },
};

const row = (label: string, value: string, cls = '') =>
  `<tr class="${cls}"><td class="label">${esc(label)}</td><td>${value}</td></tr>`;

function europassHtml(cv: GeneratedCv, random: Random): string {
  const w = EUROPASS_WORDS[cv.lang];
  const section = (title: string) => `<tr class="section"><td class="label">${esc(title)}</td><td></td></tr>`;
  const bulletMark = random.pick(['▪ ', '- ', '• ']);
  const lines = (items: string[]) => items.map((t) => `<div>${esc(t)}</div>`).join('');
  const rows: string[] = [
    row(w.title, '', 'title'),
    section(w.personal),
    row(w.name, `<b>${esc(cv.name)}</b>`),
    row(w.address, esc(cv.city)),
    row(w.phone, esc(cv.phone)),
    row(w.email, esc(cv.email)),
  ];
  if (cv.title) rows.push(row(w.desired, `<b>${esc(cv.title)}</b>`, 'gap'));
  rows.push(section(w.experience));
  for (const job of cv.experience.flatMap((g) => g.jobs)) {
    const activities = job.paragraph
      ? esc(job.bullets[0] ?? '')
      : lines(job.bullets.map((b) => bulletMark + b));
    rows.push(row(w.dates, esc(job.period ?? ''), 'gap'), row(w.position, `<b>${esc(job.position)}</b>`));
    if (job.bullets.length) rows.push(row(w.activities, activities));
    rows.push(row(w.employer, `${esc(job.company)}${job.location ? `<div>${esc(job.location)}</div>` : ''}`));
    if (job.context) rows.push(row(w.sector, esc(job.context)));
  }
  if (cv.education.length) {
    rows.push(section(w.education));
    for (const d of cv.education)
      rows.push(
        row(w.dates, esc(d.period ?? ''), 'gap'),
        row(w.qualification, `<b>${esc(d.degree)}</b>`),
        row(w.organisation, esc(d.school)),
      );
  }
  if (cv.languages.length || cv.skills.length) rows.push(section(w.skills));
  const [native, ...others] = cv.languages;
  if (native) rows.push(row(w.motherTongue, esc(native.name), 'gap'));
  if (others.length) rows.push(row(w.otherLanguages, lines(others.map((l) => `${l.name} (${l.level})`))));
  if (cv.skills.length) rows.push(row(w.otherSkills, esc(cv.skills.join(', ')), 'gap'));
  if (cv.certifications.length) rows.push(row(w.certifications, lines(cv.certifications), 'gap'));
  if (cv.interests.length) rows.push(row(w.interests, esc(cv.interests.join(', ')), 'gap'));
  const css = `@page { size: A4; margin: 14mm 12mm 18mm 12mm; }
body { margin: 0; font-family: 'Liberation Sans', 'DejaVu Sans', sans-serif; font-size: 9.5pt; color: #1a1a1a; }
table { width: 100%; border-collapse: collapse; }
td { vertical-align: top; padding: 1.5pt 4pt; }
td.label { width: 36%; text-align: right; color: #333; border-right: 1px solid #999; padding-right: 8pt; }
tr.section td.label { font-size: 12pt; font-weight: bold; padding-top: 12pt; color: #000; }
tr.title td.label { font-size: 14pt; color: #0e4194; }
tr.gap td { padding-top: 7pt; }
tr { break-inside: avoid; }`;
  return htmlPage(css, `<table>${rows.join('')}</table>`, cv.lang);
}

export const EUROPASS: Family = {
  name: 'europass',
  description:
    "the classic Europass CV: a labelled two-column table ('Dates', 'Occupation or position held', 'Name and address of employer')",
  rules: RULES,
  render: (cv, random) => {
    const of = { en: 'Curriculum vitae of', fr: 'Curriculum vitae de', nl: 'Curriculum vitae van' }[cv.lang];
    const footer = `<div style="font-size:7.5pt;color:#666;width:100%;padding-left:12mm">Page <span class="pageNumber"></span> / <span class="totalPages"></span> - ${of} ${esc(cv.name)}</div>`;
    return { kind: 'html', html: europassHtml(cv, random), footer };
  },
};
