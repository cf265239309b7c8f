import { decodePlainText } from './decode-plain-text';
import type { FileKind } from './extraction-result';
import { hasLocalEntry, LOCAL_ENTRY, readZipDirectory } from './read-zip-directory';

/**
 * Tells what a file is from its content, never from its name or the browser's MIME type, which the
 * user controls. Cheap and total: reads at most the first kilobyte, the zip directory and a text
 * sample, and returns null (→ 415) for anything else — images, old .doc, other zips, executables.
 */

/** Readers accept `%PDF-` after a little leading junk; we allow only whitespace and a BOM, within 1 KB. */
const PDF_HEADER_WINDOW = 1024;
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const UTF8_BOM = [0xef, 0xbb, 0xbf];
const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
/** The part of a DOCX that holds the body; a zip without it is some other Office or zip file. */
const DOCX_BODY = 'word/document.xml';
/** Enough text to judge the encoding; the whole file is decoded later, in the worker. */
const TEXT_SAMPLE = 64 * 1024;
/** RTF is plain ASCII, so it would pass as text, but its "text" is markup. */
const RTF_MAGIC = [0x7b, 0x5c, 0x72, 0x74, 0x66]; // {\rtf

const startsWithAt = (bytes: Uint8Array, at: number, prefix: number[]) =>
  prefix.every((b, i) => bytes[at + i] === b);

function isPdf(bytes: Uint8Array): boolean {
  let at = startsWithAt(bytes, 0, UTF8_BOM) ? UTF8_BOM.length : 0;
  while (at < PDF_HEADER_WINDOW && WHITESPACE.has(bytes[at]!)) at++;
  return at < PDF_HEADER_WINDOW && startsWithAt(bytes, at, PDF_MAGIC);
}

function isDocx(bytes: Uint8Array): boolean {
  if (
    bytes.length < 4 ||
    new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0, true) !== LOCAL_ENTRY
  ) {
    return false;
  }
  const entries = readZipDirectory(bytes);
  return entries ? entries.some((e) => e.name === DOCX_BODY) : hasLocalEntry(bytes, DOCX_BODY);
}

function isText(bytes: Uint8Array): boolean {
  if (startsWithAt(bytes, 0, RTF_MAGIC)) return false;
  const partial = bytes.length > TEXT_SAMPLE;
  // Keep UTF-16 samples whole code units.
  return decodePlainText(partial ? bytes.subarray(0, TEXT_SAMPLE) : bytes, partial) !== null;
}

export function detectFileKind(bytes: Uint8Array): FileKind | null {
  if (isPdf(bytes)) return 'pdf';
  if (isDocx(bytes)) return 'docx';
  // An empty upload is called text: extraction then answers "no text", which tells the user more than
  // "unsupported type".
  if (isText(bytes)) return 'txt';
  return null;
}
