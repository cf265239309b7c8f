import type { Experience } from '@cv/contracts';

/**
 * Parse step 6b — several roles listed under one employer named on a line of its own:
 *   'Google, Zurich' / 'Senior Software Engineer ⇥ 2021 – Present' / • … / 'Software Engineer ⇥ 2018 – 2021' / • …
 * The second role's header names no employer: it is the one above it, until an entry names another.
 */
export type ReadJob = { readonly job: Experience; readonly employerOnItsLine: boolean };

export function rolesUnderEmployer(jobs: readonly ReadJob[]): Experience[] {
  let employer = '';
  return jobs.map(({ job, employerOnItsLine }) => {
    if (job.company !== '') {
      employer = employerOnItsLine ? job.company : '';
      return job;
    }
    return employer !== '' && job.position !== '' ? { ...job, company: employer } : job;
  });
}
