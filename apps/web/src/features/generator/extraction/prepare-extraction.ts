import type { CvFileKind } from './file-kind';
import { preparePdfReader } from './pdf-reader';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Starts loading what reading a file of this kind needs, before the file is there: called when the file
 * chooser opens (most CVs are PDFs), when a file is dragged over the card (its type is known then), and when
 * a file is chosen (in parallel with the extraction code's own chunk). Idempotent, never throws: a failure
 * here shows again, handled, when the file is actually read.
 */
export function prepareExtraction(kind: CvFileKind | null): void {
  void import('./extract-cv-text').catch(() => {});
  if (kind === 'pdf') void preparePdfReader().catch(() => {});
  else if (kind === 'docx') void import('./extract-docx-text').catch(() => {});
}

/** The kind a dragged file will be, from its MIME type (its name is hidden until the drop): PDF if unknown. */
export function draggedFileKind(types: readonly string[]): CvFileKind {
  if (types.includes(DOCX_MIME)) return 'docx';
  if (types.includes('text/plain')) return 'txt';
  return 'pdf';
}
