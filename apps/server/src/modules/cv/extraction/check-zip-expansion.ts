import { inflateRawSync } from 'node:zlib';
import type { ZipEntry } from './read-zip-directory';

/**
 * Zip-bomb guard for DOCX, run before the reader (whose zip library inflates whole parts into memory and
 * would take gigabytes for a few megabytes of upload). First the sizes the directory declares; then, since
 * those can lie, each deflated entry is actually inflated with a hard output cap, which zlib enforces
 * while it works. Costs a few milliseconds for a normal DOCX.
 */

export type ZipExpansion = 'ok' | 'too_large' | 'corrupt';

const LOCAL_HEADER_SIZE = 30;
const STORED = 0;
const DEFLATED = 8;

function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array | null {
  const at = entry.localHeaderOffset;
  if (at + LOCAL_HEADER_SIZE > bytes.length) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset + at, LOCAL_HEADER_SIZE);
  const start = at + LOCAL_HEADER_SIZE + view.getUint16(26, true) + view.getUint16(28, true);
  const end = start + entry.compressedSize;
  return end <= bytes.length ? bytes.subarray(start, end) : null;
}

/** `budget`: the most bytes that all entries together may inflate to. */
export function checkZipExpansion(bytes: Uint8Array, entries: ZipEntry[], budget: number): ZipExpansion {
  const declared = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (declared > budget) return 'too_large';

  let remaining = budget;
  for (const entry of entries) {
    if (entry.method === STORED) {
      remaining -= entry.compressedSize;
    } else if (entry.method === DEFLATED) {
      const data = entryData(bytes, entry);
      if (data === null) return 'corrupt';
      try {
        remaining -= inflateRawSync(data, { maxOutputLength: Math.max(remaining, 1) }).length;
      } catch (error) {
        return (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? 'too_large' : 'corrupt';
      }
    } else {
      return 'corrupt';
    }
    if (remaining < 0) return 'too_large';
  }
  return 'ok';
}
