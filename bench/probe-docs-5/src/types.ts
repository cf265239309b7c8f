/** The hand-written data of one invented CV: every string is printed whole by its design. */
export interface Job {
  company: string;
  position: string;
  /** As printed; null when the CV gives no dates for this job. */
  period: string | null;
  /** The place printed with the employer; null when none. */
  place: string | null;
  bullets: string[];
  /** What the employer does, printed on its own labelled line (Europass designs only). */
  sector?: string;
}

export interface Degree {
  degree: string;
  institution: string | null;
  period: string | null;
  place: string | null;
  details?: string[];
}

/** Printed section headings, in the CV's language and words. */
export interface Headings {
  profile?: string;
  exp: string;
  edu: string;
  skills: string;
  langs: string;
  certs?: string;
  /** Europass only: the personal-information block's label. */
  personal?: string;
}

export const DESIGNS = [
  'jakes-resume',
  'awesome-cv',
  'gdocs-spearmint',
  'grid-margin-headings',
  'cvmaker-export',
  'us-caps-jspdf',
  'europass-labels-jspdf',
  'docx-borderless-table',
  'docx-custom-styles',
  'docx-gdocs-export',
] as const;
export type Design = (typeof DESIGNS)[number];

export interface Cv {
  /** File name without extension: cv-<lang>-<trade>. */
  id: string;
  lang: 'fr' | 'en' | 'nl';
  design: Design;
  name: string;
  /** A line under the name (wanted job), printed when given. */
  title?: string;
  email: string;
  phone: string;
  /** Town or address printed in the contacts. */
  address: string;
  profile?: string;
  h: Headings;
  jobs: Job[];
  edu: Degree[];
  skills: string[];
  languages: string[];
  certs: string[];
  /** The matching job offer, as a plain text file. */
  offer: string;
}

/**
 * Each design has one CV per language; the held-out language turns with the design's rank (fr, en, nl, fr, ...),
 * so every design is in both halves and each language keeps about two thirds of its CVs for tuning.
 */
export function setOf(cv: Cv): 'tuning' | 'held-out' {
  const heldOutLang = (['fr', 'en', 'nl'] as const)[DESIGNS.indexOf(cv.design) % 3];
  return cv.lang === heldOutLang ? 'held-out' : 'tuning';
}

export const fileOf = (cv: Cv) => `${cv.id}.${cv.design.startsWith('docx-') ? 'docx' : 'pdf'}`;
