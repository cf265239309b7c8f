import type { LayoutWarning } from '@cv/contracts';
import { type ComposedCv, composeLayout } from '../compose-layout';
import { FEW_CHARACTERS, type PdfPageRead } from './read-pdf-page';

/**
 * A PDF's pages → its text and layout, with what the user should hear before spending a credit: pages that
 * are pictures of text (a scan: an image and hardly any letters), and pages drawn without a text layer (text
 * turned into outlines: many drawing operations and no letters).
 */
// Drawing operations past which a page without text holds something drawn, not a blank page.
const DRAWN_PAGE = 300;

export function composePdf(pages: readonly PdfPageRead[]): ComposedCv {
  const warnings: LayoutWarning[] = [];
  const few = pages.filter((page) => page.characters < FEW_CHARACTERS);
  if (few.some((page) => (page.images ?? 0) > 0)) warnings.push('scanned_pages');
  if (few.some((page) => (page.images ?? 0) === 0 && (page.operations ?? 0) > DRAWN_PAGE))
    warnings.push('little_text');
  const lines = pages.flatMap((page, i) => page.lines.map((line) => ({ ...line, page: i + 1 })));
  return composeLayout('pdf', lines, { width: pages[0]?.width ?? 595.3, warnings });
}
