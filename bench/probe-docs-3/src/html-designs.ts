import { type Cv, groupByEmployer, type Job } from './cv';
import { degreeHtml, esc, level, list, page } from './html-parts';

const contacts = (cv: Cv, sep: string): string => cv.contacts.map(esc).join(sep);
const certs = (cv: Cv): string => list(cv.certifications);
const opt = (heading: string | undefined, body: string, wrap: (h: string, b: string) => string): string =>
  heading && body ? wrap(heading, body) : '';

/** A vertical line with each job's dates in a circle on it. */
function timelineDots(cv: Cv): string {
  const css = `
.top { padding: 14mm 16mm 6mm; border-bottom: 3px solid var(--accent); }
h1 { margin: 0; font-size: 22pt; letter-spacing: 1px; } .title { color: var(--accent); font-size: 12pt; }
.contact { margin-top: 4px; font-size: 0.9em; color: #555; }
main { padding: 4mm 16mm; } h2 { color: var(--accent); font-size: 12pt; margin: 10px 0 6px; }
.tl { position: relative; margin-left: 4px; } .tl::before { content: ''; position: absolute; left: 34px; top: 0; bottom: 0; border-left: 2px solid #bbb; }
.ev { position: relative; display: flex; gap: 14px; margin-bottom: 10px; }
.dot { flex: none; width: 70px; height: 70px; border-radius: 50%; background: var(--accent); color: #fff; z-index: 1;
  display: flex; align-items: center; justify-content: center; text-align: center; font-size: 7.5pt; line-height: 1.15; padding: 6px; }
.ev .what { flex: 1; padding-top: 4px; } .pos { font-weight: bold; } .co { color: #444; }
.ev li { list-style: none; } .ev li::before { content: '▸ '; color: var(--accent); margin-left: -12px; }
.deg { margin-bottom: 5px; } .dper { color: #666; } .row { margin-bottom: 3px; }`;
  const job = (j: Job) =>
    `<div class="ev"><div class="dot">${esc(j.period)}</div><div class="what"><div class="pos">${esc(j.position)}</div>` +
    `<div class="co">${esc(j.company)}${j.place ? ` · ${esc(j.place)}` : ''}</div>${list(j.bullets)}</div></div>`;
  const h = cv.headings;
  const body = `<div class="top"><h1>${esc(cv.name)}</h1><div class="title">${esc(cv.title)}</div>
<div class="contact">${contacts(cv, ' &nbsp;|&nbsp; ')}</div></div><main>
<h2>${esc(h.profile)}</h2><p>${esc(cv.profile)}</p>
<h2>${esc(h.experience)}</h2><div class="tl">${cv.jobs.map(job).join('')}</div>
<h2>${esc(h.education)}</h2>${cv.education.map((d) => degreeHtml(d)).join('')}
${opt(h.certifications, certs(cv), (a, b) => `<h2>${esc(a)}</h2>${b}`)}
<h2>${esc(h.skills)}</h2><p>${cv.skills.map(esc).join(' · ')}</p>
<h2>${esc(h.languages)}</h2><p>${cv.languages.map(esc).join(' · ')}</p>
${opt(h.interests, (cv.interests ?? []).map(esc).join(', '), (a, b) => `<h2>${esc(a)}</h2><p>${b}</p>`)}</main>`;
  return page(cv, css, body);
}

/** A dark band with the name, then two equal columns. */
function darkHeaderTwoCol(cv: Cv): string {
  const css = `
header { background: #1e2630; color: #fff; padding: 12mm 14mm 8mm; }
h1 { margin: 0; font-size: 24pt; font-weight: normal; } .title { color: #9fd0d6; font-size: 11pt; margin-top: 2px; }
.contact { margin-top: 6px; font-size: 0.88em; color: #d8dde3; }
.cols { display: grid; grid-template-columns: 1fr 1fr; gap: 9mm; padding: 6mm 14mm; }
h2 { font-size: 11pt; border-bottom: 1px solid var(--accent); color: var(--accent); margin: 8px 0 5px; padding-bottom: 2px; }
.job { margin-bottom: 8px; } .per { color: var(--accent); font-size: 0.85em; } .pos { font-weight: bold; } .co { font-style: italic; }
.job li { list-style: none; } .job li::before { content: '– '; margin-left: -10px; }
.deg { margin-bottom: 6px; } .dper { color: #666; font-size: 0.9em; }
.sk { display: flex; justify-content: space-between; } .dots { color: var(--accent); letter-spacing: 1px; }`;
  const job = (j: Job) =>
    `<div class="job"><div class="per">${esc(j.period)}</div><div class="pos">${esc(j.position)}</div>` +
    `<div class="co">${esc(j.company)}${j.place ? `, ${esc(j.place)}` : ''}</div>${list(j.bullets)}</div>`;
  const h = cv.headings;
  const skills = cv.skills
    .map(
      (s, i) =>
        `<div class="sk"><span>${esc(s)}</span><span class="dots">${'●'.repeat(level(i))}${'○'.repeat(5 - level(i))}</span></div>`,
    )
    .join('');
  const body = `<header><h1>${esc(cv.name)}</h1><div class="title">${esc(cv.title)}</div>
<div class="contact">${contacts(cv, ' &nbsp;•&nbsp; ')}</div></header><div class="cols"><div>
<h2>${esc(h.profile)}</h2><p>${esc(cv.profile)}</p><h2>${esc(h.experience)}</h2>${cv.jobs.map(job).join('')}</div><div>
<h2>${esc(h.education)}</h2>${cv.education.map((d) => degreeHtml(d)).join('')}
${opt(h.certifications, certs(cv), (a, b) => `<h2>${esc(a)}</h2>${b}`)}
<h2>${esc(h.skills)}</h2>${skills}<h2>${esc(h.languages)}</h2>${list(cv.languages)}
${opt(h.interests, list(cv.interests ?? []), (a, b) => `<h2>${esc(a)}</h2>${b}`)}</div></div>`;
  return page(cv, css, body);
}

/** Employer left, dates top right in small grey capitals; roles at one employer grouped; skills as bars. */
function modernSmallcaps(cv: Cv): string {
  const css = `
.wrap { padding: 13mm 17mm; } h1 { margin: 0; font-size: 26pt; font-weight: 300; color: var(--accent); }
.title { font-size: 11pt; text-transform: none; color: #444; } .contact { font-size: 0.85em; color: #666; margin: 4px 0 8px; }
h2 { font-size: 10pt; letter-spacing: 2px; color: #333; margin: 12px 0 5px; padding-bottom: 2px; border-bottom: 0.5px solid #ccc; }
.grp { margin-bottom: 8px; break-inside: auto; } .head { display: flex; justify-content: space-between; align-items: baseline; }
.emp { font-weight: bold; font-size: 1.05em; } .place { color: #777; font-weight: normal; }
.when { font-variant: small-caps; color: #888; font-size: 0.85em; white-space: nowrap; margin-left: 10px; }
.role { font-style: italic; } .grp li { list-style: none; } .grp li::before { content: '✓ '; color: var(--accent); margin-left: -12px; }
.deg { margin-bottom: 5px; } .dper { font-variant: small-caps; color: #888; }
.bar { display: flex; align-items: center; gap: 8px; margin: 2px 0; } .bar span { width: 45%; }
.bar i { display: block; height: 6px; background: #e3e3e3; width: 40%; position: relative; }
.bar i b { position: absolute; left: 0; top: 0; bottom: 0; background: var(--accent); }`;
  const group = (jobs: Job[]) => {
    const first = jobs[0]!;
    const place = first.place ? `<span class="place"> — ${esc(first.place)}</span>` : '';
    if (jobs.length === 1)
      return `<div class="grp"><div class="head"><span class="emp">${esc(first.company)}${place}</span><span class="when">${esc(first.period)}</span></div>
<div class="role">${esc(first.position)}</div>${list(first.bullets)}</div>`;
    const roles = jobs
      .map(
        (j) =>
          `<div class="head"><span class="role">${esc(j.position)}</span><span class="when">${esc(j.period)}</span></div>${list(j.bullets)}`,
      )
      .join('');
    return `<div class="grp"><div class="emp">${esc(first.company)}${place}</div>${roles}</div>`;
  };
  const h = cv.headings;
  const bars = cv.skills
    .map(
      (s, i) => `<div class="bar"><span>${esc(s)}</span><i><b style="width:${level(i) * 20}%"></b></i></div>`,
    )
    .join('');
  const body = `<div class="wrap"><h1>${esc(cv.name)}</h1><div class="title">${esc(cv.title)}</div>
<div class="contact">${contacts(cv, ' · ')}</div><h2>${esc(h.profile)}</h2><p>${esc(cv.profile)}</p>
<h2>${esc(h.experience)}</h2>${groupByEmployer(cv.jobs).map(group).join('')}
<h2>${esc(h.education)}</h2>${cv.education.map((d) => degreeHtml(d, true)).join('')}
${opt(h.certifications, certs(cv), (a, b) => `<h2>${esc(a)}</h2>${b}`)}
<h2>${esc(h.skills)}</h2>${bars}<h2>${esc(h.languages)}</h2><p>${cv.languages.map(esc).join(' · ')}</p></div>`;
  return page(cv, css, body);
}

const ICONS: Record<string, string> = {
  profile: '☺',
  experience: '⚒',
  education: '✎',
  certifications: '✔',
  skills: '⚙',
  languages: '✈',
  interests: '♫',
};

/** Section headings as an icon and a word in a left rail 25 % wide. */
function iconRail(cv: Cv): string {
  const css = `
.top { padding: 12mm 14mm 4mm; display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid #333; margin: 0 14mm; padding-left: 0; padding-right: 0; }
h1 { margin: 0; font-size: 21pt; } .title { color: var(--accent); } .contact { text-align: right; font-size: 0.85em; color: #555; }
.sec { display: grid; grid-template-columns: 25% 75%; margin: 0 14mm; padding: 7px 0; border-bottom: 0.5px solid #ddd; }
.rail { color: var(--accent); font-weight: bold; font-size: 10.5pt; padding-right: 8px; } .rail .ic { font-size: 13pt; margin-right: 5px; }
.job { margin-bottom: 7px; } .per { color: #777; font-size: 0.88em; } .pos { font-weight: bold; } .pl { color: #777; font-size: 0.9em; }
.deg { margin-bottom: 5px; } .dper { color: #777; }`;
  const job = (j: Job) =>
    `<div class="job"><div class="per">${esc(j.period)}</div><div><span class="pos">${esc(j.position)}</span> — ${esc(j.company)}</div>` +
    `${j.place ? `<div class="pl">${esc(j.place)}</div>` : ''}${list(j.bullets)}</div>`;
  const sec = (key: string, heading: string | undefined, content: string) =>
    heading && content
      ? `<div class="sec"><div class="rail"><span class="ic">${ICONS[key]}</span>${esc(heading)}</div><div>${content}</div></div>`
      : '';
  const h = cv.headings;
  const body = `<div class="top"><div><h1>${esc(cv.name)}</h1><div class="title">${esc(cv.title)}</div></div>
<div class="contact">${cv.contacts.map(esc).join('<br>')}</div></div>
${sec('profile', h.profile, `<p>${esc(cv.profile)}</p>`)}
${sec('experience', h.experience, cv.jobs.map(job).join(''))}
${sec('education', h.education, cv.education.map((d) => degreeHtml(d, true)).join(''))}
${sec('certifications', h.certifications, certs(cv))}
${sec('skills', h.skills, `<p>${cv.skills.map(esc).join(', ')}</p>`)}
${sec('languages', h.languages, `<p>${cv.languages.map(esc).join(', ')}</p>`)}
${sec('interests', h.interests, cv.interests?.length ? `<p>${cv.interests.map(esc).join(', ')}</p>` : '')}`;
  return page(cv, css, body);
}

/** One column for applicant-tracking systems: "Role | Company | City | Dates". */
function atsPlain(cv: Cv): string {
  const css = `
.wrap { padding: 15mm 18mm; } h1 { margin: 0; font-size: 17pt; } .contact { margin: 2px 0 6px; }
h2 { font-size: 11pt; margin: 12px 0 4px; border-bottom: 1px solid #000; }
.job { margin-bottom: 7px; } .line { font-weight: bold; } .job ul { padding-left: 0; list-style: none; } .deg { margin-bottom: 4px; }`;
  const job = (j: Job) =>
    `<div class="job"><div class="line">${[j.position, j.company, j.place, j.period]
      .filter(Boolean)
      .map((s) => esc(s!))
      .join(' | ')}</div>` + `<ul>${j.bullets.map((b) => `<li>– ${esc(b)}</li>`).join('')}</ul></div>`;
  const deg = (d: (typeof cv.education)[number]) =>
    `<div class="deg">${[d.degree, d.institution, d.place, d.period]
      .filter(Boolean)
      .map((s) => esc(s!))
      .join(' | ')}${list(d.details)}</div>`;
  const h = cv.headings;
  const body = `<div class="wrap"><h1>${esc(cv.name)}</h1><div>${esc(cv.title)}</div><div class="contact">${contacts(cv, ' | ')}</div>
<h2>${esc(h.profile)}</h2><p>${esc(cv.profile)}</p><h2>${esc(h.experience)}</h2>${cv.jobs.map(job).join('')}
<h2>${esc(h.education)}</h2>${cv.education.map(deg).join('')}
${opt(h.certifications, certs(cv), (a, b) => `<h2>${esc(a)}</h2>${b}`)}
<h2>${esc(h.skills)}</h2><p>${cv.skills.map(esc).join(', ')}</p><h2>${esc(h.languages)}</h2><p>${cv.languages.map(esc).join(', ')}</p></div>`;
  return page(cv, css, body);
}

/** A web builder's print: each row a CSS grid whose date cell comes last in the HTML but sits on the left. */
function cssGridReversed(cv: Cv): string {
  const css = `
.wrap { padding: 12mm 15mm; } .hd { text-align: center; margin-bottom: 8px; } h1 { margin: 0; font-size: 20pt; letter-spacing: 3px; }
.title { color: var(--accent); font-size: 11pt; } .contact { font-size: 0.85em; color: #555; }
h2 { font-size: 10.5pt; color: #fff; background: var(--accent); padding: 2px 6px; margin: 12px 0 6px; }
.row { display: grid; grid-template-columns: 32mm 1fr; column-gap: 5mm; margin-bottom: 8px; }
.row .body { grid-column: 2; grid-row: 1; } .row .when { grid-column: 1; grid-row: 1; color: #555; font-size: 0.9em; }
.pos { font-weight: bold; } .co { color: var(--accent); }
.dots { display: grid; grid-template-columns: 1fr 1fr; column-gap: 10mm; } .dots div { display: flex; justify-content: space-between; }
.dots i { font-style: normal; color: var(--accent); letter-spacing: 2px; }`;
  const row = (body: string, when: string) =>
    `<div class="row"><div class="body">${body}</div><div class="when">${when}</div></div>`;
  const job = (j: Job) =>
    row(
      `<div class="pos">${esc(j.position)}</div><div class="co">${esc(j.company)}</div>${list(j.bullets)}`,
      `${esc(j.period)}${j.place ? `<br>${esc(j.place)}` : ''}`,
    );
  const deg = (d: (typeof cv.education)[number]) =>
    row(
      `<div class="pos">${esc(d.degree)}</div>${d.institution ? `<div>${esc(d.institution)}</div>` : ''}${list(d.details)}`,
      `${d.period ? esc(d.period) : ''}${d.place ? `<br>${esc(d.place)}` : ''}`,
    );
  const h = cv.headings;
  const dots = cv.skills
    .map(
      (s, i) => `<div><span>${esc(s)}</span><i>${'●'.repeat(level(i))}${'○'.repeat(5 - level(i))}</i></div>`,
    )
    .join('');
  const body = `<div class="wrap"><div class="hd"><h1>${esc(cv.name)}</h1><div class="title">${esc(cv.title)}</div>
<div class="contact">${contacts(cv, ' — ')}</div></div><h2>${esc(h.profile)}</h2><p>${esc(cv.profile)}</p>
<h2>${esc(h.experience)}</h2>${cv.jobs.map(job).join('')}<h2>${esc(h.education)}</h2>${cv.education.map(deg).join('')}
${opt(h.certifications, certs(cv), (a, b) => `<h2>${esc(a)}</h2>${b}`)}
<h2>${esc(h.skills)}</h2><div class="dots">${dots}</div><h2>${esc(h.languages)}</h2><p>${cv.languages.map(esc).join(' · ')}</p>
${opt(h.interests, (cv.interests ?? []).map(esc).join(', '), (a, b) => `<h2>${esc(a)}</h2><p>${b}</p>`)}</div>`;
  return page(cv, css, body);
}

export const HTML_DESIGNS: Partial<Record<Cv['design'], (cv: Cv) => string>> = {
  'timeline-dots': timelineDots,
  'dark-header-two-col': darkHeaderTwoCol,
  'modern-smallcaps': modernSmallcaps,
  'icon-rail': iconRail,
  'ats-plain': atsPlain,
  'css-grid-reversed': cssGridReversed,
};
