import type { Cv, Design, SectionKey } from './types';

/**
 * Per design: the truth's `layout` line and the order in which the sections are printed (one list per column,
 * left column first). A section is printed only when the CV names a heading for it.
 */
export const layouts: Record<Design, { layout: string; columns: SectionKey[][] }> = {
  'moderncv-classic': {
    layout:
      'single (moderncv "classic" look: dates right-aligned in a narrow left column, "Role, Company, Town" with the role bold and the company italic, then the description)',
    columns: [['profile', 'experience', 'education', 'skills', 'languages', 'interests']],
  },
  'jobboard-export': {
    layout:
      'single (job-board résumé export: plain headings, role / "Company - Town" / "Month YYYY to Present" on three lines)',
    columns: [['experience', 'education', 'skills', 'languages', 'certifications']],
  },
  'right-sidebar': {
    layout:
      'two (coloured sidebar on the RIGHT with contacts, skills, languages; main column left; employer bold with its dates right-aligned on its line, roles at one employer grouped under it, "·" bullets written as text)',
    columns: [
      ['profile', 'experience', 'education'],
      ['skills', 'languages', 'certifications'],
    ],
  },
  'two-page-right-dates': {
    layout:
      'single (two pages with a running footer "Name – CV – page n/2" and the name repeated at the top of page 2; a job’s bullets continue across the break; "Company, Town — Role" with the dates in a margin column to the right)',
    columns: [['profile', 'skills', 'experience', 'education', 'certifications', 'languages', 'interests']],
  },
  'year-headings': {
    layout:
      'single (jobs under big year numbers in a left column, the start year; each job: role bold, "Company · Town", its own dates in small italics)',
    columns: [['profile', 'experience', 'education', 'certifications', 'skills', 'languages', 'interests']],
  },
  'europass-2024': {
    layout:
      'single (new online Europass: blue headings, each job’s date line ABOVE the role in small grey capitals, "Company – City, Country" below the role)',
    columns: [['profile', 'experience', 'education', 'languages', 'skills', 'certifications']],
  },
  'docx-content-controls': {
    layout:
      'single (Word résumé template: every field inside content controls, block- and run-level; dates in Heading 3 above "Role, Company" in Heading 2, the company in a character style)',
    columns: [['profile', 'experience', 'education', 'skills', 'languages']],
  },
  'docx-tracked-changes': {
    layout:
      'single (Word file with tracked changes left in (deleted text not part of the truth), smart tags, a HYPERLINK field around the e-mail, each job header one paragraph "Company, Town ↵ Role ↵ dates" with soft line breaks, tabs)',
    columns: [['profile', 'experience', 'education', 'certifications', 'skills', 'languages']],
  },
  'docx-photo-keyvalue': {
    layout:
      'single (Belgian/Dutch "CV met foto": personal data in a key/value table beside a photo box; each job as labelled lines "Period: / Position: / Employer: Company, Town" on a tab stop)',
    columns: [['personal', 'experience', 'education', 'certifications', 'skills', 'languages']],
  },
  'docx-functional': {
    layout:
      'single (functional CV: skill areas first, then a short chronology one job a line "dates ⇥ Role, Company (Town)")',
    columns: [['profile', 'skills', 'experience', 'education', 'certifications', 'languages', 'interests']],
  },
};

/** The CV's printed sections, column by column, in page order. */
export function printedColumns(cv: Cv): SectionKey[][] {
  return layouts[cv.design].columns.map((col) => col.filter((key) => cv.headings[key] !== undefined));
}
