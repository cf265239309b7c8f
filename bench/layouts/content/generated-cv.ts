import type { SectionKind } from '../vocabulary/headings';
import type { Lang, Region } from '../vocabulary/trade-words';

/**
 * A generated CV: what the renderers print and, the same object, the truth the product's reading is compared
 * with. Every string is exactly what the rendered file shows (a renderer may change its case or spacing on the
 * page — capitals, letter spacing — never its words).
 */

export interface YearMonth {
  year: number;
  /** 1–12 */
  month: number;
}

export interface Job {
  company: string;
  position: string;
  /** As printed ('mars 2019 – aujourd’hui'); null for an undated entry. */
  period: string | null;
  start: YearMonth;
  /** null: still in this job. */
  end: YearMonth | null;
  location: string | null;
  /** A line under the header: the contract or what the employer does; null when none. */
  context: string | null;
  bullets: string[];
  /** The job's description is one paragraph rather than bullets (its one item is that paragraph). */
  paragraph: boolean;
}

/** One employer and its roles, newest first: several roles when the person was promoted. */
export interface EmployerGroup {
  company: string;
  location: string | null;
  jobs: Job[];
}

export interface Degree {
  degree: string;
  school: string;
  period: string | null;
  location: string | null;
}

export interface SpokenLanguage {
  name: string;
  level: string;
}

export interface GeneratedCv {
  seed: number;
  lang: Lang;
  region: Region;
  trade: string;
  gender: 'f' | 'm';
  name: string;
  email: string;
  phone: string;
  city: string;
  linkedin: string | null;
  title: string;
  summary: string;
  experience: EmployerGroup[];
  education: Degree[];
  certifications: string[];
  skills: string[];
  languages: SpokenLanguage[];
  interests: string[];
  /** The heading printed for each section the CV has, in the order a single-column page shows them. */
  sections: { kind: SectionKind; heading: string }[];
  /** An offer in the CV's language and trade, for the rewrite. */
  offer: string;
}

/** The jobs in page order, each role of a group its own job (the way the reading reports them). */
export const jobsOf = (cv: GeneratedCv): Job[] => cv.experience.flatMap((group) => group.jobs);

export const hasSection = (cv: GeneratedCv, kind: SectionKind): boolean =>
  cv.sections.some((section) => section.kind === kind);

export const headingOf = (cv: GeneratedCv, kind: SectionKind): string =>
  cv.sections.find((section) => section.kind === kind)?.heading ?? '';
