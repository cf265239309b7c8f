import { decodePlainText } from './decode-plain-text';
import { type ExtractionResult, extractionFailure } from './extraction-result';

/**
 * TXT → raw text: the whole file decoded as detection judged its start (UTF-8, UTF-16 with BOM or ANSI).
 * The worker normalises it.
 */
export function extractPlainText(bytes: Uint8Array): ExtractionResult {
  const text = decodePlainText(bytes);
  // Detection read only the start; a binary tail or a broken character further on lands here.
  return text === null ? extractionFailure('unreadable') : { ok: true, text, pages: null };
}
