import { layoutCvText } from '@cv/cv-engine/browser';

/**
 * The CV text → the blocks both exports draw: the engine's layoutCvText (the blocks the preview shows), plus
 * what a page needs to know about them —
 * - the section a block sits in (certifications are set in bold, spec §9);
 * - whether a paragraph is an entry's header (a job or a degree: the lines just above its bullets), which a
 *   page break must not part from its first bullets;
 * - no list separator left dangling at either end of a line ('Français · Anglais ·').
 */
export interface ExportSpan {
  text: string;
  bold: boolean;
}
/** `part`: a part of a cover letter (letter-blocks.ts), set apart from the one before by a blank line. */
export type ExportBlockKind = 'name' | 'contact' | 'title' | 'heading' | 'bullet' | 'paragraph' | 'part';
export interface ExportBlock {
  kind: ExportBlockKind;
  spans: ExportSpan[];
  section: 'summary' | 'certification' | 'other';
  /** A paragraph that heads the bullets right after it (possibly through other header paragraphs). */
  entryHeader: boolean;
}

/** Characters that separate items on one line: meaningless alone at a line's start or end. */
export const LIST_SEPARATOR = /^[·|•∙▪◦]$/u;

const CERTIFICATION_HEADING = /CERTIF/i;
const SUMMARY_HEADING = /^(PROFIL|PROFIEL|PROFILE|SUMMARY|R[ÉE]SUM[ÉE]|SAMENVATTING|[ÀA] PROPOS)/i;
/** At most this many paragraphs above the bullets count as the entry's header (title, employer, dates). */
const MAX_HEADER_LINES = 3;

export function exportBlocks(text: string): ExportBlock[] {
  let section: ExportBlock['section'] = 'other';
  const blocks: ExportBlock[] = [];
  for (const block of layoutCvText(text)) {
    const spans = trimSeparators(block.spans);
    if (!spans.some((span) => span.text.trim())) continue;
    if (block.kind === 'heading') {
      const heading = spans.map((span) => span.text).join('');
      section = CERTIFICATION_HEADING.test(heading)
        ? 'certification'
        : SUMMARY_HEADING.test(heading)
          ? 'summary'
          : 'other';
    }
    blocks.push({ kind: block.kind, spans, section, entryHeader: false });
  }
  markEntryHeaders(blocks);
  return blocks;
}

function markEntryHeaders(blocks: ExportBlock[]): void {
  blocks.forEach((block, index) => {
    if (block.kind !== 'bullet' || blocks[index - 1]?.kind !== 'paragraph') return;
    for (let above = index - 1; above >= 0 && index - above <= MAX_HEADER_LINES; above--) {
      if (blocks[above]!.kind !== 'paragraph') break;
      blocks[above]!.entryHeader = true;
    }
  });
}

/** 'Anglais ·' → 'Anglais'; '| Python' → 'Python'. Spans inside the line are left as written. */
function trimSeparators(spans: ExportSpan[]): ExportSpan[] {
  const out = spans.map((span) => ({ ...span }));
  const first = out[0];
  if (first) first.text = first.text.replace(/^\s*[·|•∙▪◦](\s+|$)/u, '');
  const last = out.at(-1);
  if (last) last.text = last.text.replace(/(^|\s+)[·|•∙▪◦]\s*$/u, '');
  return out.filter((span) => span.text !== '');
}

export function plainText(spans: readonly ExportSpan[]): string {
  return spans.map((span) => span.text).join('');
}
