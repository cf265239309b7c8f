import type { EmployerGroup } from '../../content/generated-cv';
import type { Family } from '../family';
import { nameBlockHtml } from './contact-html';
import { bulletsHtml, type EntryStyle, pickEntryStyle } from './entry-html';
import { escapeHtml as esc } from './escape-html';
import { baseCss, htmlPage, pickPageStyle } from './page-style';
import { pickListStyle, sectionBodyHtml } from './sections-html';

/**
 * Dates in a left margin: each entry is a row whose narrow left cell holds the period (and sometimes the town)
 * and whose right cell holds the title, the employer and the bullets — the academic and Scandinavian habit.
 * The text of a row reaches extraction as the margin's dates beside the entry's first line.
 */

function jobRows(group: EmployerGroup, entry: EntryStyle, townInMargin: boolean): string {
  return group.jobs
    .map((job) => {
      const margin = [job.period, townInMargin ? job.location : null]
        .filter(Boolean)
        .map((t) => esc(t!))
        .join('<br>');
      const head =
        entry.order === 'company-first'
          ? `<div><b>${esc(job.company)}</b></div><div><i>${esc(job.position)}</i></div>`
          : `<div><b>${esc(job.position)}</b>${esc(entry.separator)}${esc(job.company)}</div>`;
      const town = !townInMargin && job.location ? `<div class="meta">${esc(job.location)}</div>` : '';
      const ctx = job.context ? `<div class="ctx">${esc(job.context)}</div>` : '';
      return `<div class="mrow entry"><div class="margin">${margin}</div><div>${head}${town}${ctx}${bulletsHtml(job, entry)}</div></div>`;
    })
    .join('');
}

export const MARGIN_DATES: Family = {
  name: 'margin-dates',
  description: 'dates in a left margin column, the entry (title, employer, bullets) to their right',
  render: (cv, random) => {
    const page = pickPageStyle(random);
    const entry = {
      ...pickEntryStyle(random, cv),
      order: random.pick(['title-first', 'company-first'] as const),
    };
    const list = pickListStyle(random);
    const width = random.pick([26, 30, 34]);
    const townInMargin = random.chance(0.4);
    const css = `${baseCss(page)}
.mrow { display: grid; grid-template-columns: ${width}mm 1fr; column-gap: 6mm; }
.margin { color: #555; ${random.chance(0.5) ? 'text-align: right;' : ''} }`;
    const sections = cv.sections
      .map(({ kind, heading }) => {
        let body: string;
        if (kind === 'experience') body = cv.experience.map((g) => jobRows(g, entry, townInMargin)).join('');
        else if (kind === 'education')
          body = cv.education
            .map(
              (d) =>
                `<div class="mrow entry"><div class="margin">${esc(d.period ?? '')}</div><div><b>${esc(d.degree)}</b><div>${esc(d.school)}</div></div></div>`,
            )
            .join('');
        else body = `<div class="mrow"><div></div><div>${sectionBodyHtml(kind, cv, entry, list)}</div></div>`;
        return `<section><h2>${esc(heading)}</h2>${body}</section>`;
      })
      .join('');
    return { kind: 'html', html: htmlPage(css, `${nameBlockHtml(cv, random)}${sections}`, cv.lang) };
  },
};
