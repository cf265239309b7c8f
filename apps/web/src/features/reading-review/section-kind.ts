/**
 * What a section was taken for, as the page names it: the engine's section keys that have a name of their own;
 * any other key (one the engine may add later) reads as an unrecognised section rather than as a raw key.
 */
const KINDS = [
  'header',
  'summary',
  'experience',
  'education',
  'skills',
  'softSkills',
  'certifications',
  'languages',
  'interests',
  'projects',
  'achievements',
  'volunteering',
  'publications',
  'references',
  'contact',
  'other',
] as const;

export type SectionKind = (typeof KINDS)[number];

export function sectionKind(key: string): SectionKind {
  return (KINDS as readonly string[]).includes(key) ? (key as SectionKind) : 'other';
}
