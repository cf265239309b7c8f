/**
 * Reads a zip's central directory — names, sizes, compression method, where each entry starts — without
 * decompressing anything. Detection uses the names (is `word/document.xml` there?) and the DOCX guard the
 * sizes (how big would it get?). Returns null for anything that is not a well-formed zip; zip64 archives
 * are refused too, since no CV needs 4 GB and their size fields are where bombs hide.
 */

export interface ZipEntry {
  name: string;
  /** 0 = stored, 8 = deflate; anything else no DOCX reader supports. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
export const LOCAL_ENTRY = 0x04034b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;

const names = new TextDecoder('utf-8');

function findEndOfDirectory(view: DataView): number {
  const last = view.byteLength - END_RECORD_SIZE;
  const first = Math.max(0, last - MAX_COMMENT);
  for (let at = last; at >= first; at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  }
  return -1;
}

export function readZipDirectory(bytes: Uint8Array): ZipEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < END_RECORD_SIZE || view.getUint32(0, true) !== LOCAL_ENTRY) return null;
  const end = findEndOfDirectory(view);
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  const offset = view.getUint32(end + 16, true);
  if (count === 0xffff || offset === 0xffffffff) return null;

  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || view.getUint32(at, true) !== DIRECTORY_ENTRY) return null;
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (at + 46 + skip > end) return null;
    entries.push({
      name: names.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      uncompressedSize: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
    });
    at += 46 + skip;
  }
  return entries;
}

/**
 * For a zip cut short (no central directory at the end): looks for a local header naming `name`. Lets a
 * truncated DOCX be recognised as a DOCX, so that the user hears "cannot read the file" rather than
 * "unsupported type". Searches for the header signature rather than walking from entry to entry, since
 * entries written with a data descriptor do not say how long they are.
 */
export function hasLocalEntry(bytes: Uint8Array, name: string): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const wanted = new TextEncoder().encode(name);
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (
    let at = buffer.indexOf('PK\x03\x04', 0, 'latin1');
    at >= 0;
    at = buffer.indexOf('PK\x03\x04', at + 4, 'latin1')
  ) {
    if (at + 30 + wanted.length > bytes.byteLength) return false;
    if (view.getUint16(at + 26, true) !== wanted.length) continue;
    if (buffer.subarray(at + 30, at + 30 + wanted.length).equals(wanted)) return true;
  }
  return false;
}
