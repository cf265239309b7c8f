import type { GeneratedCv } from '../../content/generated-cv';
import type { Random } from '../../random';
import type { SectionKind } from '../../vocabulary/headings';
import type { EntryStyle } from './entry-html';
import { escapeHtml as esc } from './escape-html';

/**
 * The sections other than the experience, in HTML: the summary as a paragraph, degrees in the entries' header
 * order, skills, certifications, languages and interests as lists or as one separated line.
 */

export interface ListStyle {
  /** 'list': one item per line; 'inline': one line joined with `join`. */
  form: 'list' | 'inline';
  join: string;
  /** Between a language and its level. */
  levelJoin: 'dash' | 'brackets' | 'colon';
}

export function pickListStyle(random: Random): ListStyle {
  return {
    form: random.chance(0.5) ? 'list' : 'inline',
    join: random.pick([', ', ' · ', ' | ', ' • ']),
    levelJoin: random.pick(['dash', 'brackets', 'colon'] as const),
  };
}

function items(values: string[], style: ListStyle): string {
  if (style.form === 'inline') return `<p>${values.map(esc).join(esc(style.join))}</p>`;
  return `<ul>${values.map((v) => `<li>${esc(v)}</li>`).join('')}</ul>`;
}

export function languageText(name: string, level: string, style: ListStyle): string {
  if (!level) return name;
  if (style.levelJoin === 'dash') return `${name} — ${level}`;
  if (style.levelJoin === 'brackets') return `${name} (${level})`;
  return `${name} : ${level}`;
}

function educationHtml(cv: GeneratedCv, entry: EntryStyle): string {
  return cv.education
    .map((d) => {
      const period = esc(d.period ?? '');
      if (entry.order === 'date-first')
        return `<div class="entry"><div>${period ? `<b>${period}</b> : ` : ''}${esc(d.degree)}${esc(entry.separator)}${esc(d.school)}</div></div>`;
      const [first, second] = entry.order === 'company-first' ? [d.school, d.degree] : [d.degree, d.school];
      return `<div class="entry"><div class="row"><span><b>${esc(first)}</b></span><span>${period}</span></div><div>${esc(second)}</div></div>`;
    })
    .join('');
}

/** The body of a section (its heading is the family's affair). */
export function sectionBodyHtml(
  kind: SectionKind,
  cv: GeneratedCv,
  entry: EntryStyle,
  list: ListStyle,
): string {
  switch (kind) {
    case 'summary':
      return `<p>${esc(cv.summary)}</p>`;
    case 'education':
      return educationHtml(cv, entry);
    case 'skills':
      return items(cv.skills, list);
    case 'certifications':
      return items(cv.certifications, { ...list, form: 'list' });
    case 'languages':
      return items(
        cv.languages.map((l) => languageText(l.name, l.level, list)),
        list,
      );
    case 'interests':
      return items(cv.interests, list);
    case 'experience':
      return '';
  }
}
