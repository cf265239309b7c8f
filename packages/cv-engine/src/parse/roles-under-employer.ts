import type { Experience } from '@cv/contracts';
import { PART_OF_EMPLOYER_WORDS } from '../data/organisation-units';
import { fold } from '../text/fold';
import type { Line } from './split-lines';

/**
 * Parse step 6b — several roles listed under one employer named on a line of its own:
 *   'Google, Zurich' / 'Senior Software Engineer ⇥ 2021 – Present' / • … / 'Software Engineer ⇥ 2018 – 2021' / • …
 * The second role's header names no employer: it is the one above it, until an entry names another; one that
 * names only a part of an organisation ('Unité de soins de longue durée') was held at that employer too.
 */
export type ReadJob = {
  readonly job: Experience;
  readonly employerOnItsLine: boolean;
  /** The lines it was read from, header and bullets. */
  readonly lines: readonly Line[];
  /** Its header lines (title, employer, dates, place). */
  readonly header: readonly Line[];
  /** Its fields were labelled ('Functie: …'): the CV said which is which. */
  readonly labelled?: boolean;
  /** Its company was taken from the entry above (a role under its employer). */
  readonly employerAbove?: boolean;
};

export function rolesUnderEmployer(jobs: readonly ReadJob[]): ReadJob[] {
  let employer = '';
  return jobs.map((read) => {
    const { job, employerOnItsLine } = read;
    // 'Unité de soins de longue durée' under a role at the employer above is where in it the role was held
    if (employer !== '' && isPartOfEmployer(job.company) && job.position !== '')
      return {
        ...read,
        job: { ...job, company: employer, description: [job.company, ...job.description] },
        employerAbove: true,
      };
    if (job.company !== '') {
      employer = employerOnItsLine ? job.company : '';
      return read;
    }
    return employer !== '' && job.position !== ''
      ? { ...read, job: { ...job, company: employer }, employerAbove: true }
      : read;
  });
}

export const isPartOfEmployer = (company: string) =>
  company !== '' && PART_OF_EMPLOYER_WORDS.has(fold(company.split(/\s+/)[0]!));
