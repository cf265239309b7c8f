import { type SectionKey, sectionOfHeading } from '../parse/section-headings';

/**
 * additionalInfo holds the sections the Parsed CV has no field for, as blocks separated by a blank line whose
 * first line is 'Heading:' (see packages/contracts/src/cv.ts). A block without such a line is 'other'.
 */
export type Block = { key: SectionKey; label: string; lines: string[] };

export function readAdditionalBlocks(additionalInfo: string): Block[] {
  return additionalInfo
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
    .map((lines) => {
      const head = /^(.{2,60}?)\s*:$/.exec(lines[0]!);
      if (!head) return { key: 'other' as const, label: '', lines };
      return { key: sectionOfHeading(head[1]!) ?? 'other', label: head[1]!, lines: lines.slice(1) };
    });
}
