import type { Education, Job } from './types';

/** Short writers for the hand-written CVs: a job, an education entry. */
export function job(
  company: string,
  position: string,
  period: string | null,
  place: string | null,
  bullets: string[] = [],
  deleted?: Job['deleted'],
): Job {
  return deleted
    ? { company, position, period, place, bullets, deleted }
    : { company, position, period, place, bullets };
}

export function edu(
  degree: string,
  institution: string | null,
  period: string | null,
  place: string | null = null,
): Education {
  return { degree, institution, period, place };
}
