/** The author's data for one invented CV: every design prints these strings whole, and the truth copies them. */
export type Lang = 'fr' | 'en' | 'nl';

export type Design =
  | 'moderncv-classic'
  | 'jobboard-export'
  | 'right-sidebar'
  | 'two-page-right-dates'
  | 'year-headings'
  | 'europass-2024'
  | 'docx-content-controls'
  | 'docx-tracked-changes'
  | 'docx-photo-keyvalue'
  | 'docx-functional';

export interface Job {
  company: string;
  position: string;
  /** As printed, or null for an undated entry. */
  period: string | null;
  /** The place printed with the employer, or null. */
  place: string | null;
  bullets: string[];
  /** docx-tracked-changes: an earlier wording of the role or period, printed as a tracked deletion. */
  deleted?: { position?: string; period?: string };
}

export interface Education {
  degree: string;
  institution: string | null;
  period: string | null;
  place: string | null;
}

export type SectionKey =
  | 'personal'
  | 'profile'
  | 'experience'
  | 'education'
  | 'certifications'
  | 'skills'
  | 'languages'
  | 'interests';

export interface Cv {
  /** File name without its extension. */
  id: string;
  lang: Lang;
  design: Design;
  held: boolean;
  name: string;
  title: string;
  contact: { address: string; phone: string; email: string };
  /** Personal-data table of the photo design (label, value). */
  personal?: [string, string][];
  headings: Partial<Record<SectionKey, string>>;
  profile?: string;
  jobs: Job[];
  education: Education[];
  certifications: string[];
  skills: string[];
  /** Functional designs: skill areas printed before the jobs. */
  skillBlocks?: { title: string; items: string[] }[];
  languages: string[];
  interests?: string[];
  font: string;
  offer: string;
  notes?: string;
  unclear?: string[];
  /** two-page-right-dates: the job and bullet before which page 2 starts. */
  pageBreak?: { job: number; bullet: number };
}
