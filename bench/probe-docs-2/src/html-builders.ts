import { bullets, esc, list, page, para, place, tail } from './html-parts';
import type { Cv, Degree, Job } from './types';

/** PDF designs imitating online builders: Canva, Google Docs, LinkedIn. */

export const deg = (d: Degree) =>
  `<div class="deg"><b>${esc(d.degree)}</b>${d.institution ? `, ${esc(d.institution)}` : ''}${d.period ? ` <span class="dp">${esc(d.period)}</span>` : ''}</div>`;
export const profile = (cv: Cv, h: (t: string) => string) =>
  cv.profile ? h(cv.profile.heading) + para(cv.profile) : '';

/** Canva-like: coloured left band with contact icons, skills and languages; jobs on the right. */
export function canvaBand(cv: Cv) {
  const icons = ['☎', '✉', '⌂', '⚑'];
  const band = `<aside><div class="photo"></div>
    ${cv.contact.map((c, i) => `<div class="ct"><span class="ic">${icons[i % icons.length]}</span> ${esc(c)}</div>`).join('')}
    ${cv.extra.map((s) => `<h3>${esc(s.heading)}</h3>${list(s)}`).join('')}</aside>`;
  const h = (t: string) => `<h2>${esc(t)}</h2>`;
  const jobHtml = (j: Job) =>
    `<div class="job"><div class="pos">${esc(j.position)}</div><div class="co">${esc(j.company)}${j.meta.length ? `${esc(cv.sep)}${place(j)}` : ''}</div><div class="per">${esc(j.period ?? '')}</div>${bullets(j.bullets)}</div>`;
  const main = `<main><h1>${esc(cv.name)}</h1><div class="ttl">${esc(cv.title)}</div>${profile(cv, h)}${h(cv.expHeading)}${cv.jobs.map(jobHtml).join('')}${h(cv.eduHeading)}${cv.education.map(deg).join('')}${cv.certHeading && cv.certifications.length ? h(cv.certHeading) + list({ heading: '', items: cv.certifications }) : ''}</main>`;
  return page(
    cv,
    `@page { size: A4; margin: 0; }
    .wrap { display: grid; grid-template-columns: 34% 66%; min-height: 297mm; }
    aside { background: ${cv.colour}; color: #fff; padding: 18mm 8mm; }
    aside h3 { font-size: 1.15em; margin: 14pt 0 4pt; border-bottom: 1px solid rgba(255,255,255,.6); }
    .photo { width: 34mm; height: 34mm; border-radius: 50%; background: rgba(255,255,255,.35); margin: 0 auto 12pt; }
    .ct { margin: 4pt 0; } .ic { display: inline-block; width: 14pt; }
    main { padding: 18mm 12mm 14mm; } h1 { font-size: 2.3em; color: ${cv.colour}; } .ttl { font-size: 1.2em; margin-bottom: 8pt; }
    h2 { color: ${cv.colour}; font-size: 1.3em; margin: 12pt 0 4pt; border-bottom: 2px solid ${cv.colour}; }
    .job { margin-bottom: 6pt; } .pos { font-weight: bold; } .co { color: #555; } .per { font-style: italic; color: #777; font-size: .92em; }
    .dp { color: #777; }`,
    `<div class="wrap">${band}${main}</div>`,
  );
}

/** Google-Docs-like: big title, small-caps headings, company and dates on one borderless table row, title in italics below. */
export function gdocs(cv: Cv) {
  const h = (t: string) => `<h2>${esc(t)}</h2>`;
  const jobHtml = (j: Job) =>
    `<table><tr><td class="l"><b>${esc(j.company)}</b>${j.meta.length ? `, ${place(j)}` : ''}</td><td class="r">${esc(j.period ?? '')}</td></tr><tr><td colspan="2"><i>${esc(j.position)}</i></td></tr></table>${bullets(j.bullets)}`;
  return page(
    cv,
    `@page { size: A4; margin: 18mm 20mm; }
    h1 { font-size: 2.4em; font-weight: normal; } .sub { color: #666; font-size: 1.1em; } .ct { margin: 4pt 0 6pt; color: #444; }
    h2 { font-variant: small-caps; font-size: 1.3em; font-weight: bold; margin: 12pt 0 4pt; color: ${cv.colour}; }
    table { width: 100%; border-collapse: collapse; } td { padding: 0; } td.r { text-align: right; white-space: nowrap; }
    .dp { float: right; }`,
    `<h1>${esc(cv.name)}</h1><div class="sub">${esc(cv.title)}</div><div class="ct">${cv.contact.map(esc).join(' | ')}</div>${profile(cv, h)}${h(cv.expHeading)}${cv.jobs.map(jobHtml).join('')}${tail(cv, h, deg)}`,
  );
}

/** LinkedIn-like "Experience" list: logo squares, durations, several roles grouped under one employer. */
export function linkedin(cv: Cv) {
  const h = (t: string) => `<h2>${esc(t)}</h2>`;
  const role = (j: Job) =>
    `<div class="per">${esc(j.period ?? '')}${j.meta[0] ? ` · ${esc(j.meta[0])}` : ''}</div>${j.meta[1] ? `<div class="loc">${esc(j.meta[1])}</div>` : ''}${bullets(j.bullets)}`;
  let out = '';
  cv.jobs.forEach((j, i) => {
    if (j.inGroup) return;
    if (j.group) {
      const roles = [j];
      for (let k = i + 1; cv.jobs[k]?.inGroup; k++) roles.push(cv.jobs[k]!);
      out += `<div class="item"><div class="logo"></div><div class="body"><div class="t">${esc(j.company)}</div><div class="per">${esc(j.group)}</div>${roles.map((r) => `<div class="role"><div class="t">${esc(r.position)}</div>${role(r)}</div>`).join('')}</div></div>`;
    } else
      out += `<div class="item"><div class="logo"></div><div class="body"><div class="t">${esc(j.position)}</div><div>${esc(j.company)}</div>${role(j)}</div></div>`;
  });
  const degHtml = (d: Degree) =>
    `<div class="item"><div class="logo"></div><div class="body"><div class="t">${esc(d.institution ?? '')}</div><div>${esc(d.degree)}</div><div class="per">${esc(d.period ?? '')}</div></div></div>`;
  return page(
    cv,
    `@page { size: A4; margin: 14mm 16mm; }
    .card { border: 1px solid #ddd; border-radius: 8px; padding: 10pt 14pt; margin-bottom: 8pt; }
    h1 { font-size: 1.9em; } .hl { font-size: 1.05em; } .ct { color: #666; }
    h2 { font-size: 1.35em; margin-bottom: 6pt; }
    .item { display: flex; gap: 9pt; margin: 6pt 0 8pt; } .logo { flex: 0 0 30pt; height: 30pt; background: #cfd8e3; border-radius: 3pt; }
    .body { flex: 1; } .t { font-weight: bold; } .per, .loc { color: #666; font-size: .92em; }
    .role { border-left: 2px solid #ccc; padding-left: 8pt; margin: 5pt 0 5pt 2pt; }`,
    `<div class="card"><div style="height:40pt;background:${cv.colour};margin:-10pt -14pt 8pt;border-radius:8px 8px 0 0"></div><h1>${esc(cv.name)}</h1><div class="hl">${esc(cv.title)}</div><div class="ct">${cv.contact.map(esc).join(' · ')}</div></div>
    ${cv.profile ? `<div class="card">${h(cv.profile.heading)}${para(cv.profile)}</div>` : ''}
    <div class="card">${h(cv.expHeading)}${out}</div>
    <div class="card">${h(cv.eduHeading)}${cv.education.map(degHtml).join('')}</div>
    ${cv.certHeading && cv.certifications.length ? `<div class="card">${h(cv.certHeading)}${list({ heading: '', items: cv.certifications })}</div>` : ''}
    ${cv.extra.map((s) => `<div class="card">${h(s.heading)}${list(s)}</div>`).join('')}`,
  );
}
