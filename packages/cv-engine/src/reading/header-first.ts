import { sectionOfHeading } from '../parse/section-headings';
import type { Line } from '../parse/split-lines';
import { hasEmail, hasPhone } from '../text/contact-patterns';

/**
 * 1b. the person's name and contact first. A sidebar's page is given main column first (its profile and
 * experience read before the sidebar's skills), but when the sidebar opens on the name and the contact details
 * ('Quentin Jacobs' / 'Teamcoördinator zorg' / 'Mail : …') while the main column opens on a section, those lines
 * are the CV's header: they are read first (after the name and headline the main column may open with), the
 * rest of the sidebar where it stands.
 */
const MAX_HEADER_LINES = 8;

export function headerFirst(items: readonly Line[]): readonly Line[] {
  const first = items[0];
  if (!first?.layout || first.layout.region === 'sidebar') return items;
  const start = items.findIndex((line) => line.layout?.region === 'sidebar');
  if (start <= 0) return items;
  let end = start;
  while (
    end < items.length &&
    end - start < MAX_HEADER_LINES &&
    items[end]!.layout?.region === 'sidebar' &&
    !items[end]!.bullet &&
    sectionOfHeading(items[end]!.text) === undefined
  )
    end++;
  const header = items.slice(start, end);
  const contact = header.some((line) => hasEmail(line.text) || hasPhone(line.text));
  // the main column says nothing of the person before its first section: no contact line of its own
  const mainHasContact = items.slice(0, start).some((line) => hasEmail(line.text) || hasPhone(line.text));
  if (!contact || mainHasContact) return items;
  const head = mainHead(items.slice(0, start));
  return [...items.slice(0, head), ...header, ...items.slice(head, start), ...items.slice(end)];
}

/**
 * How many lines open the main column before its first section when they are the person's own (the name and
 * a headline over 'Profil'): the sidebar's contact details go after them, not above the name — else the name,
 * read after the contact lines, is taken for a section's heading.
 */
const MAX_MAIN_HEAD = 3;

function mainHead(main: readonly Line[]): number {
  const first = main.findIndex((line) => !line.bullet && sectionOfHeading(line.text) !== undefined);
  return first > 0 && first <= MAX_MAIN_HEAD ? first : 0;
}
