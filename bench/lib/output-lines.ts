import { layoutCvText } from '@cv/cv-engine';
import { foldForCompare, plainLine } from './fold-for-compare';

/**
 * The rewritten CV as the fidelity bench reads it: one entry per line (blank lines kept, so line numbers
 * match the text), each also without markers and folded, and whether it is a heading by the rule the preview
 * and the PDF apply (layout/layout-cv-text.ts, asked directly).
 */

export interface OutputLine {
  /** 1-based, as an editor shows it. */
  number: number;
  raw: string;
  plain: string;
  folded: string;
  heading: boolean;
  /** Starts with a bullet sign: its words are a bullet's, not an entry's company, title or dates. */
  bullet: boolean;
}

const BULLET = /^\s*(?:[•▪●◦·]|[-–—*](?=\s))/u;

export const isHeadingLine = (raw: string): boolean => {
  // the line read after a heading, where the preview's rule applies in full
  const blocks = layoutCvText(`Name\n\nPROFILE\n\n${raw}`);
  return blocks.length === 3 && blocks[2]!.kind === 'heading';
};

export function readOutputLines(text: string): OutputLine[] {
  return text.split(/\r?\n/).map((raw, i) => {
    const plain = plainLine(raw);
    return {
      number: i + 1,
      raw,
      plain,
      folded: foldForCompare(plain),
      heading: isHeadingLine(raw),
      bullet: BULLET.test(raw),
    };
  });
}

/** Words an experience heading holds in the languages the product writes (and the fixtures use). */
const EXPERIENCE_HEADING_WORDS = [
  'experience', // English: "Experience", "Professional experience", "Work experience"
  'expérience', // French: "Expérience professionnelle", "Expériences"
  'werkervaring', // Dutch
  'ervaring', // Dutch: "Relevante ervaring"
  'employment', // English: "Employment history"
  'parcours professionnel', // French alternative
];

/**
 * Index range (in `lines`) of the experience section: from the line after its heading to the line before the
 * next heading. The heading is the first one equal to the CV's own experience heading or holding one of the
 * words above; null when the output has none.
 */
export function experienceRange(
  lines: OutputLine[],
  ownHeading: string | null,
): { heading: number; start: number; end: number } | null {
  const own = ownHeading ? foldForCompare(ownHeading) : null;
  const heading = lines.findIndex(
    (l) => l.heading && (l.folded === own || EXPERIENCE_HEADING_WORDS.some((w) => l.folded.includes(w))),
  );
  if (heading < 0) return null;
  const next = lines.findIndex((l, i) => i > heading && l.heading);
  return { heading, start: heading + 1, end: next < 0 ? lines.length : next };
}
