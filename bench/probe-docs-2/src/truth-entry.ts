import type { Cv } from './types';

/** How each design is named in the truth's `layout`. */
const LAYOUTS: Record<Cv['design'], string> = {
  'canva-band': 'two (coloured left band: contact with icons, skills; jobs on the right)',
  gdocs:
    'single (Google-Docs-like: small-caps headings, company and dates on a borderless table row, title in italics below)',
  linkedin: 'single (LinkedIn-like cards: durations, several roles under one employer)',
  europass: 'single (Europass-like: dates and labels in a left column)',
  'left-rule': 'single (section headings left of a vertical rule; dates and place below the bullets)',
  academic:
    'single (academic, two pages, page 2 starts inside the appointments; numbered publications after the jobs)',
  'photo-block':
    'single (photo box, name and contacts in a top-right block; dates in a narrow bold left column)',
  'docx-three-col': 'single (Word table of three columns: dates | employer + place | title + bullets)',
  'docx-word':
    'single (Word: Title and Heading 1 styles, contacts in a frame at top right, dates on a right tab stop)',
  'docx-gdocs': 'single (Word borderless table: employer | dates, then title in italics | place)',
};

export const fileName = (cv: Cv) => `${cv.id}.${cv.design.startsWith('docx-') ? 'docx' : 'pdf'}`;

/** The truth of one CV, from the author's own data, in the fixtures' conventions. */
export function truthEntry(cv: Cv) {
  const certs = cv.certHeading && cv.certifications.length ? [cv.certHeading] : [];
  const main = [cv.expHeading, ...(cv.publications ? [cv.publications.heading] : []), cv.eduHeading];
  const profile = cv.profile ? [cv.profile.heading] : [];
  const extra = cv.extra.map((s) => s.heading);
  const band = cv.design === 'canva-band';
  const sections = band
    ? [...extra, ...profile, ...main, ...certs]
    : [...profile, ...main, ...certs, ...extra];
  return {
    id: fileName(cv),
    lang: cv.lang,
    layout: LAYOUTS[cv.design],
    name: cv.name,
    experience_heading: cv.expHeading,
    experiences: cv.jobs.map((j) => ({
      company: j.company,
      position: j.position,
      period: j.period,
      context: j.meta.length ? j.meta.join(' · ') : null,
      bullets: j.bullets,
    })),
    education: cv.education.map((d) => ({ ...d, context: null, details: [] })),
    certifications: cv.certifications,
    sections,
    ...(band ? { columns: [extra, [...profile, ...main, ...certs]] } : {}),
    notes: `Design '${cv.design}'; separator between title and employer where they share a line: '${cv.sep}'.`,
    unclear: cv.unclear ?? [],
    offer: `offers/${cv.id}.txt`,
  };
}
