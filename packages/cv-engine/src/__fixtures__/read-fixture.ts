import { readFileSync } from 'node:fs';

/** Test-only: the text of a fixture of this folder (see NOTICE.md). Not exported by the engine. */
export function readFixture(name: string): string {
  return readFileSync(new URL(`./${name}.txt`, import.meta.url), 'utf8');
}

/** The CV fixtures of this folder (the others are offers and hostile inputs). */
export const FIXTURE_CVS = [
  'cv-fr-developpeuse-fullstack',
  'cv-fr-comptable',
  'cv-fr-comptable-pdf',
  'cv-nl-data-analist',
  'cv-en-marketing',
  'cv-voorbeeld',
  'sample_resume_en',
  'two-column',
  'john-doe-classic-theme',
  'business_marketing_manager',
  'tech_devops_engineer',
] as const;
