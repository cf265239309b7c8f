import type { EmployerGroup, GeneratedCv } from '../../content/generated-cv';
import type { Random } from '../../random';
import { TABLE_COLUMNS } from '../../vocabulary/labels';
import type { Family } from '../family';
import { nameBlockHtml } from './contact-html';
import { bulletsHtml, type EntryStyle, pickEntryStyle } from './entry-html';
import { escapeHtml as esc } from './escape-html';
import { baseCss, htmlPage, pickPageStyle } from './page-style';
import { pickListStyle, sectionBodyHtml } from './sections-html';

/**
 * The experience as a table whose header row names its columns (Période | Employeur | Poste): one row per
 * role, the period in the first cell, the employer (its town under it) in a narrow cell where a long name
 * wraps over two lines, the title and its bullets in the widest. Several roles under one employer sometimes
 * share one merged employer cell. The header row is not a job; a reader never takes it for one.
 */

type Column = 'period' | 'employer' | 'role';

function cell(column: Column, group: EmployerGroup, jobIndex: number, entry: EntryStyle): string {
  const job = group.jobs[jobIndex]!;
  if (column === 'period') return esc(job.period ?? '');
  if (column === 'employer')
    return `<b>${esc(job.company)}</b>${job.location ? `<div class="meta">${esc(job.location)}</div>` : ''}`;
  const ctx = job.context ? `<div class="ctx">${esc(job.context)}</div>` : '';
  return `<b>${esc(job.position)}</b>${ctx}${bulletsHtml(job, entry)}`;
}

function experienceTable(cv: GeneratedCv, random: Random, entry: EntryStyle): string {
  const words = TABLE_COLUMNS[cv.lang];
  const columns: Column[] = random.chance(0.6)
    ? ['period', 'employer', 'role']
    : ['period', 'role', 'employer'];
  const merge = random.chance(0.4);
  const header = `<tr>${columns.map((c) => `<th>${esc(random.pick(words[c]))}</th>`).join('')}</tr>`;
  const rows = cv.experience.flatMap((group) =>
    group.jobs.map((_, i) => {
      const cells = columns.map((column) => {
        if (column === 'employer' && merge && group.jobs.length > 1) {
          return i === 0 ? `<td rowspan="${group.jobs.length}">${cell(column, group, i, entry)}</td>` : '';
        }
        return `<td>${cell(column, group, i, entry)}</td>`;
      });
      return `<tr>${cells.join('')}</tr>`;
    }),
  );
  return `<table class="jobs ${columns.join('-')}"><thead>${header}</thead><tbody>${rows.join('')}</tbody></table>`;
}

export const TABLE: Family = {
  name: 'table',
  description:
    'the experience as a bordered table with a header row (period | employer | role, or period | role | employer)',
  render: (cv, random) => {
    const page = pickPageStyle(random);
    const entry = pickEntryStyle(random, cv, 'title-first');
    const list = pickListStyle(random);
    const borders = random.chance(0.6) ? '1px solid #999' : 'none';
    const css = `${baseCss(page)}
table.jobs { width: 100%; border-collapse: collapse; }
table.jobs th { text-align: left; background: #eee; }
table.jobs th, table.jobs td { border: ${borders}; padding: 3pt 4pt; vertical-align: top; }
table.jobs tr { break-inside: avoid; }
table.period-employer-role td:nth-child(1), table.period-role-employer td:nth-child(1) { width: 24%; }
table.period-employer-role td:nth-child(2) { width: 22%; }
table.period-role-employer td:nth-child(3) { width: 22%; }`;
    const sections = cv.sections
      .map(({ kind, heading }) => {
        const body =
          kind === 'experience' ? experienceTable(cv, random, entry) : sectionBodyHtml(kind, cv, entry, list);
        return `<section><h2>${esc(heading)}</h2>${body}</section>`;
      })
      .join('');
    return { kind: 'html', html: htmlPage(css, `${nameBlockHtml(cv, random)}${sections}`, cv.lang) };
  },
};
