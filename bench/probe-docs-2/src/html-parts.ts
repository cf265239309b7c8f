import type { Cv, Job, Section } from './types';

/** Small HTML pieces shared by the PDF designs. Every data string is printed whole and escaped. */

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const bullets = (items: string[]) =>
  items.length ? `<ul>${items.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : '';

export const place = (j: Job) => (j.meta.length ? esc(j.meta.join(' · ')) : '');

export const list = (s: Section) =>
  `<ul class="plain">${s.items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;

export const para = (s: Section) => s.items.map((i) => `<p>${esc(i)}</p>`).join('');

export function page(cv: Cv, css: string, body: string): string {
  return `<!doctype html><html lang="${cv.lang}"><head><meta charset="utf-8"><title>${esc(cv.name)}</title><style>
  * { box-sizing: border-box; }
  body { margin: 0; font-family: '${cv.font}'; font-size: ${cv.size}pt; line-height: 1.35; color: #222; }
  ul { margin: 2pt 0 6pt; padding-left: 14pt; } li { margin: 1pt 0; }
  ul.plain { list-style: none; padding-left: 0; }
  p { margin: 2pt 0; } h1, h2, h3 { margin: 0; }
  ${css}
  </style></head><body>${body}</body></html>`;
}

/** The sections after the jobs, in the order every single-column design prints them. */
export function tail(cv: Cv, heading: (t: string) => string, degree: (d: Cv['education'][number]) => string) {
  let out = '';
  if (cv.publications)
    out +=
      heading(cv.publications.heading) +
      `<ol>${cv.publications.items.map((p) => `<li>${esc(p)}</li>`).join('')}</ol>`;
  out += heading(cv.eduHeading) + cv.education.map(degree).join('');
  if (cv.certHeading && cv.certifications.length)
    out += heading(cv.certHeading) + list({ heading: '', items: cv.certifications });
  for (const s of cv.extra) out += heading(s.heading) + list(s);
  return out;
}
