/**
 * One invented CV as its author wrote it: the designs print these strings whole, and the truth is copied from
 * them (truth-entry.ts). Nothing here was read from what the engine makes of the documents.
 */

export type Lang = 'fr' | 'en' | 'nl';
export type SetName = 'tuning' | 'held-out';

export type Design =
  | 'timeline-dots'
  | 'dark-header-two-col'
  | 'modern-smallcaps'
  | 'icon-rail'
  | 'ats-plain'
  | 'css-grid-reversed'
  | 'docx-headings-2col'
  | 'docx-job-table'
  | 'docx-textbox-sidebar'
  | 'docx-hanging-dates';

export interface Job {
  company: string;
  position: string;
  period: string;
  /** The place (or a short line about the employer), printed beside the employer; null when none. */
  place: string | null;
  bullets: string[];
}

export interface Degree {
  degree: string;
  institution: string | null;
  period: string | null;
  place: string | null;
  details: string[];
}

export interface Headings {
  profile: string;
  experience: string;
  education: string;
  skills: string;
  languages: string;
  certifications?: string;
  interests?: string;
}

export interface Cv {
  /** File name without extension, e.g. 'cv-fr-infirmiere'. */
  id: string;
  lang: Lang;
  set: SetName;
  design: Design;
  name: string;
  title: string;
  contacts: string[];
  profile: string;
  headings: Headings;
  jobs: Job[];
  education: Degree[];
  certifications: string[];
  skills: string[];
  languages: string[];
  interests?: string[];
  /** The job offer this CV answers, 10–25 lines, in the CV's language. */
  offer: string;
  /** Remarks for the truth's `notes`, and paths where another reading is defensible. */
  notes?: string;
  unclear?: string[];
}

export const isDocx = (cv: Cv): boolean => cv.design.startsWith('docx-');
export const fileName = (cv: Cv): string => `${cv.id}.${isDocx(cv) ? 'docx' : 'pdf'}`;

/** Consecutive jobs at one employer, printed under one employer line by the designs that group roles. */
export function groupByEmployer(jobs: Job[]): Job[][] {
  const groups: Job[][] = [];
  for (const job of jobs) {
    const last = groups.at(-1);
    if (last && last[0]!.company === job.company && last[0]!.place === job.place) last.push(job);
    else groups.push([job]);
  }
  return groups;
}
