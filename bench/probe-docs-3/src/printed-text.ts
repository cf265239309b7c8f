import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';

/**
 * The text a document shows, for the author's own check that every truth string is printed whole: pdftotext for
 * a PDF, the paragraphs of word/document.xml for a DOCX. Whitespace runs become one space.
 */
export function printedText(path: string): string {
  let text: string;
  if (path.endsWith('.pdf'))
    text = execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
  else {
    const xml = new TextDecoder().decode(unzipSync(readFileSync(path))['word/document.xml']!);
    text = xml
      .replace(/<w:tab\/>/g, ' ')
      .replace(/<\/w:p>/g, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  }
  return text.replace(/\s+/g, ' ');
}

/**
 * The truth strings of one entry that its document does not print whole. Spaces are not compared: pdftotext puts
 * spaces into letter-spaced headings, and a hyphenated word wrapped at its hyphen gets one after it.
 */
export function missingStrings(text: string, strings: (string | null)[]): string[] {
  const bare = text.replace(/\s+/g, '');
  const found = (s: string) =>
    bare.includes(s.replace(/\s+/g, '')) || bare.replace(/-/g, '').includes(s.replace(/[\s-]+/g, ''));
  return strings.filter((s): s is string => !!s && !found(s));
}
