import { bullets, esc, list, page, para, place, tail } from './html-parts';
import type { Cv, Degree, Design, Job } from './types';

/** The PDF designs: HTML/CSS pages imitating what online builders and office suites export. */

const deg = (d: Degree) =>
  `<div class="deg"><b>${esc(d.degree)}</b>${d.institution ? `, ${esc(d.institution)}` : ''}${d.period ? ` <span class="dp">${esc(d.period)}</span>` : ''}</div>`;
const profile = (cv: Cv, h: (t: string) => string) => (cv.profile ? h(cv.profile.heading) + para(cv.profile) : '');

/** Canva-like: coloured left band with contact icons, skills and languages; jobs on the right. */
function canvaBand(cv: Cv) {
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
function gdocs(cv: Cv) {
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
function linkedin(cv: Cv) {
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

/** Europass-like: labels and dates in a right-aligned left column, a blue rule under each heading. */
function europass(cv: Cv) {
  const row = (l: string, r: string) => `<div class="row"><div class="lab">${l}</div><div class="val">${r}</div></div>`;
  const h = (t: string) => `<h2>${esc(t)}</h2>`;
  const jobHtml = (j: Job) =>
    row(esc(j.period ?? ''), `<div class="pos">${esc(j.position)}</div><div>${esc(j.company)}${j.meta.length ? `, ${place(j)}` : ''}</div>${bullets(j.bullets)}`);
  const degHtml = (d: Degree) => row(esc(d.period ?? ''), `<div class="pos">${esc(d.degree)}</div><div>${esc(d.institution ?? '')}</div>`);
  return page(
    cv,
    `@page { size: A4; margin: 15mm 15mm; }
    .row { display: grid; grid-template-columns: 30% minmax(0, 1fr); column-gap: 10pt; margin: 4pt 0; }
    .lab { text-align: right; color: ${cv.colour}; font-size: .92em; } .pos { font-weight: bold; color: ${cv.colour}; }
    h2 { color: ${cv.colour}; font-size: 1.05em; margin: 12pt 0 4pt 0; padding-left: calc(30% + 10pt); border-bottom: 1px solid ${cv.colour}; }
    .logo { color: ${cv.colour}; font-weight: bold; font-size: 1.6em; } h1 { font-size: 1.4em; }`,
    `${row('<span class="logo">europass</span>', `<h1>${esc(cv.name)}</h1><div>${esc(cv.title)}</div>${cv.contact.map((c) => `<div>${esc(c)}</div>`).join('')}`)}
    ${h(cv.expHeading)}${cv.jobs.map(jobHtml).join('')}${h(cv.eduHeading)}${cv.education.map(degHtml).join('')}
    ${cv.certHeading && cv.certifications.length ? h(cv.certHeading) + row('', list({ heading: '', items: cv.certifications })) : ''}
    ${cv.extra.map((s) => h(s.heading) + row('', list(s))).join('')}`,
  );
}

/** Section headings to the left of a vertical rule; each job's dates and place printed below its bullets. */
function leftRule(cv: Cv) {
  const block = (t: string, body: string) => `<div class="blk"><div class="hd">${esc(t)}</div><div class="bd">${body}</div></div>`;
  const jobHtml = (j: Job) =>
    `<div class="job"><div class="pos">${esc(j.position)}${esc(cv.sep)}${esc(j.company)}</div>${bullets(j.bullets)}<div class="per">${esc(j.period ?? '')}${j.meta.length ? ` · ${place(j)}` : ''}</div></div>`;
  let body = cv.profile ? block(cv.profile.heading, para(cv.profile)) : '';
  body += block(cv.expHeading, cv.jobs.map(jobHtml).join(''));
  body += block(cv.eduHeading, cv.education.map(deg).join(''));
  if (cv.certHeading && cv.certifications.length) body += block(cv.certHeading, list({ heading: '', items: cv.certifications }));
  for (const s of cv.extra) body += block(s.heading, list(s));
  return page(
    cv,
    `@page { size: A4; margin: 16mm 16mm; }
    header { text-align: left; margin-bottom: 10pt; } h1 { font-size: 2em; letter-spacing: 1px; } .sub { color: ${cv.colour}; font-size: 1.15em; }
    .blk { display: grid; grid-template-columns: 30mm 1fr; } .hd { font-weight: bold; color: ${cv.colour}; text-align: right; padding: 6pt 8pt 0 0; }
    .bd { border-left: 1.5px solid ${cv.colour}; padding: 6pt 0 6pt 10pt; } .pos { font-weight: bold; }
    .per { color: #777; font-size: .9em; margin-bottom: 6pt; } .job { margin-bottom: 4pt; } .dp { color: #777; }`,
    `<header><h1>${esc(cv.name)}</h1><div class="sub">${esc(cv.title)}</div><div>${cv.contact.map(esc).join(' — ')}</div></header>${body}`,
  );
}

/** Academic CV on two pages: the second page starts inside the appointments; numbered publications follow the jobs. */
function academic(cv: Cv) {
  const h = (t: string) => `<h2>${esc(t)}</h2>`;
  const jobHtml = (j: Job, i: number) =>
    `<div class="job${i === 2 ? ' brk' : ''}"><div class="hd"><span><b>${esc(j.position)}</b>, ${esc(j.company)}${j.meta.length ? `, ${place(j)}` : ''}</span><span>${esc(j.period ?? '')}</span></div>${bullets(j.bullets)}</div>`;
  return page(
    cv,
    `@page { size: A4; margin: 22mm 24mm; }
    h1 { text-align: center; font-size: 1.8em; font-weight: normal; } .sub { text-align: center; font-style: italic; } .ct { text-align: center; margin-bottom: 10pt; }
    h2 { font-size: 1.15em; border-bottom: 0.75pt solid #444; margin: 14pt 0 5pt; }
    .hd { display: flex; justify-content: space-between; gap: 12pt; } .hd span:last-child { white-space: nowrap; }
    .brk { break-before: page; } ol li { margin-bottom: 4pt; } .dp { float: right; }`,
    `<h1>${esc(cv.name)}</h1><div class="sub">${esc(cv.title)}</div><div class="ct">${cv.contact.map(esc).join(' • ')}</div>${profile(cv, h)}${h(cv.expHeading)}${cv.jobs.map(jobHtml).join('')}${tail(cv, h, deg)}`,
  );
}

/** Photo box at the top left, name and contacts in a top-right block; dates in a narrow bold left column. */
function photoBlock(cv: Cv) {
  const h = (t: string) => `<h2>${esc(t)}</h2>`;
  const jobHtml = (j: Job) =>
    `<div class="job"><div class="d">${esc(j.period ?? '')}</div><div><div class="pos">${esc(j.position)}${esc(cv.sep)}${esc(j.company)}</div>${j.meta.length ? `<div class="loc">${place(j)}</div>` : ''}${bullets(j.bullets)}</div></div>`;
  return page(
    cv,
    `@page { size: A4; margin: 14mm 16mm; }
    header { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 3px solid ${cv.colour}; padding-bottom: 8pt; }
    .ph { width: 32mm; height: 40mm; border: 1px solid #999; background: repeating-linear-gradient(45deg,#eee,#eee 4px,#f8f8f8 4px,#f8f8f8 8px); }
    .id { text-align: right; } h1 { font-size: 2em; color: ${cv.colour}; } .sub { font-size: 1.1em; margin-bottom: 4pt; }
    h2 { font-size: 1.15em; color: ${cv.colour}; margin: 12pt 0 4pt; }
    .job { display: grid; grid-template-columns: 24mm 1fr; gap: 8pt; margin-bottom: 4pt; } .d { font-weight: bold; font-family: 'Liberation Sans Narrow'; }
    .pos { font-weight: bold; } .loc { font-style: italic; color: #555; } .dp { color: #666; }`,
    `<header><div class="ph"></div><div class="id"><h1>${esc(cv.name)}</h1><div class="sub">${esc(cv.title)}</div>${cv.contact.map((c) => `<div>${esc(c)}</div>`).join('')}</div></header>${profile(cv, h)}${h(cv.expHeading)}${cv.jobs.map(jobHtml).join('')}${tail(cv, h, deg)}`,
  );
}

export const htmlDesigns: Partial<Record<Design, (cv: Cv) => string>> = {
  'canva-band': canvaBand,
  gdocs,
  linkedin,
  europass,
  'left-rule': leftRule,
  academic,
  'photo-block': photoBlock,
};
