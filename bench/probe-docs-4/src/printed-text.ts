import { execFileSync } from 'node:child_process';
import { strFromU8, unzipSync } from 'fflate';

/** The text a reader sees, with every space removed (pdftotext spaces letter-spaced text its own way). */
export function printedText(file: string, bytes: Uint8Array): string {
  return squash(spacedText(file, bytes));
}

/** The shown text with spaces kept: for a PDF, pdftotext's reading order, its layout and the content stream's order (a date
 * in a margin column may fall between the two lines of a wrapped job header in the first). */
export function spacedText(file: string, bytes: Uint8Array): string {
  if (file.endsWith('.pdf'))
    return [[], ['-layout'], ['-raw']]
      .map((mode) => execFileSync('pdftotext', ['-enc', 'UTF-8', ...mode, file, '-']).toString('utf8'))
      .join('\n');
  const xml = strFromU8(unzipSync(bytes)['word/document.xml']);
  const shown = xml
    .replace(/<w:del\b[^>]*>[\s\S]*?<\/w:del>/g, '')
    .replace(/<w:instrText[^>]*>[\s\S]*?<\/w:instrText>/g, '')
    .replace(/<\/w:p>/g, '\n');
  const text = shown.replace(
    /<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<[^>]+>/g,
    (_m, t: string | undefined) => t ?? '',
  );
  return text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');
}

export function squash(text: string): string {
  return text.replace(/\s+/g, '').replace(/[‐‑]/g, '-');
}

/** The deleted text of a DOCX (tracked deletions), which the truth must not contain. */
export function deletedText(bytes: Uint8Array): string[] {
  const xml = strFromU8(unzipSync(bytes)['word/document.xml']);
  return [...xml.matchAll(/<w:delText[^>]*>([^<]*)<\/w:delText>/g)].map((m) => m[1]);
}
