import {
  baseCss,
  contactHtml,
  degreeHtml,
  esc,
  jobBody,
  jobHead,
  jobHtml,
  mainSections,
  sideHtml,
} from './html-parts';
import type { Cv, Job, Printed } from './types';

/** One HTML page per layout kind; each returns the page and the headings it printed, in reading order. */

type Out = { html: string; printed: Printed };
const page = (css: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body>${body}</body></html>`;
const section = ([h, body]: [string, string]) => `<section><h2>${esc(h)}</h2>${body}</section>`;
const sideSections = (cv: Cv): [string, string][] =>
  cv.side.map((b) => [b.heading, sideHtml({ ...b, heading: '' }).replace(/^<h2><\/h2>/, '')]);
const names = (parts: [string, string][]) => parts.map((p) => p[0]);

function header(cv: Cv, sep = '  ·  '): string {
  return `<header style="margin-bottom:8px"><h1>${esc(cv.name)}</h1><div style="font-size:1.15em;color:${cv.design.accent}">${esc(cv.headline)}</div>${contactHtml(cv, sep)}</header>`;
}

function sidebar(cv: Cv): Out {
  const d = cv.design;
  const left = d.side !== 'right';
  const sideParts = sideSections(cv);
  const side = `<aside><h1 style="font-size:${d.size + 8}pt">${esc(cv.name)}</h1><div style="margin-bottom:8px">${esc(cv.headline)}</div>
    <h2>${esc(cv.contact.length ? contactHeading(cv) : '')}</h2>${contactHtml(cv)}${sideParts.map(section).join('')}</aside>`;
  const main = mainSections(cv, (j) => jobHtml(j, d));
  const css = `${baseCss(d, '0')}
  .bg { position: fixed; top: 0; bottom: 0; ${left ? 'left' : 'right'}: 0; width: 66mm; background: ${d.accent}; z-index: -1; }
  .wrap { display: grid; grid-template-columns: ${left ? '66mm 1fr' : '1fr 66mm'}; }
  aside { padding: 14mm 6mm 10mm 7mm; color: #fff; } aside h2 { color: #fff; border-color: #fff; font-size: ${d.size + 1}pt; }
  aside .bar { background: rgba(255,255,255,.35); } aside .bar > div { background: #fff; }
  main { padding: 14mm 12mm 10mm 9mm; }`;
  const mainHtml = `<main>${main.map(section).join('')}</main>`;
  const sideNames = [contactHeading(cv), ...names(sideParts)];
  return {
    html: page(
      css,
      `<div class="bg"></div><div class="wrap">${left ? side + mainHtml : mainHtml + side}</div>`,
    ),
    printed: {
      sections: left ? [...sideNames, ...names(main)] : [...names(main), ...sideNames],
      columns: { side: sideNames, main: names(main) },
    },
  };
}

const CONTACT: Record<Cv['lang'], string> = { fr: 'Contact', en: 'Contact', nl: 'Contact' };
const contactHeading = (cv: Cv) => CONTACT[cv.lang];

function twoColumns(cv: Cv): Out {
  const d = cv.design;
  const main = mainSections(cv, (j) => jobHtml(j, d));
  const leftParts = main.slice(0, cv.profile ? 2 : 1);
  const rightParts = [...main.slice(leftParts.length), ...sideSections(cv)];
  const css = `${baseCss(d)} .cols { display: grid; grid-template-columns: 1fr 1fr; gap: 9mm; }`;
  const body = `${header(cv)}<div class="cols"><div>${leftParts.map(section).join('')}</div><div>${rightParts.map(section).join('')}</div></div>`;
  return {
    html: page(css, body),
    printed: {
      sections: [...names(leftParts), ...names(rightParts)],
      columns: { left: names(leftParts), right: names(rightParts) },
    },
  };
}

function table(cv: Cv): Out {
  const d = cv.design;
  const cell = 'style="vertical-align:top;padding:4px 6px"';
  const row = (j: Job) =>
    d.threeColumns
      ? `<tr><td ${cell} class="d">${esc(j.period ?? '')}</td><td ${cell}><b>${esc(j.company)}</b>${j.context ? `<div class="muted">${esc(j.context)}</div>` : ''}</td><td ${cell}><b>${esc(j.position)}</b>${jobBody(j, d)}</td></tr>`
      : `<tr><td ${cell} class="d">${esc(j.period ?? '')}</td><td ${cell}>${jobHead(j, d, false)}${jobBody(j, d)}</td></tr>`;
  const degRow = (g: Cv['edu']['items'][number]) =>
    `<tr><td ${cell} class="d">${esc(g.period ?? '')}</td>${d.threeColumns ? `<td ${cell}>${esc(g.institution ?? '')}</td>` : ''}<td ${cell}>${degreeHtml({ ...g, institution: d.threeColumns ? null : g.institution }, false)}</td></tr>`;
  const tbl = (rows: string) =>
    `<table style="width:100%;border-collapse:collapse" class="${d.borders ? 'b' : ''}"><colgroup><col style="width:${d.threeColumns ? '20%' : '24%'}">${d.threeColumns ? '<col style="width:24%">' : ''}<col></colgroup>${rows}</table>`;
  const parts: [string, string][] = [];
  if (cv.profile) parts.push([cv.profile.heading, `<p>${esc(cv.profile.text)}</p>`]);
  parts.push([cv.exp.heading, tbl(cv.exp.jobs.map(row).join(''))]);
  parts.push([cv.edu.heading, tbl(cv.edu.items.map(degRow).join(''))]);
  if (cv.certs) parts.push([cv.certs.heading, cv.certs.items.map((c) => `<div>${esc(c)}</div>`).join('')]);
  parts.push(...sideSections(cv));
  const css = `${baseCss(d)} table.b td { border: 1px solid #bbb; } tr { break-inside: avoid; }`;
  return { html: page(css, header(cv) + parts.map(section).join('')), printed: { sections: names(parts) } };
}

function marginDates(cv: Cv): Out {
  const d = cv.design;
  const dated = (date: string | null, body: string) =>
    `<div class="m"><div class="md">${esc(date ?? '')}</div>${body}</div>`;
  const main = mainSections(
    cv,
    (j) => dated(j.period, jobHtml(j, d, false)),
    (g) => dated(g.period, degreeHtml(g, false)),
  );
  const parts = [...main, ...sideSections(cv)];
  const css = `${baseCss(d)} body { padding-left: 36mm; }
  .m { position: relative; } .md { position: absolute; left: -36mm; width: 32mm; text-align: right; color: ${d.accent}; font-size: .92em; }
  header { margin-left: -36mm; } h2 { margin-left: -36mm; }`;
  return { html: page(css, header(cv) + parts.map(section).join('')), printed: { sections: names(parts) } };
}

function headerBand(cv: Cv): Out {
  const d = cv.design;
  const parts = [...mainSections(cv, (j) => jobHtml(j, d)), ...sideSections(cv)];
  const css = `${baseCss(d, '0 0 12mm 0')} .band { background: ${d.accent}; color: #fff; padding: 12mm 16mm 8mm; }
  .band div { color: #fff !important; } .body { padding: 4mm 16mm 0; }`;
  const band = `<div class="band"><h1>${esc(cv.name)}</h1><div style="font-size:1.3em;margin:2px 0 6px">${esc(cv.headline)}</div>${contactHtml(cv, '   |   ')}</div>`;
  return {
    html: page(css, `${band}<div class="body">${parts.map(section).join('')}</div>`),
    printed: { sections: names(parts) },
  };
}

function timeline(cv: Cv): Out {
  const d = cv.design;
  const item = (date: string | null, body: string) =>
    `<div class="t"><div class="dot"></div>${date ? `<div class="td">${esc(date)}</div>` : ''}${body}</div>`;
  const main = mainSections(
    cv,
    (j) =>
      item(
        [j.period, d.job.context === 'date' ? j.context : null].filter(Boolean).join(' · ') || null,
        jobHtml(j, d, false),
      ),
    (g) => item(g.period, degreeHtml(g, false)),
  );
  const parts = [...main, ...sideSections(cv)];
  const css = `${baseCss(d)} .t { position: relative; padding-left: 18px; border-left: 2px solid ${d.accent}55; margin-left: 5px; padding-bottom: 6px; break-inside: avoid; }
  .dot { position: absolute; left: -7px; top: 2px; width: 10px; height: 10px; border-radius: 50%; background: ${d.accent}; }
  .td { color: ${d.accent}; font-weight: bold; font-size: .9em; }`;
  return { html: page(css, header(cv) + parts.map(section).join('')), printed: { sections: names(parts) } };
}

function single(cv: Cv, dense = false): Out {
  const d = cv.design;
  const parts = [...mainSections(cv, (j) => jobHtml(j, d)), ...sideSections(cv)];
  const css = dense
    ? `${baseCss(d, '9mm 11mm')} h2 { margin: 6px 0 3px; } .job, .deg { margin-bottom: 4px; } body { line-height: 1.2; }
       .sides { display: grid; grid-template-columns: repeat(${cv.side.length}, 1fr); gap: 6mm; }`
    : baseCss(d);
  if (dense) {
    const main = mainSections(cv, (j) => jobHtml(j, d));
    const sides = `<div class="sides">${sideSections(cv)
      .map((p) => `<div>${section(p)}</div>`)
      .join('')}</div>`;
    return {
      html: page(css, header(cv, ' | ') + main.map(section).join('') + sides),
      printed: { sections: [...names(main), ...cv.side.map((b) => b.heading)] },
    };
  }
  return { html: page(css, header(cv) + parts.map(section).join('')), printed: { sections: names(parts) } };
}

function europass(cv: Cv): Out {
  const d = cv.design;
  const row = (label: string, body: string) => `<div class="l">${label}</div><div>${body}</div>`;
  const parts = mainSections(
    cv,
    (j) => row(esc(j.period ?? ''), jobHtml(j, d, false)),
    (g) => row(esc(g.period ?? ''), degreeHtml(g, false)),
  );
  const sides = sideSections(cv);
  const all = [...parts, ...sides];
  const rowBased = new Set([cv.exp.heading, cv.edu.heading]);
  const sectionRow = ([h, body]: [string, string], i: number) =>
    `<div class="l h">${esc(h)}</div><div class="rule"></div>${rowBased.has(h) && i < parts.length ? body : row('', body)}`;
  const css = `${baseCss(d)} .g { display: grid; grid-template-columns: 52mm 1fr; column-gap: 6mm; row-gap: 3px; }
  .l { text-align: right; color: ${d.accent}; font-size: .92em; } .h { font-weight: bold; text-transform: uppercase; margin-top: 10px; }
  .rule { border-bottom: 1px solid ${d.accent}; margin-top: 10px; } h1 { font-weight: normal; }`;
  const top = `<div class="g">${row('<b>Europass</b>', `<h1>${esc(cv.name)}</h1><div>${esc(cv.headline)}</div>`)}${row('', contactHtml(cv))}${all.map(sectionRow).join('')}</div>`;
  return { html: page(css, top), printed: { sections: names(all) } };
}

export function renderHtml(cv: Cv): Out {
  switch (cv.layout) {
    case 'sidebar':
      return sidebar(cv);
    case 'two-columns':
      return twoColumns(cv);
    case 'table':
      return table(cv);
    case 'margin-dates':
      return marginDates(cv);
    case 'header-band':
      return headerBand(cv);
    case 'timeline':
      return timeline(cv);
    case 'europass':
      return europass(cv);
    case 'dense':
      return single(cv, true);
    default:
      return single(cv);
  }
}
