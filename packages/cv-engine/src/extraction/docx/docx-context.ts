import type { LayoutLine } from '@cv/contracts';
import type { ExtractedLine } from '../compose-layout';
import type { XmlElement } from './parse-ooxml';
import type { DocxNumbering } from './read-docx-numbering';
import type { DocxStyles } from './read-docx-styles';
import type { PageFrame } from './text-box-place';

/**
 * Where the reading of a Word part stands: what it reads with (styles, lists), where the current blocks are
 * (the part's region, the table cell or text box they sit in, their left edge and width in points), and the
 * counters shared by the whole file (tables and text boxes are numbered in reading order, pages by their breaks).
 */
export type DocxContext = {
  readonly styles: DocxStyles;
  readonly numbering: DocxNumbering;
  readonly region: LayoutLine['region'];
  readonly table?: LayoutLine['table'];
  readonly box?: number;
  readonly x: number;
  readonly width: number;
  /** The section's page: its width, left margin and text width (a floating box is placed on it). */
  readonly page: PageFrame;
  readonly file: { tables: number; boxes: number; page: number; readonly lines: ExtractedLine[] };
};

/**
 * Which copy of an mc:AlternateContent to read: the modern one (the first mc:Choice) when it holds any text,
 * else the older mc:Fallback. Never both — a text box written twice would be read twice.
 */
export function chosenCopy(alternate: XmlElement): XmlElement | undefined {
  const copies = alternate.children.filter((c): c is XmlElement => typeof c !== 'string');
  const choice = copies.find((c) => c.name === 'mc:Choice');
  if (choice && holdsText(choice)) return choice;
  return copies.find((c) => c.name === 'mc:Fallback') ?? choice;
}

function holdsText(node: XmlElement): boolean {
  return node.children.some((child) =>
    typeof child === 'string'
      ? false
      : (child.name === 'w:t' && child.children.length > 0) || holdsText(child),
  );
}
