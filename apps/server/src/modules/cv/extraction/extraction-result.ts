import type { CvLayout } from '@cv/contracts';

/**
 * The vocabulary shared by the caller, the pool and the worker. Failures are values, not exceptions:
 * they cross the worker-thread boundary as plain objects (a thrown class would lose its type there), and
 * the route has to map every reason to an HTTP answer, which a union makes exhaustive.
 */

export type FileKind = 'pdf' | 'docx' | 'txt';

export type ExtractionFailureReason =
  /** Corrupt or truncated file, or a structure the reader rejects. */
  | 'unreadable'
  /** A PDF that needs a password to be opened. */
  | 'encrypted'
  /** The file opens but holds no text (a scanned PDF of images, an empty document). */
  | 'empty'
  /** More text than any CV has: over the character cap. */
  | 'too_large'
  /** A PDF of more pages than any CV has (unread: empty pages cost time and add no text). */
  | 'too_many_pages'
  /** The worker did not finish within the time limit and was stopped. */
  | 'timeout'
  /** The file would expand past the memory budget (zip bomb, the worker ran out of memory). */
  | 'too_complex';

export type ExtractionResult =
  | {
      ok: true;
      text: string;
      /** What was seen of each line of the text (PDF, DOCX: cv-engine compose-layout.ts); none for a TXT. */
      layout?: CvLayout;
      /** PDF page count; null for DOCX and TXT, which have no fixed pages. */
      pages: number | null;
    }
  | { ok: false; reason: ExtractionFailureReason };

export const extractionFailure = (reason: ExtractionFailureReason): ExtractionResult => ({
  ok: false,
  reason,
});
