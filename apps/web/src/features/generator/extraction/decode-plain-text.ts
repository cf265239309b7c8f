/**
 * A .txt file's bytes → text: UTF-8 (with or without BOM), UTF-16 with a BOM, else Windows-1252 — what a CV
 * saved by an older Windows editor is — instead of replacement characters.
 */
export function decodePlainText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
