import type { Cv, Degree } from './cv';

export const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Fonts and sizes a CV's author might have picked; chosen from the id so that a design's three CVs differ. */
const FONTS = [
  "'DejaVu Sans'",
  "'Liberation Serif'",
  "'Liberation Sans'",
  "'DejaVu Serif'",
  "'Liberation Sans Narrow'",
];
const SIZES = ['9.5pt', '10pt', '10.5pt', '11pt', '9pt'];
const ACCENTS = ['#1d5c63', '#7a2e3a', '#2f4b8a', '#5b6b2f', '#8a5a14'];

export function variant(cv: Cv): { font: string; size: string; accent: string } {
  let h = 0;
  for (const c of cv.id) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return { font: FONTS[h % 5]!, size: SIZES[(h >>> 3) % 5]!, accent: ACCENTS[(h >>> 6) % 5]! };
}

export function page(cv: Cv, css: string, body: string): string {
  const v = variant(cv);
  return `<!doctype html><html lang="${cv.lang}"><head><meta charset="utf-8"><title>${esc(cv.name)}</title><style>
@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
body { margin: 0; font-family: ${v.font}, sans-serif; font-size: ${v.size}; color: #222; --accent: ${v.accent}; line-height: 1.35; }
ul, ol { margin: 2px 0 6px; padding-left: 16px; }
p { margin: 0; }
${css}
</style></head><body>${body}</body></html>`;
}

export const list = (items: string[], cls = ''): string =>
  items.length ? `<ul class="${cls}">${items.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : '';

/** A degree as most templates print it: degree bold, institution and place, period. */
export function degreeHtml(d: Degree, periodFirst = false): string {
  const where = [d.institution, d.place]
    .filter(Boolean)
    .map((s) => esc(s!))
    .join(', ');
  const period = d.period ? `<span class="dper">${esc(d.period)}</span>` : '';
  return `<div class="deg">${periodFirst ? `${period} ` : ''}<b>${esc(d.degree)}</b>${where ? `<br>${where}` : ''}${
    !periodFirst && period ? `<br>${period}` : ''
  }${list(d.details)}</div>`;
}

/** Skill level shown as dots or bars: the author's own rating, 3 to 5, from the skill's place in the list. */
export const level = (i: number): number => 5 - (i % 3);
