/**
 * Turns the bytes of a text file into a string, or null when they are not text. Accepted: UTF-8 (with or
 * without BOM), UTF-16 with a BOM, and — because Notepad on a French Windows still saves "ANSI" — Windows-
 * 1252 when the bytes are not valid UTF-8 but are clearly text. "Clearly text" means no NUL and almost no
 * control characters: binary formats (images, executables, old .doc) are full of both.
 */

const UTF16_LE = [0xff, 0xfe];
const UTF16_BE = [0xfe, 0xff];

/** Control characters other than tab, line feed, vertical tab, form feed and carriage return; DEL; C1. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/g;
/** Above this share of control characters the "text" is some binary format. */
const MAX_CONTROL_SHARE = 0.01;
/** Windows-1252 leaves these bytes undefined; a real ANSI text never holds them. */
const CP1252_UNDEFINED = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

function looksLikeText(text: string): boolean {
  if (text.includes('\u0000')) return false;
  const controls = text.match(CONTROL)?.length ?? 0;
  return controls <= text.length * MAX_CONTROL_SHARE;
}

function decodeStrict(encoding: string, bytes: Uint8Array, partial: boolean): string | null {
  try {
    // `stream: true` tolerates a character cut at the end of a sample (detection reads only the start).
    return new TextDecoder(encoding, { fatal: true }).decode(bytes, { stream: partial });
  } catch {
    return null;
  }
}

/**
 * `partial` says that `bytes` is the start of a longer file: an incomplete character at the end is then
 * not an error.
 */
export function decodePlainText(bytes: Uint8Array, partial = false): string | null {
  if (startsWith(bytes, UTF16_LE) || startsWith(bytes, UTF16_BE)) {
    const encoding = bytes[0] === 0xff ? 'utf-16le' : 'utf-16be';
    const text = decodeStrict(encoding, bytes, partial);
    return text !== null && looksLikeText(text) ? text : null;
  }
  // NUL never occurs in UTF-8 or ANSI text; checking the bytes first spares decoding a binary file.
  if (bytes.includes(0)) return null;
  const utf8 = decodeStrict('utf-8', bytes, partial);
  if (utf8 !== null) return looksLikeText(utf8) ? utf8 : null;
  if (bytes.some((b) => CP1252_UNDEFINED.has(b))) return null;
  const ansi = new TextDecoder('windows-1252').decode(bytes);
  return looksLikeText(ansi) ? ansi : null;
}
