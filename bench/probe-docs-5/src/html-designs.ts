import { esc, type Printed, plainPrinted, sectionOrder } from './rendered';
import type { Cv, Degree, Job } from './types';

/** An HTML page for Chromium to print on A4, and what it prints. */
export interface HtmlDoc {
  html: string;
  printed: Printed;
}

const page = (css: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>@page{size:A4;margin:0}*{box-sizing:border-box}` +
  `body{margin:0;-webkit-print-color-adjust:exact;print-color-adjust:exact}ul{margin:0;padding-left:1.3em}${css}</style></head>` +
  `<body>${body}</body></html>`;

const list = (items: string[], cls = '') =>
  items.length ? `<ul class="${cls}">${items.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : '';
const contacts = (cv: Cv, sep: string) => [cv.phone, cv.email, cv.address].map(esc).join(sep);
const at = (company: string, place: string | null) => esc(place ? `${company}, ${place}` : company);

/** Renders the simple sections (profile, skills, languages, certificates) the same way in every HTML design. */
function simple(cv: Cv, key: string): string {
  if (key === 'profile') return `<p class="prof">${esc(cv.profile ?? '')}</p>`;
  if (key === 'skills') return list(cv.skills, 'plain');
  if (key === 'langs') return list(cv.languages, 'plain');
  if (key === 'certs') return list(cv.certs, 'plain');
  return '';
}

function sections(
  cv: Cv,
  heading: (h: string) => string,
  job: (j: Job) => string,
  deg: (d: Degree) => string,
) {
  return sectionOrder(cv)
    .map(({ key, heading: h }) => {
      const body =
        key === 'exp'
          ? cv.jobs.map(job).join('')
          : key === 'edu'
            ? cv.edu.map(deg).join('')
            : simple(cv, key);
      return `<section>${heading(h)}${body}</section>`;
    })
    .join('');
}

/** LaTeX "Jake's résumé": company bold + dates right, role italic + place italic right, tight bullets. */
function jakes(cv: Cv): HtmlDoc {
  const row = (a: string, b: string, c: string, d: string) =>
    `<div class="e"><div class="r"><b>${a}</b><span>${b}</span></div><div class="r i"><span>${c}</span><span>${d}</span></div>`;
  const job = (j: Job) =>
    `${row(esc(j.company), esc(j.period ?? ''), esc(j.position), esc(j.place ?? ''))}${list(j.bullets)}</div>`;
  const deg = (d: Degree) =>
    `${row(esc(d.institution ?? d.degree), esc(d.place ?? ''), d.institution ? esc(d.degree) : '', esc(d.period ?? ''))}</div>`;
  const css = `body{font-family:'Liberation Serif';font-size:10.5pt;padding:13mm 15mm;color:#000}
h1{font-size:24pt;text-align:center;margin:0;font-variant:small-caps;font-weight:bold}
.c{text-align:center;font-size:9.5pt;margin:2px 0 6px}
h2{font-variant:small-caps;font-size:13pt;font-weight:normal;border-bottom:0.8px solid #000;margin:9px 0 4px;padding-bottom:1px}
.r{display:flex;justify-content:space-between}.i{font-style:italic;font-size:9.5pt}.e{margin:0 0 5px 8px}
ul{font-size:9.5pt;margin:1px 0 0 6px}li{margin:0}.plain{list-style:none;padding-left:8px}.prof{margin:0 8px}`;
  const body = `<h1>${esc(cv.name)}</h1><div class="c">${contacts(cv, ' &nbsp;|&nbsp; ')}</div>${sections(cv, (h) => `<h2>${esc(h)}</h2>`, job, deg)}`;
  return { html: page(css, body), printed: plainPrinted(cv) };
}

/** Awesome-CV: headings with their first three letters in the accent colour and a rule, position in small caps. */
function awesome(cv: Cv): HtmlDoc {
  const accent = '#dc3522';
  const heading = (h: string) =>
    `<h2><span class="a">${esc(h.slice(0, 3))}</span>${esc(h.slice(3))}<i class="rule"></i></h2>`;
  const job = (j: Job) =>
    `<div class="e"><div class="r"><b>${esc(j.company)}</b><span class="loc">${esc(j.place ?? '')}</span></div>` +
    `<div class="r"><span class="pos">${esc(j.position)}</span><span class="d">${esc(j.period ?? '')}</span></div>${list(j.bullets)}</div>`;
  const deg = (d: Degree) =>
    `<div class="e"><div class="r"><b>${esc(d.institution ?? '')}</b><span class="loc">${esc(d.place ?? '')}</span></div>` +
    `<div class="r"><span class="pos">${esc(d.degree)}</span><span class="d">${esc(d.period ?? '')}</span></div></div>`;
  const [first, ...rest] = cv.name.split(' ');
  const css = `body{font-family:'DejaVu Sans';font-size:9.5pt;padding:16mm 18mm;color:#333}
h1{text-align:center;font-size:28pt;margin:0;font-weight:300;color:#555}h1 b{color:#222}
.t{text-align:center;font-variant:small-caps;color:${accent};font-size:10pt;margin:2px 0}
.c{text-align:center;font-size:8pt;color:#777;margin-bottom:8px}
h2{font-size:14pt;font-variant:small-caps;margin:12px 0 5px;display:flex;align-items:center;color:#333}
.a{color:${accent}}.rule{flex:1;border-top:0.8px solid #aaa;margin-left:8px}
.r{display:flex;justify-content:space-between}.e{margin-bottom:9px}.e b{font-size:10.5pt;color:#222}
.loc{color:${accent};font-style:italic}.pos{font-variant:small-caps;color:#666;font-size:9pt}.d{font-style:italic;color:#888;font-size:8.5pt}
ul{color:#555;margin-top:2px}li{margin:1px 0}.plain{list-style:none;padding-left:0}.prof{margin:0;color:#555}`;
  const body =
    `<h1>${esc(first!)} <b>${esc(rest.join(' '))}</b></h1>${cv.title ? `<div class="t">${esc(cv.title)}</div>` : ''}` +
    `<div class="c">${contacts(cv, ' &nbsp;·&nbsp; ')}</div>${sections(cv, heading, job, deg)}`;
  return { html: page(css, body), printed: plainPrinted(cv) };
}

/** Google Docs "Spearmint": coloured headings, "Company, Place — Role" then the dates small and grey below. */
function spearmint(cv: Cv): HtmlDoc {
  const job = (j: Job) =>
    `<div class="e"><p class="h"><b>${esc(j.company)}</b>${esc(j.place ? `, ${j.place}` : '')} — <i>${esc(j.position)}</i></p>` +
    `${j.period ? `<p class="d">${esc(j.period)}</p>` : ''}${list(j.bullets)}</div>`;
  const deg = (d: Degree) =>
    `<div class="e"><p class="h"><b>${esc(d.institution ?? d.place ?? '')}</b>${esc(d.institution && d.place ? `, ${d.place}` : '')} — <i>${esc(d.degree)}</i></p>` +
    `${d.period ? `<p class="d">${esc(d.period)}</p>` : ''}</div>`;
  const css = `body{font-family:'Liberation Sans';font-size:10pt;padding:16mm 19mm;color:#000}
.top{border-top:6px solid #00ab44;padding-top:10px}h1{font-size:24pt;margin:0;font-weight:bold}
.t{color:#00ab44;font-size:12pt;margin:2px 0}.c{font-size:9pt;color:#666;margin-bottom:6px}
h2{color:#00ab44;font-size:11pt;margin:14px 0 6px;font-weight:bold}p{margin:0}.h{font-size:10.5pt}
.d{color:#666;font-size:8.5pt;margin:2px 0 3px}.e{margin-bottom:9px}li{margin:2px 0}.plain{list-style:none;padding-left:0}`;
  const body =
    `<div class="top"><h1>${esc(cv.name)}</h1>${cv.title ? `<div class="t">${esc(cv.title)}</div>` : ''}` +
    `<div class="c">${[cv.address, cv.phone, cv.email].map(esc).join('<br>')}</div></div>${sections(cv, (h) => `<h2>${esc(h)}</h2>`, job, deg)}`;
  return { html: page(css, body), printed: plainPrinted(cv) };
}

/** Grid CV: each section's heading in a left margin column on the baseline of its first line. */
function gridMargin(cv: Cv): HtmlDoc {
  const job = (j: Job) =>
    `<div class="e"><p><b>${esc(j.position)}</b> · ${at(j.company, j.place)}</p>${j.period ? `<p class="d">${esc(j.period)}</p>` : ''}${list(j.bullets)}</div>`;
  const deg = (d: Degree) => {
    const where = [d.institution, d.place].filter(Boolean).join(', ');
    return `<div class="e"><p><b>${esc(d.degree)}</b>${where ? ` · ${esc(where)}` : ''}</p>${d.period ? `<p class="d">${esc(d.period)}</p>` : ''}</div>`;
  };
  const rows = sectionOrder(cv)
    .map(({ key, heading }) => {
      const body =
        key === 'exp'
          ? cv.jobs.map(job).join('')
          : key === 'edu'
            ? cv.edu.map(deg).join('')
            : simple(cv, key);
      return `<div class="row"><div class="k">${esc(heading)}</div><div class="v">${body}</div></div>`;
    })
    .join('');
  const css = `body{font-family:'Liberation Sans';font-size:9.5pt;padding:15mm 16mm;color:#222}
.head{display:grid;grid-template-columns:42mm 1fr;margin-bottom:10px}h1{font-size:20pt;margin:0;grid-column:2}
.t{grid-column:2;color:#555;font-size:11pt}.c{grid-column:2;font-size:8.5pt;color:#555;margin-top:3px}
.row{display:grid;grid-template-columns:42mm 1fr;align-items:baseline;border-top:0.6px solid #ccc;padding:7px 0}
.k{font-weight:bold;color:#1b4f72;font-size:9.5pt;padding-right:6mm}p{margin:0}.d{color:#777;font-size:8.5pt}
.e{margin-bottom:6px}.e:last-child{margin-bottom:0}li{margin:1px 0}.plain{list-style:none;padding-left:0}.prof{margin:0}`;
  const body =
    `<div class="head"><h1>${esc(cv.name)}</h1>${cv.title ? `<div class="t">${esc(cv.title)}</div>` : ''}` +
    `<div class="c">${contacts(cv, ' · ')}</div></div>${rows}`;
  return { html: page(css, body), printed: plainPrinted(cv) };
}

const PERSONALIA = { fr: 'Informations personnelles', en: 'Personal details', nl: 'Personalia' } as const;
const LABELS = {
  fr: ['Nom', 'E-mail', 'Téléphone', 'Adresse'],
  en: ['Name', 'Email', 'Phone', 'Address'],
  nl: ['Naam', 'E-mail', 'Telefoon', 'Woonplaats'],
} as const;

/** A CV-maker web export: personal details first, then rows with the period in a right-aligned grey column. */
function cvmaker(cv: Cv): HtmlDoc {
  const row = (main: string, period: string | null) =>
    `<div class="row"><div class="m">${main}</div><div class="p">${esc(period ?? '')}</div></div>`;
  const job = (j: Job) =>
    row(`<b>${esc(j.position)}</b><br><span>${at(j.company, j.place)}</span>${list(j.bullets)}`, j.period);
  const deg = (d: Degree) =>
    row(
      `<b>${esc(d.degree)}</b>${d.institution || d.place ? `<br><span>${esc([d.institution, d.place].filter(Boolean).join(', '))}</span>` : ''}`,
      d.period,
    );
  const labels = LABELS[cv.lang];
  const values = [cv.name, cv.email, cv.phone, cv.address];
  const personal = `<section><h2>${esc(PERSONALIA[cv.lang])}</h2><table>${labels
    .map((l, i) => `<tr><td class="l">${esc(l)}</td><td>${esc(values[i]!)}</td></tr>`)
    .join('')}</table></section>`;
  const css = `body{font-family:'DejaVu Sans';font-size:9pt;padding:14mm 15mm;color:#2d2d2d}
h1{font-size:22pt;margin:0;color:#1f3b57}.t{font-size:11pt;color:#4a90c2;margin:2px 0 8px}
h2{font-size:11pt;color:#1f3b57;border-bottom:1.5px solid #4a90c2;padding-bottom:2px;margin:12px 0 6px}
.row{display:flex;gap:8mm;margin-bottom:7px}.m{flex:1}.p{width:38mm;text-align:right;color:#8a8a8a;font-size:8.5pt}
.l{color:#8a8a8a;width:32mm;padding:1px 0}td{padding:1px 0;vertical-align:top}table{border-collapse:collapse}
ul{margin-top:2px}li{margin:1px 0}.plain{list-style:none;padding-left:0}.prof{margin:0}`;
  const body = `<h1>${esc(cv.name)}</h1>${cv.title ? `<div class="t">${esc(cv.title)}</div>` : ''}${personal}${sections(cv, (h) => `<h2>${esc(h)}</h2>`, job, deg)}`;
  const printed = plainPrinted(cv);
  return {
    html: page(css, body),
    printed: { ...printed, sections: [PERSONALIA[cv.lang], ...printed.sections] },
  };
}

export const HTML_DESIGNS: Record<string, (cv: Cv) => HtmlDoc> = {
  'jakes-resume': jakes,
  'awesome-cv': awesome,
  'gdocs-spearmint': spearmint,
  'grid-margin-headings': gridMargin,
  'cvmaker-export': cvmaker,
};
