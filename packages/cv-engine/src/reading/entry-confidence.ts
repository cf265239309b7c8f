import { CONTRACT_WORDS } from '../data/contract-words';
import { PLACE_WORDS } from '../data/places';
import { hasJobTitleWord } from '../parse/entry-words';
import type { ReadJob } from '../parse/roles-under-employer';
import { type Feature, featureScore } from '../text/feature-score';
import { fold } from '../text/fold';

/**
 * How sure the reading is of a job's company, position and period (issue 22, D24): what a reader would check —
 * each field found, a title that reads as one, an employer that is neither a place nor a contract, a header of a
 * few lines. The score is the share of the table's weight the job earns, 0–1; under CONFIDENT the rewrite
 * leaves the job as written and the page asks the user to check what was read.
 */
type Job = ReadJob & { readonly headerLines: number };

const CONFIDENCE: ReadonlyArray<Feature<Job>> = [
  [({ job }) => job.period !== null && job.period !== '', 3], // a job is dated
  [({ job }) => job.position !== '', 2],
  [({ job }) => job.company !== '', 2],
  [({ job }) => hasJobTitleWord(fold(job.position)), 2], // the position reads as a title
  [({ job }) => !isPlaceOrContract(job.company), 1], // the employer is who, not where nor how
  [({ job }) => job.company !== job.position, 1],
  [({ job }) => job.position.split(/\s+/).length <= 10 && job.company.split(/\s+/).length <= 10, 1], // names, not sentences
  [({ headerLines }) => headerLines <= 4, 1], // company, role, dates, place: more is a layout we misread
];
const TOTAL = CONFIDENCE.reduce((sum, [, weight]) => sum + weight, 0);

/** Below this a job is left as written (a missing period alone keeps a job above it: undated jobs exist). */
export const CONFIDENT = 0.7;

export function entryConfidence(read: ReadJob, headerLines: number): number {
  return Math.round((featureScore({ ...read, headerLines }, CONFIDENCE) / TOTAL) * 100) / 100;
}

function isPlaceOrContract(text: string): boolean {
  const folded = fold(text);
  return PLACE_WORDS.has(folded) || CONTRACT_WORDS.has(folded);
}
