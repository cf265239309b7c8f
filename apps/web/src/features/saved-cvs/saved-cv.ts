import type {
  CoverLetterResponse,
  CvLayout,
  EntryCorrection,
  OptimizeCvResponse,
  TargetLanguage,
} from '@cv/contracts';
import { employerOfOffer } from '@cv/cv-engine/browser';

/** How many results this browser keeps per account; the oldest goes when a new one comes. */
export const HISTORY_LIMIT = 20;

/**
 * A generated CV as this browser keeps it (decision D16b — the server never has the text): the server's
 * answer, the text as the user left it, their decisions on the changes, and the inputs it was made from.
 */
export interface SavedCv {
  /** The key in this browser: the generation's id, or a fresh one for a copy. */
  id: string;
  /** The server's generation record (the profile's list); null for a copy. */
  generationId: string | null;
  savedAt: string;
  updatedAt: string;
  fileName: string | null;
  /** The CV text that was sent. */
  cvText: string;
  /** The user's corrections of what was read of it (D24), sent with it; absent in older records. */
  cvCorrections?: readonly EntryCorrection[];
  /** The layout sent with it (issue 22): absent for a typed text, and in records kept before. */
  cvLayout?: CvLayout;
  jobDescription: string;
  languageOverride: TargetLanguage | null;
  result: OptimizeCvResponse;
  /** The generated CV as edited. */
  text: string;
  rejectedChanges: readonly string[];
  /** The score of the text as it stands (the user's decisions change it). */
  atsScore: number;
  /** Its cover letter (issue 26): the server's answer and the letter as edited; absent when none was written. */
  letter?: { written: CoverLetterResponse; text: string };
}

/** What the history list shows, kept apart so that listing does not read 20 whole CVs. */
export interface SavedCvSummary {
  id: string;
  generationId: string | null;
  fileName: string | null;
  jobTitle: string;
  /** The offer's employer as the offer writes it ('' when it does not tell); absent in older summaries. */
  employer?: string;
  atsScore: number;
  originalAtsScore: number;
  savedAt: string;
  /** A copy made by the user ('Dupliquer'), not a generation of its own. */
  isCopy: boolean;
  /** A cover letter was written for it (absent in lists kept before issue 26). */
  hasLetter?: boolean;
}

export function summarise(saved: SavedCv): SavedCvSummary {
  return {
    id: saved.id,
    generationId: saved.generationId,
    fileName: saved.fileName,
    jobTitle: saved.result.breakdown.jobTitle,
    employer: employerOfOffer(saved.jobDescription, saved.result.breakdown.jobTitle),
    atsScore: saved.atsScore,
    originalAtsScore: saved.result.original_ats_score,
    savedAt: saved.savedAt,
    isCopy: saved.generationId === null,
    hasLetter: saved.letter !== undefined,
  };
}

/** A copy to edit separately: same content, its own key, no generation of its own (no credit). */
export function copyOf(saved: SavedCv, id: string, now: Date): SavedCv {
  const at = now.toISOString();
  return { ...saved, id, generationId: null, savedAt: at, updatedAt: at };
}

/**
 * What this browser holds may have been written by an earlier version of the app (IndexedDB outlives
 * deployments): a record without the fields the page reads is treated as absent rather than shown broken.
 */
export function isSavedCv(value: unknown): value is SavedCv {
  if (typeof value !== 'object' || value === null) return false;
  const saved = value as Partial<SavedCv>;
  const result = saved.result as Partial<SavedCv['result']> | undefined;
  return (
    typeof saved.id === 'string' &&
    typeof saved.text === 'string' &&
    typeof saved.cvText === 'string' &&
    (saved.cvCorrections === undefined || Array.isArray(saved.cvCorrections)) &&
    (saved.letter === undefined || isLetter(saved.letter)) &&
    typeof saved.jobDescription === 'string' &&
    Array.isArray(saved.rejectedChanges) &&
    typeof result === 'object' &&
    result !== null &&
    typeof result.optimized_cv === 'string' &&
    Array.isArray(result.changes) &&
    typeof result.breakdown === 'object' &&
    typeof result.original_breakdown === 'object' &&
    Array.isArray(result.improvements)
  );
}

function isLetter(value: unknown): value is SavedCv['letter'] {
  const letter = value as Partial<NonNullable<SavedCv['letter']>> | null;
  return (
    typeof letter === 'object' &&
    letter !== null &&
    typeof letter.text === 'string' &&
    typeof letter.written === 'object' &&
    letter.written !== null &&
    typeof letter.written.letter === 'string'
  );
}
