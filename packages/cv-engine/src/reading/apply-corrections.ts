import type { EntryCorrection, Experience } from '@cv/contracts';
import type { DocumentEntry } from '../document/cv-document';

/**
 * The user's corrections of what was read (« Ce que nous avons lu », D24) put on the jobs: a field takes the
 * corrected value when the job still reads what the user saw (`from`) — a correction made on another reading
 * of the text, before an edit, is not carried to whatever job now has that id. A corrected job is one the user
 * vouched for: it is no longer unsure.
 */
export function applyCorrections(
  entry: DocumentEntry,
  job: Experience,
  corrections: readonly EntryCorrection[],
): { entry: DocumentEntry; job: Experience } {
  let fixed = entry;
  let fixedJob = job;
  for (const correction of corrections) {
    if (correction.entry !== entry.id) continue;
    const { field } = correction;
    const current = fixed[field] ?? null;
    if ((current ?? '') !== (correction.from ?? '')) continue;
    const value = field === 'period' && correction.to === '' ? null : correction.to;
    fixed = {
      ...fixed,
      [field]: value,
      confidence: 1,
      corrected: [...new Set([...(fixed.corrected ?? []), field])],
    };
    fixedJob = { ...fixedJob, [field]: value };
  }
  return { entry: fixed, job: fixedJob };
}
