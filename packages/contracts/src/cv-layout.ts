import { z } from 'zod';

/**
 * The layout beside a CV's text (issue 22, decision D24): what extraction saw of each line — where it stands,
 * its type, its table cell or text box — so that the engine can read a heading by its size and weight, a
 * sidebar as its own part, a table row by row. The text stays the one thing the user sees, edits and sends;
 * the layout only describes it, one entry per non-blank line of the text, in the text's order. Each entry
 * carries its line's fingerprint (`lineKey`), which is how the engine finds it again in a text the user may
 * have edited: a changed line simply has no layout any more, and is read from its words alone.
 *
 * Positions are in PDF points (1/72 in) from the page's left edge; a DOCX has no geometry of its own, so its
 * x is the paragraph's indentation and its width the text width. Optional flags are absent when false.
 */

/** The most lines a layout may describe: a 50 000-character CV has two thousand lines at the
 * very most, and 3 000 lines keep the request under Fastify's 1 MiB body limit. */
export const MAX_LAYOUT_LINES = 3_000;

export const layoutLineSchema = z.object({
  /** lineKey() of the line's text as extraction wrote it. */
  key: z.string().min(1).max(16),
  page: z.number().int().min(1).max(1_000),
  /** The column of the page in the order the text gives it (1 first). */
  column: z.number().int().min(1).max(16),
  /**
   * What part of the page the line belongs to: the main flow, a sidebar (a narrow column of contact, skills,
   * languages beside it), or the file's own page header and footer (DOCX headers and footers, kept apart).
   */
  region: z.enum(['main', 'sidebar', 'header', 'footer']),
  x: z.number().min(-10_000).max(10_000),
  width: z.number().min(0).max(10_000),
  /** The font size most of the line's characters have, in points. */
  size: z.number().min(0).max(1_000),
  /** Most of the line's letters are bold / italic. */
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
  /** Written in capitals, or in small capitals (capital glyphs set smaller, or a small-caps font or style). */
  caps: z.enum(['upper', 'small']).optional(),
  /** Its letters were spaced out on the page ('E X P É R I E N C E') and extraction joined them. */
  spaced: z.boolean().optional(),
  /** A rule is drawn close under it (PDF): a heading's border or an underline. */
  ruled: z.boolean().optional(),
  /** A list item: its level (0 = top), from the file's numbering (DOCX) or its bullet glyph (PDF). */
  list: z.number().int().min(0).max(9).optional(),
  /** A heading by the file's own styles (DOCX 'Heading 1', an outline level): 1 is the top level. */
  heading: z.number().int().min(1).max(9).optional(),
  /** Where the line stands in a table: which table of the file, which row, which cell (0-based). */
  table: z
    .object({
      id: z.number().int().min(0).max(10_000),
      row: z.number().int().min(0).max(10_000),
      cell: z.number().int().min(0).max(100),
    })
    .optional(),
  /** The text box the line was written in (DOCX w:txbxContent), numbered from 0 in reading order. */
  box: z.number().int().min(0).max(10_000).optional(),
  /** Space above the line, in points, from the previous line's baseline (PDF) or paragraph spacing (DOCX). */
  gapBefore: z.number().min(-10_000).max(10_000).optional(),
  /** How many printed lines extraction joined into this one (a bullet wrapped over three lines: 3). */
  wraps: z.number().int().min(1).max(1_000).optional(),
});
export type LayoutLine = z.infer<typeof layoutLineSchema>;

/**
 * What extraction noticed it could not read, said to the user before any credit is spent: pages whose text is
 * an image (a scan), much less text than the file holds (text boxes, shapes, images of text).
 */
export const layoutWarningSchema = z.enum(['scanned_pages', 'little_text', 'unread_parts']);
export type LayoutWarning = z.infer<typeof layoutWarningSchema>;

export const cvLayoutSchema = z.object({
  version: z.literal(1),
  source: z.enum(['pdf', 'docx']),
  /** The page's width in points (A4: 595.3): what x and width are measured against. */
  pageWidth: z.number().positive().max(10_000),
  /** The size most of the body's characters have: what a heading's "larger" is measured against. */
  bodySize: z.number().positive().max(1_000),
  lines: z.array(layoutLineSchema).max(MAX_LAYOUT_LINES),
  warnings: z.array(layoutWarningSchema).max(8).optional(),
});
export type CvLayout = z.infer<typeof cvLayoutSchema>;

/**
 * A line's fingerprint: FNV-1a (32 bits) of its text with spaces folded and trimmed, in base 36. Short (it
 * travels once per line), the same in the browser and on the server, and blind to the spacing an editor or a
 * normaliser may change; two different lines sharing one is harmless (the engine aligns whole sequences).
 */
export function lineKey(text: string): string {
  const folded = text.normalize('NFC').replace(/\s+/g, ' ').trim();
  let hash = 0x811c9dc5;
  for (let i = 0; i < folded.length; i++) {
    hash ^= folded.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
