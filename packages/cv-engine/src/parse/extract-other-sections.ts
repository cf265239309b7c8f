import type { Section } from './group-lines-into-sections';
import type { SectionKey } from './section-headings';
import type { Line } from './split-lines';

/**
 * Parse step 8 — the sections that are text or lists: summary, skills, soft skills, certifications, and the rest
 * (languages, interests, projects…) kept in additionalInfo as blocks 'Heading:' + lines, separated by a blank
 * line (the convention documented in packages/contracts/src/cv.ts).
 */
export const ADDITIONAL_KEYS: readonly SectionKey[] = [
  'languages',
  'projects',
  'achievements',
  'volunteering',
  'publications',
  'interests',
  'references',
  'other',
];

const plain = (line: Line) => line.text.replace(/\t/g, ' ');
const linesOf = (sections: readonly Section[], key: SectionKey) =>
  sections.filter((s) => s.key === key).flatMap((s) => s.lines);

export function textOf(sections: readonly Section[], key: SectionKey): string {
  return linesOf(sections, key).map(plain).join('\n');
}

export function extractCertifications(sections: readonly Section[]): string[] {
  // a bullet is one certification, commas and all ('Oracle Certified Professional, Java SE 8 Programmer');
  // a plain line may list several ('Certifications: CIM Diploma (2017), Google Analytics (2023)')
  return linesOf(sections, 'certifications').flatMap((line) =>
    line.bullet ? [plain(line)] : splitList(plain(line)),
  );
}

export function extractAdditionalInfo(sections: readonly Section[]): string {
  return sections
    .filter((s) => ADDITIONAL_KEYS.includes(s.key) && s.lines.length > 0)
    .map((s) => [`${s.label}:`, ...s.lines.map((l) => (l.bullet ? `• ${plain(l)}` : plain(l)))].join('\n'))
    .join('\n\n');
}

/**
 * 'CIM Diploma (2017), Google Analytics Certification (2023)' holds two items; 'AWS Developer — Amazon, 2022'
 * holds one. Split on top-level commas and semicolons only when every piece has two words or more.
 */
function splitList(text: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if ((ch === ',' || ch === ';') && depth === 0) {
      pieces.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  pieces.push(text.slice(start).trim());
  const words = (piece: string) => piece.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
  return pieces.length > 1 && pieces.every((piece) => words(piece) >= 2) ? pieces : [text];
}
