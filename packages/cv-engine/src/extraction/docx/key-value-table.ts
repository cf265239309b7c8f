import { fold } from '../../text/fold';
import type { ExtractedLine } from '../compose-layout';
import { valOf } from './ooxml-values';
import { childOf, type XmlElement } from './parse-ooxml';

/**
 * The personal data of a European "CV met foto" sits in a table of labels and their values ('Nom | Lucas
 * Gérard', 'Geboortedatum | 14 mei 1994', 'Driving licence | B') beside a photo box. Read cell by cell, each
 * label and each value came out on a line of its own: the pairs were lost to the reader and to the rewrite,
 * which printed 'Nom' / 'Lucas Gérard' / 'Adresse' / … as a column of unrelated lines. A table whose every row
 * holds one label and one value, each on one line, is read one row a line, the label and its value apart by
 * a column gap ('Nom ⇥ Lucas Gérard'), as a label set on a tab stop is ('Période : ⇥ 2020 – aujourd’hui').
 * A table of jobs is never taken for one: a period or a multi-line cell (a role over its bullets) says so.
 */
// A label is a few words: 'Date de naissance', 'Nationaliteit', 'Name and address of employer' is longer still
// but never stands beside a one-line value alone in a whole table
const LABEL_WORDS = 4;
const LABEL_CHARACTERS = 32;
const MIN_ROWS = 2;

export function withKeyValueRows(lines: readonly ExtractedLine[], table: number): ExtractedLine[] {
  const rows = new Map<number, Map<number, ExtractedLine[]>>();
  // empty paragraphs (the merged cells below the photo box, a spacing line) print nothing
  for (const line of lines.filter((each) => each.text.trim() !== '')) {
    if (line.table?.id !== table) return [...lines];
    const cells = rows.get(line.table.row) ?? new Map<number, ExtractedLine[]>();
    cells.set(line.table.cell, [...(cells.get(line.table.cell) ?? []), line]);
    rows.set(line.table.row, cells);
  }
  const pairs = [...rows.values()].map((cells) => [...cells.values()]);
  const keyValue =
    pairs.length >= MIN_ROWS &&
    pairs.every(
      (cells) => cells.length === 2 && cells.every((cell) => cell.length === 1) && isLabel(cells[0]![0]!),
    );
  if (!keyValue) return [...lines];
  return pairs.map((cells) => joined(cells[0]![0]!, cells[1]![0]!));
}

function isLabel(line: ExtractedLine): boolean {
  const text = line.text.trim();
  return (
    line.list === undefined &&
    text.length > 0 &&
    text.length <= LABEL_CHARACTERS &&
    text.split(/\s+/).length <= LABEL_WORDS &&
    !/[\d@\t]|\.$/.test(text)
  );
}

/** The row's line: the label's place and the value's look (a bold label does not make the value a heading). */
function joined(label: ExtractedLine, value: ExtractedLine): ExtractedLine {
  const line: ExtractedLine = {
    ...label,
    text: `${label.text.trim()}\t${value.text.trim()}`,
    width: Math.max(value.x + value.width - label.x, label.width),
    size: value.size,
  };
  for (const feature of ['bold', 'italic', 'caps'] as const)
    if (label[feature] !== value[feature]) delete line[feature];
  return line;
}

/**
 * The photo box beside the personal data: a cell merged down over the rows beside it whose only text is the
 * template's placeholder where the picture goes ('Photo', 'Foto', 'Pasfoto'), printed grey in the frame. It is
 * no part of what the CV says: read, it stood as a line of its own between the name and the address.
 */
const PHOTO_PLACEHOLDERS = new Set([
  ...['photo', "photo d'identite", 'votre photo'],
  ...['picture', 'your photo', 'insert photo'],
  ...['foto', 'pasfoto', 'uw foto', 'je foto'],
]);

export function isPhotoBox(cell: XmlElement): boolean {
  if (valOf(childOf(childOf(cell, 'w:tcPr'), 'w:vMerge')) !== 'restart') return false;
  const text = fold(textOf(cell)).replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
  return PHOTO_PLACEHOLDERS.has(text);
}

function textOf(node: XmlElement): string {
  return node.children
    .map((child) =>
      typeof child === 'string' ? '' : child.name === 'w:t' ? child.children.join('') : ` ${textOf(child)} `,
    )
    .join('');
}
