import type { Experience } from '@cv/contracts';
import type { Line } from './split-lines';

/**
 * Parse step 6b — several roles listed under one employer named on a line of its own:
 *   'Google, Zurich' / 'Senior Software Engineer ⇥ 2021 – Present' / • … / 'Software Engineer ⇥ 2018 – 2021' / • …
 * The second role's header names no employer: it is the one above it, until an entry names another.
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
    if (job.company !== '') {
      employer = employerOnItsLine ? job.company : '';
      return read;
    }
    return employer !== '' && job.position !== ''
      ? { ...read, job: { ...job, company: employer }, employerAbove: true }
      : read;
  });
}
