import type { TextFragment } from '../group-text-items-into-lines';
import { readPdfPageLines } from '../group-text-items-into-lines';
import { drawnShapes, type PdfOperators } from './drawn-marks';
import type { PdfPageLine } from './line-features';
import { type FontLook, fontLook } from './pdf-font';

/**
 * One page of a PDF opened with pdf.js → its lines with their features (issue 22). Shared by the browser and
 * the server, which each bring their own pdf.js: only the few members used are named here. The page's operator
 * list is read for three things the text items do not say: the fonts' real names (pdf.js sends a font to the
 * page once its operators are loaded), the bullets and rules drawn as shapes (pdf/drawn-marks.ts), and, on a page with
 * hardly any text, its images (a scanned page).
 */
export interface PdfPageLike {
  view: readonly number[];
  getTextContent(): Promise<{ items: readonly unknown[] }>;
  getOperatorList(): Promise<{ fnArray: ArrayLike<number>; argsArray: ArrayLike<unknown> }>;
  commonObjs: { has(id: string): boolean; get(id: string): unknown };
}

export type PdfPageRead = {
  lines: PdfPageLine[];
  /** The page's width in points. */
  width: number;
  /** Letters and digits of its text. */
  characters: number;
  /** Images painted on it (counted only on a page with hardly any text); null when not looked at. */
  images: number | null;
  /** Drawing operations (the same). */
  operations: number | null;
};

type Item = {
  str: string;
  transform: number[];
  width: number;
  height: number;
  hasEOL: boolean;
  fontName: string;
};

// Fewer letters than this on a page: look at what else it holds (a scan is an image with no text on it).
export const FEW_CHARACTERS = 40;

export async function readPdfPage(page: PdfPageLike, ops: PdfOperators): Promise<PdfPageRead> {
  // asked together: the worker parses one while the other's answer travels back
  const [{ items }, list] = await Promise.all([page.getTextContent(), page.getOperatorList()]);
  const texts = items.filter(
    (item): item is Item => typeof item === 'object' && item !== null && 'str' in item,
  );
  const characters = texts.reduce((sum, item) => sum + item.str.replace(/[^\p{L}\p{N}]/gu, '').length, 0);
  const fontIds = [...new Set(texts.map((item) => item.fontName))];
  let images: number | null = null;
  let operations: number | null = null;
  if (characters < FEW_CHARACTERS) {
    operations = list.fnArray.length;
    images = 0;
    for (let i = 0; i < list.fnArray.length; i++) if (ops.images.has(list.fnArray[i]!)) images++;
  }
  const fonts = new Map<string, FontLook>(
    fontIds.map((id) => [id, fontLook(page.commonObjs.has(id) ? page.commonObjs.get(id) : null)]),
  );
  const fragments: TextFragment[] = texts.map((item) => ({
    str: item.str,
    x: item.transform[4]!,
    y: item.transform[5]!,
    width: item.width,
    // the item's scale, not its height alone (a rotated or stretched text has both)
    size: Math.hypot(item.transform[2]!, item.transform[3]!) || item.height,
    hasEOL: item.hasEOL,
    ...fonts.get(item.fontName),
  }));
  const [x0 = 0, , x1 = 595.3] = page.view;
  const { marks, rules } = drawnShapes(list, ops);
  return {
    lines: readPdfPageLines(fragments, marks, rules),
    width: Math.abs(x1 - x0) || 595.3,
    characters,
    images,
    operations,
  };
}
