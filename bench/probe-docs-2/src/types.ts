/**
 * One hand-written CV of the second probe set. Every string is printed whole by its design, so the truth is
 * this data (see ../README.md).
 */

/** The look imitated; each design prints the same data its own way (see html-*.ts and docx-*.ts). */
export type Design =
  | 'canva-band'
  | 'gdocs'
  | 'linkedin'
  | 'europass'
  | 'left-rule'
  | 'academic'
  | 'photo-block'
  | 'docx-three-col'
  | 'docx-word'
  | 'docx-gdocs';

export interface Job {
  company: string;
  position: string;
  period: string | null;
  /** What the entry says beside company and dates (place, contract, duration), in page order. */
  meta: string[];
  bullets: string[];
  /** linkedin: the first role of several at one employer carries the employer's total time. */
  group?: string;
  /** linkedin: a further role under the employer printed above. */
  inGroup?: boolean;
}

export interface Degree {
  degree: string;
  institution: string | null;
  period: string | null;
}

export interface Section {
  heading: string;
  items: string[];
}

export interface Cv {
  /** File name without extension. */
  id: string;
  set: 'tuning' | 'held-out';
  lang: 'fr' | 'en' | 'nl';
  design: Design;
  name: string;
  title: string;
  contact: string[];
  profile?: Section;
  expHeading: string;
  jobs: Job[];
  /** academic: numbered list printed right after the jobs. */
  publications?: Section;
  eduHeading: string;
  education: Degree[];
  certHeading?: string;
  certifications: string[];
  /** Skills, languages, interests: in the side band for canva-band, after education elsewhere. */
  extra: Section[];
  /** How a design that puts title and employer on one line joins them (' at ', ' chez ', ' | ', '@'...). */
  sep: string;
  font: string;
  /** Body size in points (9–12). */
  size: number;
  colour: string;
  offer: string;
  unclear?: string[];
}

export const job = (
  company: string,
  position: string,
  period: string | null,
  meta: string[],
  bullets: string[],
  more: Partial<Job> = {},
): Job => ({ company, position, period, meta, bullets, ...more });
