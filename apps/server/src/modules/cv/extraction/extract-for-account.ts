import { QueueFull } from '../../../lib/task-lanes';
import { HttpError, RETRY_AFTER_SECONDS } from '../../../plugins/errors';
import { InFlightPerAccount } from '../in-flight-per-account';
import { extractText } from './extract-text';
import type { ExtractionResult, FileKind } from './extraction-result';

export const EXTRACTION_IN_PROGRESS =
  'Un fichier est déjà en cours de lecture pour votre compte : attendez la fin de sa lecture.';
export const EXTRACTION_BUSY =
  'Trop de fichiers sont en cours de lecture en ce moment. Réessayez dans un instant.';

// One file at a time per account: the browser reads the CV itself and sends one file when it cannot; more
// at once is someone keeping both threads busy (issue 21: four hostile PDFs from one account held them).
const oneFileAtATime = new InFlightPerAccount(1, EXTRACTION_IN_PROGRESS);

/** extractText() for one account's upload: 429 while its previous file is read, 503 when too many wait. */
export function extractForAccount(accountId: string, bytes: Uint8Array, kind: FileKind) {
  return oneFileAtATime.run(accountId, async (): Promise<ExtractionResult> => {
    try {
      return await extractText(bytes, kind);
    } catch (error) {
      if (!(error instanceof QueueFull)) throw error;
      throw new HttpError(503, EXTRACTION_BUSY, { 'retry-after': String(RETRY_AFTER_SECONDS) });
    }
  });
}
