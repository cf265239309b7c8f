import { type ExportBlock, exportBlocks } from './export-blocks';

/**
 * A cover letter (issue 26) → the blocks both exports draw, in the CV's template: the letter is headed with
 * the CV's own name and contact line, set as the CV sets them (the same look on both papers a recruiter
 * reads); then the letter's parts as the user left them — a blank line starts a part, each line within a part
 * (an address, a signature on two lines) stays a line. The subject line is set in bold, as letters do.
 */

/** How a subject line opens, in the letter's languages (the engine's patterns, and what people type). */
const SUBJECT_OPENINGS: readonly RegExp[] = [
  /^objet\s*:/i, // French: « Objet : candidature au poste de … »
  /^betreft\s*:?/i, // Dutch: « Betreft: sollicitatie … »
  /^(subject|re)\s*:/i, // English, typed
  /^application for\b/i, // English, the engine's subject line has no label
];

export function letterBlocks(letterText: string, cvText: string): ExportBlock[] {
  const header = letterhead(cvText);
  const parts = letterText
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((part) => part.split('\n').map((line) => line.trim()))
    .map((lines) => lines.filter(Boolean))
    .filter((lines) => lines.length > 0);
  const body = parts.flatMap((lines) => {
    const bold = SUBJECT_OPENINGS.some((opening) => opening.test(lines[0]!));
    return lines.map(
      (line, index): ExportBlock => ({
        kind: index === 0 ? 'part' : 'paragraph',
        spans: [{ text: line, bold }],
        section: 'other',
        entryHeader: false,
      }),
    );
  });
  return [...header, ...body];
}

/**
 * The CV's name and its contact lines (above or below its title line, which a letter does not repeat);
 * nothing when the CV does not start with a name.
 */
function letterhead(cvText: string): ExportBlock[] {
  const blocks = exportBlocks(cvText);
  const name = blocks.findIndex((block) => block.kind === 'name');
  if (name < 0) return [];
  const header = [blocks[name]!];
  for (let index = name + 1; blocks[index]?.kind === 'contact' || blocks[index]?.kind === 'title'; index++)
    if (blocks[index]!.kind === 'contact') header.push(blocks[index]!);
  return header;
}
