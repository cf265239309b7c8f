import type { SectionKey } from '../parse/section-headings';

/**
 * The CV as a document (issue 13): its blocks in reading order, grouped by section, each block one item the
 * reader sees — a heading, a bullet (whatever its wraps), a line. The rewrite is a list of changes on these
 * blocks (contracts: CvChange), and the CV the user gets is this document with the accepted changes applied,
 * so nothing is lost, split, merged or moved across entries by construction.
 *
 * Provenance: each block carries the text lines it was read from, and the page and column of its first line:
 * extraction marks page and column breaks in the text itself, as runs of blank lines no other text has
 * (extraction/layout-breaks.ts) — the text is all the server receives, and what the user may edit (ADR 006).
 */
export type BlockRole = 'heading' | 'bullet' | 'line';

/**
 * 1-based numbers of the first and last text line, blank lines counted (parse/split-lines.ts: textLines), and the
 * 1-based page and column of the first (1 and 1 in a text without breaks: a DOCX, a paste).
 */
export type LineRange = {
  readonly from: number;
  readonly to: number;
  readonly page: number;
  readonly column: number;
};

export type Block = {
  /** 'b0', 'b1'… in reading order: stable for one text, which is what a change refers to. */
  readonly id: string;
  readonly role: BlockRole;
  /** Clean text: no bullet sign, no '**' markers, column gaps as '\t'. */
  readonly text: string;
  /** The line as written (keeps '**' of our own layout). */
  readonly raw: string;
  /**
   * The CV text's lines it was read from: a bullet wrapped over lines 12–14 is 12–14. A line the rewrite
   * inserts has none of its own: it takes the range of the block it follows (apply-changes.ts).
   */
  readonly lines: LineRange;
};

/**
 * A job of the CV as the reading found it (issue 22): its blocks, header lines and bullets, and the fields read
 * from them. parse-cv's experience, the rewrite's moves and what the page shows as read all come from these.
 */
export type DocumentEntry = {
  /** 'e' + its first block's number ('e12'): stable for one text, which is what a correction refers to. */
  readonly id: string;
  /** Its blocks' ids in order, header lines and bullets. */
  readonly blocks: readonly string[];
  readonly company: string;
  readonly position: string;
  readonly period: string | null;
  /** How sure the reading is of its fields, 0–1 (reading/entry-confidence.ts). */
  readonly confidence: number;
  /** The fields the user corrected (« Ce que nous avons lu »): they replace what was read. */
  readonly corrected?: readonly ('company' | 'position' | 'period')[];
};

export type DocumentSection = {
  readonly key: SectionKey | 'header';
  /** The heading block; undefined for the header (name, contact, title before the first heading). */
  readonly heading?: Block;
  /** Recognised from its heading (a known name in FR/EN/NL) — only such sections may be moved. */
  readonly known: boolean;
  readonly blocks: Block[];
  /** The jobs an experience section lists, in order (other sections have none). */
  readonly entries?: readonly DocumentEntry[];
  /** Read from a narrow column beside the main one (extraction's layout says so). */
  readonly sidebar?: boolean;
};

export type CvDocument = { readonly sections: DocumentSection[] };

export const allBlocks = (document: CvDocument): Block[] =>
  document.sections.flatMap((section) =>
    section.heading ? [section.heading, ...section.blocks] : section.blocks,
  );
