import type { Cv, Job, SectionKey } from './types';

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A whole HTML page in the CV's font; `css` is the design's own. */
export function page(cv: Cv, css: string, body: string): string {
  return `<!doctype html><html lang="${cv.lang}"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
body { margin: 0; font-family: '${cv.font}'; color: #222; }
ul { margin: 0; padding: 0; }
${css}
</style></head><body>${body}</body></html>`;
}

/** Runs of consecutive jobs at one employer (the designs that print the employer once above its roles). */
export function groupByEmployer(jobs: Job[]): Job[][] {
  const groups: Job[][] = [];
  for (const job of jobs) {
    const last = groups.at(-1);
    if (last && last[0].company === job.company && last[0].place === job.place) last.push(job);
    else groups.push([job]);
  }
  return groups;
}

/** The plain sections every design prints the same way: a list of lines. */
export function listLines(cv: Cv, key: SectionKey): string[] {
  if (key === 'skills') return cv.skills;
  if (key === 'languages') return cv.languages;
  if (key === 'certifications') return cv.certifications;
  if (key === 'interests') return cv.interests ?? [];
  return [];
}

export const pageWord: Record<Cv['lang'], (n: number) => string> = {
  fr: (n) => `page ${n}/2`,
  en: (n) => `Page ${n} of 2`,
  nl: (n) => `pagina ${n}/2`,
};
