import type { Cv } from './types';

/** What a design printed: the section headings in reading order, the experience heading as shown. */
export interface Printed {
  sections: string[];
  expHeading: string;
  /** Context per job as printed (the place, with the sector where a design prints it apart). */
  contexts: (string | null)[];
}

/** The CV's sections in the order most designs print them, with the heading each shows. */
export function sectionOrder(
  cv: Cv,
): { key: 'profile' | 'exp' | 'edu' | 'skills' | 'langs' | 'certs'; heading: string }[] {
  const out: { key: 'profile' | 'exp' | 'edu' | 'skills' | 'langs' | 'certs'; heading: string }[] = [];
  if (cv.profile && cv.h.profile) out.push({ key: 'profile', heading: cv.h.profile });
  out.push({ key: 'exp', heading: cv.h.exp }, { key: 'edu', heading: cv.h.edu });
  out.push({ key: 'skills', heading: cv.h.skills }, { key: 'langs', heading: cv.h.langs });
  if (cv.certs.length > 0 && cv.h.certs) out.push({ key: 'certs', heading: cv.h.certs });
  return out;
}

/** The plain reading: every heading of sectionOrder, jobs' contexts = their places. */
export function plainPrinted(cv: Cv, upper = false): Printed {
  const order = sectionOrder(cv).map((s) => (upper ? s.heading.toUpperCase() : s.heading));
  return {
    sections: order,
    expHeading: upper ? cv.h.exp.toUpperCase() : cv.h.exp,
    contexts: cv.jobs.map((j) => j.place),
  };
}

export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Jobs in runs of one employer (consecutive jobs with the same company), for designs that group roles. */
export function byEmployer<T extends { company: string }>(jobs: T[]): T[][] {
  const out: T[][] = [];
  for (const j of jobs) {
    const last = out.at(-1);
    if (last && last[0]!.company === j.company) last.push(j);
    else out.push([j]);
  }
  return out;
}
