import type { ContentRules } from '../../content/generate-cv';
import { TODAY } from '../../content/generate-experience';
import { slug } from '../../content/generate-person';
import type { EmployerGroup, GeneratedCv, Job, YearMonth } from '../../content/generated-cv';
import type { Random } from '../../random';
import { DURATION_WORDS } from '../../vocabulary/calendar';
import { LINKEDIN_WORDS } from '../../vocabulary/labels';
import type { Lang } from '../../vocabulary/trade-words';
import type { Family } from '../family';
import { escapeHtml as esc } from './escape-html';
import { htmlPage } from './page-style';

/**
 * LinkedIn's "Save to PDF" export, the most common CV online. A grey left sidebar (Contact, Top Skills,
 * Languages, Certifications); in the main column the name, the headline, the location, "Summary", then
 * "Experience": per company its name, a total duration line when it held several roles, and per role the
 * title, 'January 2020 - Present (5 years 6 months)', a location line and the description as typed. The
 * duration in brackets is not part of the period; the company line is not a role.
 */

const LEVELS: Record<Lang, { native: string; other: string[] }> = {
  en: {
    native: 'Native or Bilingual',
    other: ['Full Professional', 'Professional Working', 'Limited Working', 'Elementary'],
  },
  fr: {
    native: 'Bilingue ou langue natale',
    other: [
      'Capacité professionnelle complète',
      'Capacité professionnelle générale',
      'Capacité professionnelle limitée',
      'Notions',
    ],
  },
  nl: {
    native: 'Moedertaal of tweetalig',
    other: [
      'Volledige professionele vaardigheid',
      'Professionele werkvaardigheid',
      'Beperkte werkvaardigheid',
      'Elementaire vaardigheid',
    ],
  },
};

const RULES: ContentRules = {
  periodStyle: 'linkedin',
  datedOnly: true,
  noContext: true,
  maxSkills: 3,
  noInterests: true,
  levels: (lang, native) => (native ? [LEVELS[lang].native] : LEVELS[lang].other),
  headings: (lang) => {
    const w = LINKEDIN_WORDS[lang];
    return {
      summary: w.summary,
      experience: w.experience,
      education: w.education,
      skills: w.topSkills,
      certifications: w.certifications,
      languages: w.languages,
    };
  },
};

const monthsBetween = (start: YearMonth, end: YearMonth | null) => {
  const last = end ?? TODAY;
  return (last.year - start.year) * 12 + (last.month - start.month) + 1;
};

export function duration(lang: Lang, months: number): string {
  const words = DURATION_WORDS[lang];
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const part = (n: number, [one, many]: [string, string]) => `${n} ${n === 1 ? one : many}`;
  return [years ? part(years, words.year) : '', rest ? part(rest, words.month) : '']
    .filter(Boolean)
    .join(' ');
}

function roleHtml(job: Job, lang: Lang, random: Random): string {
  const mark = random.pick(['• ', '- ', '']);
  const description = job.paragraph
    ? `<p>${esc(job.bullets[0] ?? '')}</p>`
    : job.bullets.map((b) => `<div class="desc">${esc(mark + b)}</div>`).join('');
  return `<div class="role"><div class="title">${esc(job.position)}</div>
<div class="dates">${esc(job.period ?? '')} (${esc(duration(lang, monthsBetween(job.start, job.end)))})</div>
${job.location ? `<div class="dates">${esc(job.location)}</div>` : ''}${description}</div>`;
}

function companyHtml(group: EmployerGroup, lang: Lang, random: Random): string {
  const oldest = group.jobs[group.jobs.length - 1]!;
  const total =
    group.jobs.length > 1
      ? `<div class="dates">${esc(duration(lang, monthsBetween(oldest.start, group.jobs[0]!.end)))}</div>`
      : '';
  return `<div class="company"><div class="cname">${esc(group.company)}</div>${total}${group.jobs.map((j) => roleHtml(j, lang, random)).join('')}</div>`;
}

function linkedinHtml(cv: GeneratedCv, random: Random): string {
  const w = LINKEDIN_WORDS[cv.lang];
  const url = `www.${cv.linkedin ?? `linkedin.com/in/${slug(cv.name)}-${cv.seed.toString(36)}`}`;
  const side = [
    `<h3>${w.contact}</h3><div>${esc(cv.phone)} (Mobile)</div><div>${esc(cv.email)}</div><div>${esc(url)} (LinkedIn)</div>`,
    cv.skills.length ? `<h3>${w.topSkills}</h3>${cv.skills.map((s) => `<div>${esc(s)}</div>`).join('')}` : '',
    cv.languages.length
      ? `<h3>${w.languages}</h3>${cv.languages.map((l) => `<div>${esc(l.name)} (${esc(l.level)})</div>`).join('')}`
      : '',
    cv.certifications.length
      ? `<h3>${w.certifications}</h3>${cv.certifications.map((c) => `<div>${esc(c)}</div>`).join('')}`
      : '',
  ].join('');
  const main = [
    `<div class="name">${esc(cv.name)}</div><div class="headline">${esc(cv.title)}</div><div class="where">${esc(cv.city)}</div>`,
    cv.summary ? `<h2>${w.summary}</h2><p>${esc(cv.summary)}</p>` : '',
    `<h2>${w.experience}</h2>${cv.experience.map((g) => companyHtml(g, cv.lang, random)).join('')}`,
    cv.education.length
      ? `<h2>${w.education}</h2>${cv.education.map((d) => `<div class="cname">${esc(d.school)}</div><div class="dates">${esc(d.degree)}${d.period ? ` · (${esc(d.period)})` : ''}</div>`).join('')}`
      : '',
  ].join('');
  const css = `@page { size: A4; margin: 12mm 12mm 16mm 12mm; }
body { margin: 0; font-family: 'Liberation Sans', sans-serif; font-size: 10pt; color: #181818; }
.grid { display: grid; grid-template-columns: 58mm 1fr; column-gap: 9mm; }
.side { background: #e8edf1; padding: 8mm 5mm; font-size: 9.5pt; }
.side h3 { font-size: 12.5pt; margin: 10pt 0 4pt; font-weight: normal; }
.name { font-size: 24pt; margin-top: 4mm; } .headline { font-size: 12pt; margin: 2pt 0; } .where { color: #666; }
h2 { font-size: 15pt; font-weight: normal; margin: 14pt 0 6pt; }
.cname { font-size: 12pt; margin-top: 8pt; } .title { font-size: 11pt; font-weight: bold; margin-top: 5pt; }
.dates { color: #666; } .desc, p { margin: 1pt 0; } .role { break-inside: avoid; }`;
  return htmlPage(
    css,
    `<div class="grid"><div class="side">${side}</div><div class="main">${main}</div></div>`,
    cv.lang,
  );
}

export const LINKEDIN: Family = {
  name: 'linkedin',
  description:
    "LinkedIn's Save to PDF export: Contact / Top Skills / Languages sidebar, company line, total duration, roles with '(N years M months)'",
  rules: RULES,
  render: (cv, random) => {
    const w = LINKEDIN_WORDS[cv.lang].page;
    const footer = `<div style="font-size:8pt;color:#999;width:100%;text-align:center">${w[0]} <span class="pageNumber"></span> ${w[1]} <span class="totalPages"></span></div>`;
    return { kind: 'html', html: linkedinHtml(cv, random), footer };
  },
};
