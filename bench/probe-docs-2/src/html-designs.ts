import { canvaBand, deg, gdocs, linkedin, profile } from './html-builders';
import { bullets, esc, list, page, para, place, tail } from './html-parts';
import type { Cv, Degree, Design, Job } from './types';

/** PDF designs imitating office-suite and institutional CVs (Europass, academic, Word-like); the registry of all PDF designs. */

/** Europass-like: labels and dates in a right-aligned left column, a blue rule under each heading. */
function europass(cv: Cv) {
  const row = (l: string, r: string) =>
    `<div class="row"><div class="lab">${l}</div><div class="val">${r}</div></div>`;
  const h = (t: string) => `<h2>${esc(t)}</h2>`;
  const jobHtml = (j: Job) =>
    row(
      esc(j.period ?? ''),
      `<div class="pos">${esc(j.position)}</div><div>${esc(j.company)}${j.meta.length ? `, ${place(j)}` : ''}</div>${bullets(j.bullets)}`,
    );
  const degHtml = (d: Degree) =>
    row(esc(d.period ?? ''), `<div class="pos">${esc(d.degree)}</div><div>${esc(d.institution ?? '')}</div>`);
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
  const block = (t: string, body: string) =>
    `<div class="blk"><div class="hd">${esc(t)}</div><div class="bd">${body}</div></div>`;
  const jobHtml = (j: Job) =>
    `<div class="job"><div class="pos">${esc(j.position)}${esc(cv.sep)}${esc(j.company)}</div>${bullets(j.bullets)}<div class="per">${esc(j.period ?? '')}${j.meta.length ? ` · ${place(j)}` : ''}</div></div>`;
  let body = cv.profile ? block(cv.profile.heading, para(cv.profile)) : '';
  body += block(cv.expHeading, cv.jobs.map(jobHtml).join(''));
  body += block(cv.eduHeading, cv.education.map(deg).join(''));
  if (cv.certHeading && cv.certifications.length)
    body += block(cv.certHeading, list({ heading: '', items: cv.certifications }));
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
