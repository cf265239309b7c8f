import type { LayoutResult } from './run-layouts';

/**
 * Figures per family and overall: jobs right (company, position and period), files with the exact job count,
 * sections found, bullets whole, files with nothing lost. A file the product could not read counts as wrong
 * on every figure.
 */

export interface Figures {
  files: number;
  jobsRight: number;
  jobs: number;
  countExact: number;
  sectionsFound: number;
  sections: number;
  bulletsWhole: number;
  bullets: number;
  nothingLost: number;
}

export const MEASURES = ['jobs', 'count', 'sections', 'bullets', 'lost'] as const;
export type Measure = (typeof MEASURES)[number];

export function figuresOf(results: LayoutResult[]): Figures {
  const f: Figures = {
    files: 0,
    jobsRight: 0,
    jobs: 0,
    countExact: 0,
    sectionsFound: 0,
    sections: 0,
    bulletsWhole: 0,
    bullets: 0,
    nothingLost: 0,
  };
  for (const r of results) {
    const jobs = r.cv.experience.flatMap((g) => g.jobs);
    f.files++;
    f.jobs += jobs.length;
    f.sections += r.cv.sections.length;
    f.bullets += jobs.reduce((n, j) => n + j.bullets.length, 0);
    if (!r.reading) continue;
    f.jobsRight += r.reading.jobs.filter((j) => j.right).length;
    f.countExact += r.reading.jobCount.expected === r.reading.jobCount.read ? 1 : 0;
    f.sectionsFound += r.reading.sections.filter((s) => s.found).length;
    f.bulletsWhole += r.reading.bullets.filter((b) => b.whole).length;
    f.nothingLost += r.reading.lost.length === 0 ? 1 : 0;
  }
  return f;
}

/** Whether every file of `results` is right on one measure. */
export function allRight(figures: Figures, measure: Measure): boolean {
  switch (measure) {
    case 'jobs':
      return figures.jobsRight === figures.jobs;
    case 'count':
      return figures.countExact === figures.files;
    case 'sections':
      return figures.sectionsFound === figures.sections;
    case 'bullets':
      return figures.bulletsWhole === figures.bullets;
    case 'lost':
      return figures.nothingLost === figures.files;
  }
}

const share = (part: number, whole: number) =>
  whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} % (${part}/${whole})`;

/** The row of a figures table: jobs right, job count exact, sections found, bullets whole, nothing lost. */
export const figureCells = (f: Figures): string[] => [
  share(f.jobsRight, f.jobs),
  share(f.countExact, f.files),
  share(f.sectionsFound, f.sections),
  share(f.bulletsWhole, f.bullets),
  share(f.nothingLost, f.files),
];

export const FIGURE_HEADERS = [
  'jobs right',
  'job count exact',
  'sections found',
  'bullets whole',
  'nothing lost',
];
