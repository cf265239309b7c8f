import { strFromU8, unzipSync } from 'fflate';
import type { Rendered } from './family';

/**
 * The words a rendered file shows, in one line with spaces folded, without running Chromium or a reader:
 * HTML without its tags (and its style sheet), a Word file's runs, a text file with its hard wraps undone.
 * Only for checking the generator itself: everything the truth holds must be printed.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot);/g, (_, name: string) => ENTITIES[name]!);
const fold = (text: string) => text.replace(/\s+/g, ' ').trim();

export function printedText(rendered: Rendered): string {
  if (rendered.kind === 'txt') return fold(rendered.text);
  if (rendered.kind === 'html')
    return fold(decode(rendered.html.replace(/<style>[\s\S]*?<\/style>/, ' ').replace(/<[^>]+>/g, ' ')));
  const xml = strFromU8(unzipSync(rendered.bytes)['word/document.xml']!);
  return fold(
    decode(
      xml
        .replace(/<w:tab\/>/g, ' ')
        .replace(/<\/w:p>/g, ' ')
        .replace(/<[^>]+>/g, ''),
    ),
  );
}
