import { type Cv, fileName } from './cv';
import { LAYOUTS, printedColumns } from './layouts';

/** The truth of one CV, from its author's data (every string is printed whole by its design). */
export function truthEntry(cv: Cv) {
  const columns = printedColumns(cv);
  return {
    id: fileName(cv),
    lang: cv.lang,
    layout: LAYOUTS[cv.design].layout,
    name: cv.name,
    experience_heading: cv.headings.experience,
    experiences: cv.jobs.map((j) => ({
      company: j.company,
      position: j.position,
      period: j.period,
      context: j.place,
      bullets: j.bullets,
    })),
    education: cv.education.map((d) => ({
      degree: d.degree,
      institution: d.institution,
      period: d.period,
      context: d.place,
      details: d.details,
    })),
    certifications: cv.certifications,
    sections: columns.flat(),
    ...(columns.length > 1 ? { columns } : {}),
    notes: `Design '${cv.design}'.${cv.notes ? ` ${cv.notes}` : ''}`,
    unclear: cv.unclear ?? [],
    offer: `offers/${cv.id}.txt`,
  };
}
