import { type Cv, flatBullets, type Printed } from './types';

/** A CV's truth in the conventions of ../shared/fixtures/fidelity-truth.json (see its `_meta`). */
export function truthEntry(cv: Cv, printed: Printed, offer: string) {
  return {
    id: cv.file,
    lang: cv.lang,
    layout: cv.layout,
    name: cv.name,
    experience_heading: caps(cv.exp.heading),
    experiences: cv.exp.jobs.map((j) => ({
      company: j.company,
      position: j.position,
      period: j.period,
      context: j.context,
      bullets: flatBullets(j.bullets),
    })),
    education: cv.edu.items,
    certifications: cv.certs?.items ?? [],
    sections: printed.sections.map(caps),
    ...(printed.columns
      ? { columns: Object.fromEntries(Object.entries(printed.columns).map(([k, v]) => [k, v.map(caps)])) }
      : {}),
    offer,
    notes: [
      `${cv.file.endsWith('.docx') ? 'DOCX (npm docx)' : 'PDF (HTML/CSS printed by Chromium)'}, layout ${cv.layout}.`,
      ...(cv.notes ?? []),
    ],
    unclear: cv.unclear ?? [],
  };
}

export function truthMeta(set: Cv['set'], files: object[]) {
  return {
    what: `Probe CV documents (${set}), invented and written for this project by a helper outside the engine's team on 2026-11-27 (see ../README.md). Truth is the author's own data: the strings the renderer prints.`,
    conventions:
      "Those of ../shared/fixtures/fidelity-truth.json's _meta: strings as the page shows them (whitespace reduced, no hyphenation: CSS hyphens are manual and no word is cut), leading bullet glyphs dropped, nested sub-bullets after their parent; company = the employer's name only, position = the title printed, period = the dates character for character, context = place or other meta of the entry (when printed beside the date, joined to it with ' · ' on the page); sections = top-level headings in reading order (left column first; 'columns' per column). ids and 'offer' are relative to this folder.",
    count: files.length,
    ...(set === 'held-out'
      ? {
          warning:
            'Never open these files or read their failures while tuning the engine: report totals only.',
        }
      : {}),
  };
}

/** Every heading is printed in capitals (CSS text-transform, Word's all-caps heading style): recorded so. */
const caps = (s: string) => s.toLocaleUpperCase(undefined);
