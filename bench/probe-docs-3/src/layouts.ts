import type { Cv, Design, Headings } from './cv';

type Key = keyof Headings;

/**
 * How each design sets the page: the truth's `layout` line, and the headings it prints in reading order (for a
 * two-column page, one list per column, the side column first as the fixtures' conventions say).
 */
export const LAYOUTS: Record<Design, { layout: string; columns: Key[][] }> = {
  'timeline-dots': {
    layout:
      'single (vertical timeline: each job’s dates printed inside a circle on the line, the job to its right)',
    columns: [['profile', 'experience', 'education', 'certifications', 'skills', 'languages', 'interests']],
  },
  'dark-header-two-col': {
    layout: 'two (dark header band with the name; two equal columns: profile and jobs left, the rest right)',
    columns: [
      ['profile', 'experience'],
      ['education', 'certifications', 'skills', 'languages', 'interests'],
    ],
  },
  'modern-smallcaps': {
    layout:
      'single (modern template: employer bold left, its dates top right in small grey capitals; roles at one employer grouped under it; skills as bars)',
    columns: [['profile', 'experience', 'education', 'certifications', 'skills', 'languages']],
  },
  'icon-rail': {
    layout:
      'single (section headings as icon + word in a left rail 25 % wide, each section’s content to its right)',
    columns: [['profile', 'experience', 'education', 'certifications', 'skills', 'languages', 'interests']],
  },
  'ats-plain': {
    layout: 'single (ATS-plain: “Role | Company | City | Dates” on one line, dash bullets)',
    columns: [['profile', 'experience', 'education', 'certifications', 'skills', 'languages']],
  },
  'css-grid-reversed': {
    layout:
      'single (web-builder print: CSS grid rows with dates and place shown in a left column but written after the job in the HTML; skills as dots)',
    columns: [['profile', 'experience', 'education', 'certifications', 'skills', 'languages', 'interests']],
  },
  'docx-headings-2col': {
    layout:
      'two (Word: Title and Heading 1/2 styles; after a continuous section break the body runs in two newspaper columns, a job may flow from the first into the second)',
    columns: [['profile', 'experience', 'education', 'certifications', 'skills', 'languages']],
  },
  'docx-job-table': {
    layout:
      'single (Word: each job a two-row table, row 1 employer | dates, row 2 spanning both cells with role and bullets)',
    columns: [['profile', 'experience', 'education', 'certifications', 'skills', 'languages']],
  },
  'docx-textbox-sidebar': {
    layout:
      'two (Word: contacts, skills, languages and interests in an anchored text box at the left; name and jobs in the body, roles at one employer grouped, dates on a right tab)',
    columns: [
      ['skills', 'languages', 'interests'],
      ['profile', 'experience', 'education', 'certifications'],
    ],
  },
  'docx-hanging-dates': {
    layout:
      'single (Word: dates, a tab, then employer and place on a hanging indent; role on the next line; list bullets)',
    columns: [['profile', 'experience', 'education', 'certifications', 'skills', 'languages']],
  },
};

/** The headings a CV prints, per column, in reading order (a section without content prints no heading). */
export function printedColumns(cv: Cv): string[][] {
  const present = (k: Key): boolean =>
    cv.headings[k] !== undefined &&
    (k !== 'certifications' || cv.certifications.length > 0) &&
    (k !== 'interests' || (cv.interests?.length ?? 0) > 0);
  return LAYOUTS[cv.design].columns.map((col) => col.filter(present).map((k) => cv.headings[k]!));
}
