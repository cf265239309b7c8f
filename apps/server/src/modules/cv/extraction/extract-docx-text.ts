import mammoth from 'mammoth';
import { checkZipExpansion } from './check-zip-expansion';
import { type ExtractionResult, extractionFailure } from './extraction-result';
import { readZipDirectory } from './read-zip-directory';

/**
 * DOCX → raw text with mammoth's raw-text conversion (one paragraph, list item or table cell per block),
 * after the zip-bomb guard. Runs inside the extraction worker, which normalises the text.
 */
export async function extractDocxText(
  bytes: Uint8Array,
  maxInflatedBytes: number,
): Promise<ExtractionResult> {
  const entries = readZipDirectory(bytes);
  if (entries === null) return extractionFailure('unreadable');
  const expansion = checkZipExpansion(bytes, entries, maxInflatedBytes);
  if (expansion === 'too_large') return extractionFailure('too_complex');
  if (expansion === 'corrupt') return extractionFailure('unreadable');

  const { value } = await mammoth.extractRawText({
    buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  });
  return { ok: true, text: value, pages: null };
}
