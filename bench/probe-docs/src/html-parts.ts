import type { Bullet, Cv, Degree, Design, Job, SideBlock } from './types';

/** The pieces every HTML layout shares: a job's head and bullets, a degree, a side block, the base CSS. */

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const FONTS: Record<Design['font'], string> = {
  serif: "'DejaVu Serif', 'Liberation Serif', serif",
  sans: "'Liberation Sans', 'DejaVu Sans', sans-serif",
  narrow: "'Liberation Sans Narrow', 'Liberation Sans', sans-serif",
};

export function baseCss(d: Design, pageMargin = '14mm 15mm'): string {
  return `@page { size: A4; margin: ${pageMargin}; }
* { box-sizing: border-box; }
body { margin: 0; font-family: ${FONTS[d.font]}; font-size: ${d.size}pt; line-height: 1.32; color: #222; hyphens: manual; }
h1 { font-size: ${d.size + 11}pt; margin: 0; letter-spacing: .5px; }
h2 { font-size: ${d.size + 2}pt; color: ${d.accent}; margin: 12px 0 6px; text-transform: uppercase; letter-spacing: 1px;
     border-bottom: 1px solid ${d.accent}; padding-bottom: 2px; break-after: avoid; }
ul { margin: 3px 0 0; padding-left: 15px; } li { margin: 1px 0; } ul ul { list-style: circle; }
p { margin: 3px 0; }
.job, .deg { margin-bottom: 8px; break-inside: avoid; }
.row { display: flex; justify-content: space-between; gap: 10px; align-items: baseline; }
.d { white-space: nowrap; color: #555; }
.co { font-style: italic; }
.muted { color: #666; }
.bar { height: 5px; background: #ddd; border-radius: 3px; margin: 2px 0 5px; }
.bar > div { height: 5px; background: ${d.accent}; border-radius: 3px; }`;
}

function bulletsHtml(bullets: Bullet[], paragraphs = false): string {
  if (bullets.length === 0) return '';
  if (paragraphs) return bullets.map((b) => `<p>${esc(typeof b === 'string' ? b : b[0])}</p>`).join('');
  const li = (b: Bullet) =>
    typeof b === 'string'
      ? `<li>${esc(b)}</li>`
      : `<li>${esc(b[0])}<ul>${b[1].map((s) => `<li>${esc(s)}</li>`).join('')}</ul></li>`;
  return `<ul>${bullets.map(li).join('')}</ul>`;
}

/** The head of a job; `withDate: false` when the layout prints the period elsewhere (margin, table, timeline). */
export function jobHead(j: Job, d: Design, withDate = true): string {
  const st = d.job;
  const ctxAtCompany = st.context !== 'date' && j.context;
  const company = `<span class="co">${esc(j.company)}</span>${ctxAtCompany ? `<span class="muted">, ${esc(j.context!)}</span>` : ''}`;
  const position = `<b>${esc(j.position)}</b>`;
  const dateText = [j.period, st.context === 'date' ? j.context : null].filter(Boolean).join(' · ');
  const date = withDate && dateText ? `<span class="d">${esc(dateText)}</span>` : '';
  const lines: string[] = [];
  if (st.order === 'one-line') lines.push(`${position}${esc(st.joiner ?? ' | ')}${company}`);
  else if (st.order === 'one-line-company-first')
    lines.push(
      `<b>${esc(j.company)}</b>${esc(st.joiner ?? ' | ')}<span class="co">${esc(j.position)}</span>${ctxAtCompany ? `<span class="muted">, ${esc(j.context!)}</span>` : ''}`,
    );
  else if (st.order === 'title-first') lines.push(position, company);
  else
    lines.push(
      `<b>${esc(j.company)}</b>${ctxAtCompany ? `<span class="muted">, ${esc(j.context!)}</span>` : ''}`,
      `<span class="co">${esc(j.position)}</span>`,
    );
  if (date && st.date === 'right') lines[0] = `<div class="row"><span>${lines[0]}</span>${date}</div>`;
  else lines[0] = `<div>${lines[0]}</div>`;
  const rest = lines.slice(1).map((l) => `<div>${l}</div>`);
  if (date && st.date === 'below') rest.push(`<div>${date}</div>`);
  const above = date && st.date === 'above' ? `<div>${date}</div>` : '';
  return above + lines[0] + rest.join('');
}

export const jobHtml = (j: Job, d: Design, withDate = true) =>
  `<div class="job">${jobHead(j, d, withDate)}${bulletsHtml(j.bullets, d.job.paragraphs)}</div>`;

export const jobBody = (j: Job, d: Design) => bulletsHtml(j.bullets, d.job.paragraphs);

export function degreeHtml(g: Degree, withDate = true): string {
  const inst = [g.institution, g.context]
    .filter(Boolean)
    .map((s) => esc(s!))
    .join(', ');
  const date = withDate && g.period ? `<span class="d">${esc(g.period)}</span>` : '';
  return `<div class="deg"><div class="row"><b>${esc(g.degree)}</b>${date}</div>${inst ? `<div class="co">${inst}</div>` : ''}${g.details.map((x) => `<div class="muted">${esc(x)}</div>`).join('')}</div>`;
}

export function sideHtml(b: SideBlock, tag = 'h2'): string {
  const items = b.items
    .map((it, i) =>
      b.bars
        ? `<div>${esc(it)}</div><div class="bar"><div style="width:${(b.bars[i] ?? 3) * 20}%"></div></div>`
        : `<div>${esc(it)}</div>`,
    )
    .join('');
  return `<${tag}>${esc(b.heading)}</${tag}>${items}`;
}

const ICONS = ['✉', '☎', '⌂', '✈', '★'];
export const contactHtml = (cv: Cv, sep?: string) =>
  sep
    ? `<div>${cv.contact.map(esc).join(esc(sep))}</div>`
    : cv.contact
        .map((c, i) => `<div>${cv.design.icons ? `${ICONS[i] ?? '•'} ` : ''}${esc(c)}</div>`)
        .join('');

/** The main sections every layout prints in order: profile, experience (by `jobs`), education, certificates. */
export function mainSections(cv: Cv, jobs: (j: Job) => string, degrees = (g: Degree) => degreeHtml(g)) {
  const parts: [string, string][] = [];
  if (cv.profile) parts.push([cv.profile.heading, `<p>${esc(cv.profile.text)}</p>`]);
  parts.push([cv.exp.heading, cv.exp.jobs.map(jobs).join('')]);
  parts.push([cv.edu.heading, cv.edu.items.map(degrees).join('')]);
  if (cv.certs) parts.push([cv.certs.heading, cv.certs.items.map((c) => `<div>${esc(c)}</div>`).join('')]);
  return parts;
}
