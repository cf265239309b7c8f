/**
 * One invented CV as its author wrote it: the strings printed on the page and how the page is drawn. The truth
 * files are these strings (make.ts copies them), so every recorded string is one the renderer prints whole.
 */

/** A bullet, or a bullet followed by its sub-bullets (recorded after their parent, in order). */
export type Bullet = string | [string, string[]];

export interface Job {
  company: string;
  position: string;
  period: string | null;
  context: string | null;
  bullets: Bullet[];
}

export interface Degree {
  degree: string;
  institution: string | null;
  period: string | null;
  context: string | null;
  details: string[];
}

/** How a job's head is drawn. */
export interface JobStyle {
  /** title then company on the next line, company then title, or both on one line joined by `joiner`. */
  order: 'title-first' | 'company-first' | 'one-line' | 'one-line-company-first';
  joiner?: string;
  /** Where the period goes when the layout has no column of its own for it. */
  date: 'right' | 'below' | 'above';
  /** The context beside the company (after ', ') or beside the date (after ' · '). */
  context?: 'company' | 'date';
  /** Bullets printed as one paragraph each, without glyphs. */
  paragraphs?: boolean;
}

export interface Design {
  font: 'serif' | 'sans' | 'narrow';
  /** Body size in points. */
  size: number;
  accent: string;
  job: JobStyle;
  side?: 'left' | 'right';
  icons?: boolean;
  /** table layouts: dates | company | job instead of dates | job. */
  threeColumns?: boolean;
  borders?: boolean;
}

export type LayoutKind =
  | 'sidebar'
  | 'two-columns'
  | 'table'
  | 'margin-dates'
  | 'header-band'
  | 'timeline'
  | 'single'
  | 'europass'
  | 'dense';

export interface SideBlock {
  heading: string;
  items: string[];
  /** Skill bars: a level out of 5 per item. */
  bars?: number[];
}

export interface Offer {
  title: string;
  employer: string;
  place: string;
  intro: string;
  missions: string[];
  profile: string[];
  offer: string[];
  apply: string;
}

export interface Cv {
  /** File name in its set's folder; the extension chooses PDF (HTML printed by Chromium) or DOCX. */
  file: string;
  set: 'tuning' | 'held-out';
  lang: 'fr' | 'en' | 'nl';
  layout: LayoutKind;
  design: Design;
  name: string;
  headline: string;
  contact: string[];
  profile?: { heading: string; text: string };
  exp: { heading: string; jobs: Job[] };
  edu: { heading: string; items: Degree[] };
  certs?: { heading: string; items: string[] };
  /** Skills, languages, interests: the sidebar's blocks, or sections after education elsewhere. */
  side: SideBlock[];
  offer: Offer;
  notes?: string[];
  unclear?: string[];
}

/** What a renderer printed as top-level headings, in reading order, and per column when there are two. */
export interface Printed {
  sections: string[];
  columns?: Record<string, string[]>;
}

export const flatBullets = (bullets: Bullet[]): string[] =>
  bullets.flatMap((b) => (typeof b === 'string' ? [b] : [b[0], ...b[1]]));

/** Compact writers for the content files. */
export const job = (
  company: string,
  position: string,
  period: string | null,
  context: string | null,
  ...bullets: Bullet[]
): Job => ({ company, position, period, context, bullets });

export const degree = (
  degree: string,
  institution: string | null,
  period: string | null,
  context: string | null = null,
  ...details: string[]
): Degree => ({ degree, institution, period, context, details });
