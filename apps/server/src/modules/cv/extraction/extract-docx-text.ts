import { readDocx } from '@cv/cv-engine';
import { checkZipExpansion } from './check-zip-expansion';
import { type ExtractionResult, extractionFailure } from './extraction-result';
import { readZipDirectory } from './read-zip-directory';

/**
 * DOCX → its text and layout (cv-engine readDocx: the document's XML, text boxes, tables and styles
 * included), after the zip-bomb guard: the sizes the zip declares, then each part inflated under a cap.
 * Runs inside the extraction worker.
 */
export function extractDocxText(bytes: Uint8Array, maxInflatedBytes: number): ExtractionResult {
  const entries = readZipDirectory(bytes);
  if (entries === null) return extractionFailure('unreadable');
  const expansion = checkZipExpansion(bytes, entries, maxInflatedBytes);
  if (expansion === 'too_large') return extractionFailure('too_complex');
  if (expansion === 'corrupt') return extractionFailure('unreadable');
  const { text, layout } = readDocx(bytes);
  return { ok: true, text, layout, pages: null };
}
