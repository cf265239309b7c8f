import { type ComposedCv, readDocx } from '@cv/cv-engine/browser';

/**
 * DOCX → its text and layout with the engine's Word reader (the document's XML: styles, lists, tables, text
 * boxes), in this chunk loaded on first use.
 */
export function extractDocxText(bytes: ArrayBuffer): ComposedCv {
  return readDocx(new Uint8Array(bytes));
}
