import { COLUMN_LABELS } from '../data/column-labels';
import { CONTRACT_WORDS } from '../data/contract-words';
import { DURATION_ALONE } from '../data/durations';
import { ENTRY_BLOCK_LABELS } from '../data/entry-block-labels';
import { ENTRY_FIELD_LABELS } from '../data/entry-field-labels';
import { PLACE_WORDS } from '../data/places';
import { hasInstitutionWord, hasJobTitleWord } from '../parse/entry-words';
import { isContractLine } from '../parse/extract-experience';
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
  [({ job }) => job.company !== job.position, 1],
  [({ job }) => words(job.position) <= 10 && words(job.company) <= 10, 1], // names, not sentences
  [({ headerLines }) => headerLines <= 4, 1], // company, role, dates, place: more is a layout we misread
];
const TOTAL = CONFIDENCE.reduce((sum, [, weight]) => sum + weight, 0);

// What a reader would see at once is wrong: each takes most of the confidence away.
const RED_FLAGS: ReadonlyArray<Feature<Job>> = [
  [({ job }) => isPlaceOrContract(job.company), 6], // the employer is where or how, not who
  [({ job }) => isDateWord(job.company) || isDateWord(job.position), 8], // '2017', 'Aug': a period cut apart
  // 'Functie of positie', 'Employer', 'Période': a form's label, not what it labels
  [({ job }) => isFieldLabel(job.company) || isFieldLabel(job.position), 8],
  // '5 years 2 months', '(7 months)': how long, not who nor what
  [({ job }) => DURATION_ALONE.test(job.company) || DURATION_ALONE.test(job.position), 8],
  [({ job }) => cutShort(job.company) || cutShort(job.position), 6], // 'École maternelle des': a name cut in two
  // the employer reads as a title and the position does not: the two are swapped
  [({ job }) => hasJobTitleWord(fold(job.company)) && !hasJobTitleWord(fold(job.position)), 6],
  [({ job }) => hasInstitutionWord(fold(job.position)) && !hasJobTitleWord(fold(job.position)), 4], // a school as role
  [({ job }) => /^\p{Ll}/u.test(job.company), 3], // a name starts with a capital
  // no employer read, nor one named above the role: a job has one — the reading missed it
  [({ job, employerAbove }) => job.company === '' && !employerAbove, 3],
];

/** Below this a job is left as written (a missing period alone keeps a job above it: undated jobs exist). */
export const CONFIDENT = 0.7;

export function entryConfidence(read: ReadJob, headerLines: number): number {
  const job = { ...read, headerLines };
  const score = (featureScore(job, CONFIDENCE) - featureScore(job, RED_FLAGS)) / TOTAL;
  return Math.max(0, Math.round(score * 100) / 100);
}

const FIELD_LABELS = new Set(
  [ENTRY_BLOCK_LABELS, ENTRY_FIELD_LABELS, COLUMN_LABELS].flatMap((table) => Object.values(table).flat()),
);
const isFieldLabel = (text: string) =>
  FIELD_LABELS.has(fold(text).replace(/[’‘]/g, "'").replace(/\s*:$/, '').trim());

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

function isPlaceOrContract(text: string): boolean {
  const folded = fold(text).replace(/\s*\([^)]*\)$/, ''); // 'Nantes (REP)'
  return PLACE_WORDS.has(folded) || CONTRACT_WORDS.has(folded) || isContractLine(text);
}

// a month or a year alone, in any of the three languages' short forms
const DATE_WORD = /^(?:(?:19|20)\d{2}|\p{L}{3,4}\.?)$/u;
const MONTH_STEMS = /^(?:jan|feb|fev|mar|apr|avr|may|mai|mei|jun|jui|jul|aug|aou|sep|oct|okt|nov|dec)/;
function isDateWord(text: string): boolean {
  const folded = fold(text.trim());
  return DATE_WORD.test(folded) && (/\d/.test(folded) || MONTH_STEMS.test(folded));
}

// a name does not end on a small word: the rest of it is on another line or in another cell
const SMALL_END = /\s(?:de|des|du|la|le|les|et|of|and|the|for|van|de|het|en|voor)$/i;
const cutShort = (text: string) => SMALL_END.test(text.trim());
