import type { SectionKey } from '../parse/section-headings';

/**
 * The CV as a document (issue 13): its blocks in reading order, grouped by section, each block one item the
 * reader sees — a heading, a bullet (whatever its wraps), a line. The rewrite is a list of changes on these
 * blocks (contracts: CvChange), and the CV the user gets is this document with the accepted changes applied,
 * so nothing is lost, split, merged or moved across entries by construction.
 */
export type BlockRole = 'heading' | 'bullet' | 'line';

export type Block = {
  /** 'b0', 'b1'… in reading order: stable for one text, which is what a change refers to. */
  readonly id: string;
  readonly role: BlockRole;
  /** Clean text: no bullet sign, no '**' markers, column gaps as '\t'. */
  readonly text: string;
  /** The line as written (keeps '**' of our own layout). */
  readonly raw: string;
};

export type DocumentSection = {
  readonly key: SectionKey | 'header';
  /** The heading block; undefined for the header (name, contact, title before the first heading). */
  readonly heading?: Block;
  /** Recognised from its heading (a known name in FR/EN/NL) — only such sections may be moved. */
  readonly known: boolean;
  readonly blocks: Block[];
};

export type CvDocument = { readonly sections: DocumentSection[] };

export const allBlocks = (document: CvDocument): Block[] =>
  document.sections.flatMap((section) =>
    section.heading ? [section.heading, ...section.blocks] : section.blocks,
  );
