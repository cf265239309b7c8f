import { defaultExtractionOptions } from './extraction-pool';
import type { ExtractionFailureReason, FileKind } from './extraction-result';

/**
 * The French messages of the spec for a 422: 'Impossible de lire le fichier PDF' for PDFs, 'Impossible de
 * lire le fichier' for the other kinds, followed by what went wrong, so that the user knows what to try.
 */
const details: Record<ExtractionFailureReason, string> = {
  unreadable: 'il est endommagé ou incomplet.',
  encrypted: 'il est protégé par un mot de passe.',
  empty: 'il ne contient pas de texte.',
  too_large: 'il contient trop de texte pour un CV.',
  too_many_pages: `il a trop de pages pour un CV (${defaultExtractionOptions.maxPages} au plus).`,
  timeout: 'son analyse a pris trop de temps.',
  too_complex: 'il est trop volumineux une fois décompressé.',
};

export function extractionErrorMessage(kind: FileKind, reason: ExtractionFailureReason): string {
  const head = kind === 'pdf' ? 'Impossible de lire le fichier PDF' : 'Impossible de lire le fichier';
  // A PDF without a text layer is almost always a scan: say so, the user can then export it from the
  // original document instead.
  const detail =
    kind === 'pdf' && reason === 'empty'
      ? 'il ne contient pas de texte (document scanné ?).'
      : details[reason];
  return `${head} : ${detail}`;
}
