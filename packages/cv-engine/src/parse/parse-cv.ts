import type { CvLayout, EntryCorrection, ParsedCv } from '@cv/contracts';
import { readCv } from '../reading/read-cv';
import { dropNoiseLines } from './drop-noise-lines';
import { extractEducation } from './extract-education';
import { extractHeader } from './extract-header';
import { extractAdditionalInfo, extractCertifications, textOf } from './extract-other-sections';
import { groupLinesIntoSections } from './group-lines-into-sections';
import { labelSectionsByContent } from './label-sections-by-content';
import { readItems } from './read-items';
import type { SectionKey } from './section-headings';

/**
 * The CV parser: text (from a PDF, a DOCX, a paste, or our own output) → the spec's Parsed CV. It never throws;
 * what it cannot place ends up in additionalInfo rather than lost.
 */
export type ParseDetail = {
  cv: ParsedCv;
  /** Sections in the order the CV wrote them (used to tell the user when we reorder them). */
  sectionOrder: SectionKey[];
  /** Lines dropped as page furniture and as closing lines. */
  footers: string[];
  closings: string[];
};

const SUMMARY_MIN_WORDS = 12;

/**
 * `layout`: what extraction saw of each line (issue 22), absent for a paste or a TXT file; `corrections`: the
 * fields of the jobs read that the user corrected.
 */
export function parseCvDetailed(
  text: string,
  layout?: CvLayout,
  corrections: readonly EntryCorrection[] = [],
): ParseDetail {
  // 1–3. clean lines, display mended, lines broken by the page width and split periods joined (read-items.ts)
  const { kept, footers, closings } = dropNoiseLines(readItems(text, layout)); // then page footers, headers, thanks out
  const grouped = groupLinesIntoSections(kept); // 4. headings → sections
  const { header } = grouped;
  const sections = labelSectionsByContent(grouped.sections); // 4b. an unknown heading's section by its content
  const contactLines = sections.filter((s) => s.key === 'contact').flatMap((s) => s.lines);
  const head = extractHeader(header, contactLines, kept); // 5. name, contact line, title
  // 6. the jobs, as the document reads them (reading/read-cv.ts): one reading for the parse and the rewrite
  const experience = [...readCv(text, layout, corrections).jobs];
  const education = extractEducation(sections.filter((s) => s.key === 'education').flatMap((s) => s.lines)); // 7.
  const summaryLines = textOf(sections, 'summary'); // 8. text and list sections
  const headerParagraphs = head.extra.filter((line) => line.split(/\s+/).length >= SUMMARY_MIN_WORDS);
  const cv: ParsedCv = {
    name: head.name,
    contact: head.contact,
    title: head.title,
    summary: summaryLines || headerParagraphs.join('\n'),
    experience,
    education,
    technicalSkills: textOf(sections, 'skills'),
    softSkills: textOf(sections, 'softSkills'),
    certifications: extractCertifications(sections),
    additionalInfo: extractAdditionalInfo(sections),
  };
  return { cv, sectionOrder: unique(sections.map((s) => s.key)), footers, closings };
}

export function parseCv(
  text: string,
  layout?: CvLayout,
  corrections: readonly EntryCorrection[] = [],
): ParsedCv {
  return parseCvDetailed(text, layout, corrections).cv;
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}
