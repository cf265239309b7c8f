import type { EmployerGroup, GeneratedCv, Job } from '../../content/generated-cv';
import type { Random } from '../../random';
import { AT } from '../../vocabulary/labels';
import { escapeHtml as esc } from './escape-html';

/**
 * An employer's entry in HTML, in one of the three header orders CVs use — title first ('Comptable — Cabinet
 * Morel'), company first (the employer's line, then each role under it), date first ('2019 – 2021 : …') —
 * each in three variants of where the dates, the town and the separators go.
 */

export type HeaderOrder = 'title-first' | 'company-first' | 'date-first';

export interface EntryStyle {
  order: HeaderOrder;
  variant: 0 | 1 | 2;
  /** Between a title and an employer written on one line. */
  separator: string;
  /** Between the period and the town. */
  metaJoin: string;
  /** A bullet quoting something breaks its line before the quote, so the next printed line opens with it. */
  quoteBreak: boolean;
}

export function pickEntryStyle(random: Random, cv: GeneratedCv, order?: HeaderOrder): EntryStyle {
  const texts = cv.experience.flatMap((g) => [g.company, ...g.jobs.map((j) => j.position)]);
  const separators = [' — ', ' | ', ', ', ` ${AT[cv.lang][0]} `, ' – ', ' · '].filter(
    (sep) => !texts.some((text) => text.includes(sep.trim() === ',' ? ',' : sep)),
  );
  return {
    order: order ?? random.pick(['title-first', 'company-first', 'date-first'] as const),
    variant: random.pick([0, 1, 2] as const),
    separator: random.pick(separators.length > 0 ? separators : [' — ']),
    metaJoin: random.pick([' · ', ' | ', ' — ']),
    quoteBreak: random.chance(0.6),
  };
}

const OPENING_QUOTE = /(?<=\S\s)[«“„"]/u;

function bulletHtml(text: string, style: EntryStyle): string {
  const at = style.quoteBreak ? text.search(OPENING_QUOTE) : -1;
  if (at <= 0) return esc(text);
  return `${esc(text.slice(0, at).trimEnd())}<br>${esc(text.slice(at))}`;
}

export function bulletsHtml(job: Job, style: EntryStyle): string {
  if (job.bullets.length === 0) return '';
  if (job.paragraph) return `<p>${esc(job.bullets[0]!)}</p>`;
  return `<ul>${job.bullets.map((b) => `<li>${bulletHtml(b, style)}</li>`).join('')}</ul>`;
}

const ctx = (job: Job) => (job.context ? `<div class="ctx">${esc(job.context)}</div>` : '');
const row = (left: string, right: string) =>
  `<div class="row"><span>${left}</span><span>${right}</span></div>`;
const line = (html: string) => (html ? `<div>${html}</div>` : '');
const meta = (html: string) => (html ? `<div class="meta">${html}</div>` : '');

function joinMeta(style: EntryStyle, ...parts: (string | null)[]): string {
  return parts
    .filter((p): p is string => !!p)
    .map(esc)
    .join(style.metaJoin);
}

function titleFirst(job: Job, style: EntryStyle): string {
  const pos = `<b>${esc(job.position)}</b>`;
  const period = esc(job.period ?? '');
  if (style.variant === 0) return row(pos, period) + line(joinMeta(style, job.company, job.location));
  if (style.variant === 1)
    return (
      line(`${pos}${esc(style.separator)}${esc(job.company)}`) +
      meta(joinMeta(style, job.period, job.location))
    );
  return (
    row(`${pos}${esc(style.separator)}<i>${esc(job.company)}</i>`, period) + meta(esc(job.location ?? ''))
  );
}

function dateFirst(job: Job, style: EntryStyle): string {
  const who = `<b>${esc(job.position)}</b>${esc(style.separator)}${esc(job.company)}`;
  if (style.variant === 0)
    return line(job.period ? `<b>${esc(job.period)}</b> : ${who}` : who) + meta(esc(job.location ?? ''));
  if (style.variant === 1) return meta(esc(job.period ?? '')) + line(who) + meta(esc(job.location ?? ''));
  const parts = [job.period, job.company, job.position].filter((p): p is string => !!p).map(esc);
  return line(parts.join(' | ')) + meta(esc(job.location ?? ''));
}

function companyFirst(group: EmployerGroup, style: EntryStyle): string {
  const company =
    style.variant === 2
      ? `<b style="text-transform: uppercase">${esc(group.company)}</b>`
      : `<b>${esc(group.company)}</b>`;
  const head =
    style.variant === 1
      ? line(group.location ? `${company}${esc(style.separator)}${esc(group.location)}` : company)
      : row(company, esc(group.location ?? ''));
  const roles = group.jobs.map((job) => {
    const header =
      style.variant === 0
        ? row(`<i>${esc(job.position)}</i>`, esc(job.period ?? ''))
        : style.variant === 1
          ? line(`<b>${esc(job.position)}</b>`) + meta(esc(job.period ?? ''))
          : line(job.period ? `${esc(job.position)} | ${esc(job.period)}` : esc(job.position));
    return `<div class="role">${header}${ctx(job)}${bulletsHtml(job, style)}</div>`;
  });
  return `<div class="entry">${head}${roles.join('')}</div>`;
}

export function groupHtml(group: EmployerGroup, style: EntryStyle): string {
  if (style.order === 'company-first') return companyFirst(group, style);
  return group.jobs
    .map((job) => {
      const header = style.order === 'title-first' ? titleFirst(job, style) : dateFirst(job, style);
      return `<div class="entry">${header}${ctx(job)}${bulletsHtml(job, style)}</div>`;
    })
    .join('');
}
