import { layouts, printedColumns } from './layouts';
import type { Cv } from './types';

export const extOf = (cv: Cv) => (cv.design.startsWith('docx-') ? 'docx' : 'pdf');

/** The truth of one CV, copied from the author's data (every string is printed whole by its design). */
export function truthEntry(cv: Cv) {
  const columns = printedColumns(cv);
  const sections = columns.flat().map((key) => cv.headings[key]!);
  const notes = [`Design '${cv.design}'.`];
  if (cv.design === 'docx-tracked-changes')
    notes.push(
      'Tracked changes are left in: the truth is the accepted text (inserted runs kept, deleted runs and the deleted bullet left out).',
    );
  if (cv.design === 'two-page-right-dates')
    notes.push(
      `Page 2 starts inside the bullets of job ${cv.pageBreak!.job + 1}; the running footer and the name at the top of page 2 are not content.`,
    );
  if (cv.notes) notes.push(cv.notes);
  return {
    id: `${cv.id}.${extOf(cv)}`,
    lang: cv.lang,
    layout: layouts[cv.design].layout,
    name: cv.name,
    experience_heading: cv.headings.experience!,
    experiences: cv.jobs.map((j) => ({
      company: j.company,
      position: j.position,
      period: j.period,
      context: j.place,
      bullets: j.bullets,
    })),
    education: cv.education.map((e) => ({
      degree: e.degree,
      institution: e.institution,
      period: e.period,
      context: e.place,
      details: [],
    })),
    certifications: cv.certifications,
    sections,
    ...(columns.length > 1 ? { columns: columns.map((col) => col.map((key) => cv.headings[key]!)) } : {}),
    notes: notes.join(' '),
    unclear: cv.unclear ?? [],
    offer: `offers/${cv.id}.txt`,
  };
}
