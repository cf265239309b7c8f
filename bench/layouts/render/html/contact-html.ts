import type { GeneratedCv } from '../../content/generated-cv';
import type { Random } from '../../random';
import { CONTACT_LABELS } from '../../vocabulary/labels';
import { escapeHtml as esc } from './escape-html';

/** The person's contact details: one separated line, or one labelled item per line (sidebars). */

export function contactItems(cv: GeneratedCv): string[] {
  return [cv.city, cv.phone, cv.email, cv.linkedin].filter((v): v is string => !!v);
}

export function contactHtml(cv: GeneratedCv, random: Random, stacked = false): string {
  if (stacked || random.chance(0.3)) {
    const labels = CONTACT_LABELS[cv.lang];
    const labelled = random.chance(0.5);
    const rows: [string, string][] = [
      [random.pick(labels.address), cv.city],
      [random.pick(labels.phone), cv.phone],
      [random.pick(labels.email), cv.email],
      ...(cv.linkedin ? ([['LinkedIn', cv.linkedin]] as [string, string][]) : []),
    ];
    return `<div class="contact">${rows
      .map(([label, value]) => `<div>${labelled ? `${esc(label)} : ` : ''}${esc(value)}</div>`)
      .join('')}</div>`;
  }
  const join = random.pick([' · ', ' | ', ' — ', ' • ']);
  return `<div class="contact">${contactItems(cv).map(esc).join(esc(join))}</div>`;
}

export function nameBlockHtml(cv: GeneratedCv, random: Random, stackedContact = false): string {
  const headline = cv.title ? `<div class="headline">${esc(cv.title)}</div>` : '';
  return `<h1>${esc(cv.name)}</h1>${headline}${contactHtml(cv, random, stackedContact)}`;
}
