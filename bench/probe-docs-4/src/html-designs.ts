import { esc, groupByEmployer, listLines, page, pageWord } from './html-parts';
import { printedColumns } from './layouts';
import type { Cv, Education, Job, SectionKey } from './types';

type Render = (cv: Cv) => string;

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ');

function eduLine(e: Education): string {
  return join(
    `<b>${esc(e.degree)}</b>`,
    e.institution && `<i>${esc(e.institution)}</i>`,
    e.place && esc(e.place),
  );
}

/** moderncv "classic": a narrow right-aligned date column and a coloured rule before each heading. */
const moderncv: Render = (cv) => {
  const row = (left: string, right: string) =>
    `<div class="row"><div class="l">${left}</div><div class="r">${right}</div></div>`;
  const section = (key: SectionKey): string => {
    const head = row('<span class="bar"></span>', `<h2>${esc(cv.headings[key]!)}</h2>`);
    if (key === 'profile') return head + row('', esc(cv.profile!));
    if (key === 'experience')
      return (
        head +
        cv.jobs
          .map((j) =>
            row(
              esc(j.period ?? ''),
              `${join(`<b>${esc(j.position)}</b>`, `<i>${esc(j.company)}</i>`, j.place && esc(j.place))}.` +
                (j.bullets.length ? `<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''),
            ),
          )
          .join('')
      );
    if (key === 'education')
      return head + cv.education.map((e) => row(esc(e.period ?? ''), `${eduLine(e)}.`)).join('');
    return (
      head +
      listLines(cv, key)
        .map((l) => row('', esc(l)))
        .join('')
    );
  };
  const css = `
body { padding: 16mm 18mm; font-size: 10.5pt; line-height: 1.35; }
.top { display: flex; justify-content: space-between; margin-bottom: 8mm; }
.name { font-size: 26pt; font-weight: 300; color: #1f4e79; } .title { font-style: italic; color: #666; font-size: 13pt; }
.contact { text-align: right; font-size: 9.5pt; color: #444; }
.row { display: grid; grid-template-columns: 30mm 1fr; column-gap: 4mm; margin: 1.2mm 0; }
.l { text-align: right; font-size: 9pt; color: #333; padding-top: 0.6mm; }
.bar { display: inline-block; width: 100%; height: 2.2mm; background: #3c7bb6; }
h2 { margin: 3mm 0 1mm; font-size: 13pt; font-weight: normal; color: #1f4e79; }
ul { margin-left: 5mm; } li { margin: 0.4mm 0; }`;
  return page(
    cv,
    css,
    `<div class="top"><div><div class="name">${esc(cv.name)}</div><div class="title">${esc(cv.title)}</div></div>
<div class="contact">${esc(cv.contact.address)}<br>☎ ${esc(cv.contact.phone)}<br>✉ ${esc(cv.contact.email)}</div></div>` +
      printedColumns(cv)[0].map(section).join(''),
  );
};

/** Job-board résumé export: role, "Company - Town", dates, each on its own line. */
const jobboard: Render = (cv) => {
  const section = (key: SectionKey): string => {
    const head = `<h2>${esc(cv.headings[key]!)}</h2>`;
    if (key === 'experience')
      return (
        head +
        cv.jobs
          .map(
            (j) => `<div class="item"><div class="role">${esc(j.position)}</div>
<div>${esc(j.company)}${j.place ? ` - ${esc(j.place)}` : ''}</div><div class="dates">${esc(j.period ?? '')}</div>
${j.bullets.map((b) => `<div class="desc">• ${esc(b)}</div>`).join('')}</div>`,
          )
          .join('')
      );
    if (key === 'education')
      return (
        head +
        cv.education
          .map(
            (e) => `<div class="item"><div class="role">${esc(e.degree)}</div>
<div>${esc(e.institution ?? '')}${e.place ? ` - ${esc(e.place)}` : ''}</div><div class="dates">${esc(e.period ?? '')}</div></div>`,
          )
          .join('')
      );
    return (
      head +
      `<ul>${listLines(cv, key)
        .map((l) => `<li>${esc(l)}</li>`)
        .join('')}</ul>`
    );
  };
  const css = `
body { padding: 14mm 16mm; font-size: 10.5pt; line-height: 1.4; }
h1 { font-size: 20pt; margin: 0 0 1mm; } .contact div { color: #444; }
h2 { font-size: 13pt; margin: 7mm 0 2mm; padding-bottom: 1mm; border-bottom: 1px solid #bbb; break-after: avoid; }
.item { margin-bottom: 4mm; } .role { font-weight: bold; font-size: 11.5pt; } .dates { color: #666; }
.desc { margin-top: 1mm; } ul { margin-left: 6mm; }`;
  return page(
    cv,
    css,
    `<h1>${esc(cv.name)}</h1><div class="contact"><div>${esc(cv.title)}</div><div>${esc(cv.contact.address)}</div>
<div>${esc(cv.contact.email)}</div><div>${esc(cv.contact.phone)}</div></div>` +
      printedColumns(cv)[0].map(section).join(''),
  );
};

function bulletsDot(bullets: string[]): string {
  return bullets.map((b) => `<div class="b">· ${esc(b)}</div>`).join('');
}

/** Right sidebar; employer bold with its dates on the right of its line; roles at one employer grouped. */
const rightSidebar: Render = (cv) => {
  const [main, side] = printedColumns(cv);
  const jobsHtml = groupByEmployer(cv.jobs)
    .map((group) => {
      const employer = `<b>${esc(group[0].company)}</b>${group[0].place ? `, ${esc(group[0].place)}` : ''}`;
      if (group.length === 1) {
        const j = group[0];
        return `<div class="job"><div class="line"><span>${employer}</span><span class="d">${esc(j.period ?? '')}</span></div>
<div class="pos">${esc(j.position)}</div>${bulletsDot(j.bullets)}</div>`;
      }
      return `<div class="job"><div class="line"><span>${employer}</span></div>${group
        .map(
          (j) =>
            `<div class="line sub"><span class="pos">${esc(j.position)}</span><span class="d">${esc(j.period ?? '')}</span></div>${bulletsDot(j.bullets)}`,
        )
        .join('')}</div>`;
    })
    .join('');
  const mainSection = (key: SectionKey): string => {
    const head = `<h2>${esc(cv.headings[key]!)}</h2>`;
    if (key === 'profile') return `${head}<p>${esc(cv.profile!)}</p>`;
    if (key === 'experience') return head + jobsHtml;
    return (
      head +
      cv.education
        .map(
          (e) =>
            `<div class="job"><div class="line"><span><b>${esc(e.degree)}</b></span><span class="d">${esc(e.period ?? '')}</span></div><div>${esc(join(e.institution, e.place))}</div></div>`,
        )
        .join('')
    );
  };
  const sideSection = (key: SectionKey) =>
    `<h3>${esc(cv.headings[key]!)}</h3>${listLines(cv, key)
      .map((l) => `<div class="s">${esc(l)}</div>`)
      .join('')}`;
  const css = `
body { font-size: 10pt; line-height: 1.4; }
.wrap { display: grid; grid-template-columns: 1fr 62mm; min-height: 297mm; }
.main { padding: 14mm 10mm 12mm 16mm; } .side { background: #24495c; color: #f2f2f2; padding: 16mm 8mm; }
h1 { margin: 0; font-size: 24pt; color: #24495c; } .title { font-size: 12pt; color: #777; margin-bottom: 4mm; }
h2 { font-size: 12pt; color: #24495c; border-bottom: 2px solid #e0a030; padding-bottom: 1mm; margin: 6mm 0 2mm; }
h3 { font-size: 11pt; margin: 7mm 0 2mm; color: #e0a030; }
.job { margin-bottom: 3.5mm; } .line { display: flex; justify-content: space-between; gap: 4mm; }
.d { color: #555; font-size: 9pt; white-space: nowrap; } .pos { font-style: italic; } .sub { margin-top: 1.2mm; }
.b { margin-left: 2mm; } .s { margin: 1mm 0; } .c { margin: 1mm 0; font-size: 9pt; } p { margin: 0; }`;
  return page(
    cv,
    css,
    `<div class="wrap"><div class="main"><h1>${esc(cv.name)}</h1><div class="title">${esc(cv.title)}</div>${main.map(mainSection).join('')}</div>
<div class="side"><div class="c">${esc(cv.contact.address)}</div><div class="c">${esc(cv.contact.phone)}</div><div class="c">${esc(cv.contact.email)}</div>
${side.map(sideSection).join('')}</div></div>`,
  );
};

/** Two hand-paginated pages: dates in a right margin column, running footer, name repeated on page 2. */
const twoPage: Render = (cv) => {
  const brk = cv.pageBreak ?? { job: cv.jobs.length, bullet: 0 };
  const jobHead = (j: Job) =>
    `<div class="h"><b>${esc(j.company)}</b>${j.place ? `, ${esc(j.place)}` : ''} — ${esc(j.position)}</div>`;
  const jobRow = (head: string, period: string, bullets: string[]) =>
    `<div class="row"><div>${head}${bullets.length ? `<ul>${bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''}</div><div class="m">${esc(period)}</div></div>`;
  const pages: string[] = ['', ''];
  let current = 0;
  for (const key of printedColumns(cv)[0]) {
    let html = `<h2>${esc(cv.headings[key]!)}</h2>`;
    if (key === 'profile') html += `<p>${esc(cv.profile!)}</p>`;
    else if (key === 'experience') {
      cv.jobs.forEach((j, i) => {
        if (i < brk.job) html += jobRow(jobHead(j), j.period ?? '', j.bullets);
        else if (i === brk.job) {
          html += jobRow(jobHead(j), j.period ?? '', j.bullets.slice(0, brk.bullet));
          pages[current] += html;
          current = 1;
          html = jobRow('', '', j.bullets.slice(brk.bullet));
        } else html += jobRow(jobHead(j), j.period ?? '', j.bullets);
      });
    } else if (key === 'education')
      html += cv.education
        .map((e) => jobRow(`<div class="h">${eduLine(e)}</div>`, e.period ?? '', []))
        .join('');
    else
      html += `<ul class="plain">${listLines(cv, key)
        .map((l) => `<li>${esc(l)}</li>`)
        .join('')}</ul>`;
    pages[current] += html;
  }
  const footer = (n: number) => `<div class="foot">${esc(cv.name)} – CV – ${pageWord[cv.lang](n)}</div>`;
  const css = `
body { font-size: 11.5pt; line-height: 1.6; }
.page { position: relative; height: 297mm; padding: 18mm 18mm 22mm; overflow: hidden; page-break-after: always; }
.page:last-child { page-break-after: auto; }
h1 { margin: 0; font-size: 22pt; letter-spacing: 0.5pt; } .title { font-size: 13pt; color: #555; }
.contact { font-size: 9.5pt; color: #555; margin: 2mm 0 4mm; border-bottom: 1px solid #999; padding-bottom: 3mm; }
.run { font-size: 9pt; color: #777; border-bottom: 1px solid #ccc; padding-bottom: 2mm; margin-bottom: 4mm; }
h2 { font-size: 13pt; margin: 8mm 0 3mm; color: #7a1f2b; }
.row { display: grid; grid-template-columns: 1fr 36mm; column-gap: 6mm; margin-bottom: 4mm; }
.m { text-align: right; font-size: 9.5pt; color: #7a1f2b; padding-top: 0.5mm; }
ul { margin-left: 5mm; list-style: '– '; } ul.plain { list-style: disc; } p { margin: 0; }
.foot { position: absolute; bottom: 10mm; left: 18mm; right: 18mm; text-align: center; font-size: 8.5pt; color: #777; border-top: 1px solid #ccc; padding-top: 1.5mm; }`;
  return page(
    cv,
    css,
    `<div class="page"><h1>${esc(cv.name)}</h1><div class="title">${esc(cv.title)}</div>
<div class="contact">${esc(cv.contact.address)} · ${esc(cv.contact.phone)} · ${esc(cv.contact.email)}</div>${pages[0]}${footer(1)}</div>
<div class="page"><div class="run">${esc(cv.name)}</div>${pages[1]}${footer(2)}</div>`,
  );
};

/** Jobs under big year numbers (the year each job began), newest first. */
const yearHeadings: Render = (cv) => {
  const years: { year: string; jobs: Job[] }[] = [];
  for (const j of cv.jobs) {
    const year = /\d{4}/.exec(j.period ?? '')?.[0] ?? '';
    const last = years.at(-1);
    if (last && last.year === year) last.jobs.push(j);
    else years.push({ year, jobs: [j] });
  }
  const section = (key: SectionKey): string => {
    const head = `<h2>${esc(cv.headings[key]!)}</h2>`;
    if (key === 'profile') return `${head}<p>${esc(cv.profile!)}</p>`;
    if (key === 'experience')
      return (
        head +
        years
          .map(
            (y) =>
              `<div class="year"><div class="big">${y.year}</div><div>${y.jobs
                .map(
                  (j) =>
                    `<div class="job"><div class="pos">${esc(j.position)}</div><div class="co">${esc(j.company)}${j.place ? ` · ${esc(j.place)}` : ''}</div><div class="per">${esc(j.period ?? '')}</div>${
                      j.bullets.length
                        ? `<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`
                        : ''
                    }</div>`,
                )
                .join('')}</div></div>`,
          )
          .join('')
      );
    if (key === 'education')
      return (
        head +
        cv.education
          .map(
            (e) =>
              `<div class="ed"><b>${esc(e.degree)}</b> — ${esc(join(e.institution, e.place))} <span class="per">${esc(e.period ?? '')}</span></div>`,
          )
          .join('')
      );
    return (
      head +
      `<div class="tags">${listLines(cv, key)
        .map((l) => `<span>${esc(l)}</span>`)
        .join('')}</div>`
    );
  };
  const css = `
body { padding: 14mm 16mm; font-size: 10pt; line-height: 1.4; }
header { border-left: 4mm solid #2a9d8f; padding-left: 5mm; margin-bottom: 5mm; }
h1 { margin: 0; font-size: 24pt; } .t { color: #2a9d8f; font-size: 12pt; } .c { font-size: 9pt; color: #555; }
h2 { font-size: 11pt; letter-spacing: 1pt; color: #264653; border-bottom: 1px solid #2a9d8f; margin: 6mm 0 3mm; }
.year { display: grid; grid-template-columns: 26mm 1fr; margin-bottom: 3mm; }
.big { font-size: 24pt; font-weight: bold; color: #2a9d8f; line-height: 1; }
.job { margin-bottom: 3mm; } .pos { font-weight: bold; font-size: 11pt; } .co { color: #333; }
.per { font-style: italic; font-size: 8.5pt; color: #666; } ul { margin-left: 5mm; }
.ed { margin-bottom: 2mm; } .tags span { display: inline-block; border: 1px solid #2a9d8f; border-radius: 3mm; padding: 0.5mm 3mm; margin: 0 2mm 2mm 0; }
p { margin: 0; }`;
  return page(
    cv,
    css,
    `<header><h1>${esc(cv.name)}</h1><div class="t">${esc(cv.title)}</div><div class="c">${esc(cv.contact.address)} | ${esc(cv.contact.phone)} | ${esc(cv.contact.email)}</div></header>` +
      printedColumns(cv)[0].map(section).join(''),
  );
};

const europassLabels: Record<Cv['lang'], [string, string, string]> = {
  fr: ['Adresse :', 'Numéro de téléphone :', 'Adresse e-mail :'],
  en: ['Address:', 'Phone number:', 'Email address:'],
  nl: ['Adres:', 'Telefoonnummer:', 'E-mailadres:'],
};

/** New online Europass: blue headings, the date line above the role in small grey capitals. */
const europass2024: Render = (cv) => {
  const [a, p, m] = europassLabels[cv.lang];
  const entry = (period: string | null, title: string, sub: string | null, bullets: string[]) =>
    `<div class="e">${period ? `<div class="d">${esc(period)}</div>` : ''}<div class="ti">${esc(title)}</div>${sub ? `<div class="sub">${esc(sub)}</div>` : ''}${
      bullets.length ? `<ul>${bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''
    }</div>`;
  const section = (key: SectionKey): string => {
    const head = `<h2>${esc(cv.headings[key]!)}</h2>`;
    if (key === 'profile') return `${head}<p>${esc(cv.profile!)}</p>`;
    if (key === 'experience')
      return (
        head +
        cv.jobs
          .map((j) => entry(j.period, j.position, `${j.company}${j.place ? ` – ${j.place}` : ''}`, j.bullets))
          .join('')
      );
    if (key === 'education')
      return (
        head +
        cv.education.map((e) => entry(e.period, e.degree, join(e.institution, e.place) || null, [])).join('')
      );
    return (
      head +
      listLines(cv, key)
        .map((l) => `<div class="l">${esc(l)}</div>`)
        .join('')
    );
  };
  const css = `
body { padding: 12mm 16mm; font-size: 9.5pt; line-height: 1.4; }
.top { display: flex; gap: 6mm; align-items: center; border-bottom: 1px solid #c8d3e6; padding-bottom: 4mm; }
.logo { width: 16mm; height: 16mm; border-radius: 50%; background: #0e47cb; color: white; font-size: 7pt; display: flex; align-items: center; justify-content: center; }
h1 { margin: 0 0 1mm; font-size: 20pt; color: #0e47cb; } .info { font-size: 9pt; } .info b { color: #555; font-weight: normal; }
h2 { font-size: 12pt; color: #0e47cb; border-bottom: 2px solid #0e47cb; margin: 6mm 0 2mm; padding-bottom: 0.5mm; }
.e { margin: 0 0 3.5mm; } .d { font-size: 7.5pt; color: #777; letter-spacing: 0.6pt; }
.ti { font-weight: bold; font-size: 11pt; } .sub { color: #333; } ul { margin: 1mm 0 0 5mm; } .l { margin: 0.5mm 0; } p { margin: 0; }`;
  return page(
    cv,
    css,
    `<div class="top"><div class="logo">europass</div><div><h1>${esc(cv.name)}</h1><div class="info"><b>${a}</b> ${esc(cv.contact.address)}<br><b>${p}</b> ${esc(cv.contact.phone)} &nbsp; <b>${m}</b> ${esc(cv.contact.email)}</div></div></div>` +
      printedColumns(cv)[0].map(section).join(''),
  );
};

export const htmlDesigns: Partial<Record<Cv['design'], Render>> = {
  'moderncv-classic': moderncv,
  'jobboard-export': jobboard,
  'right-sidebar': rightSidebar,
  'two-page-right-dates': twoPage,
  'year-headings': yearHeadings,
  'europass-2024': europass2024,
};
