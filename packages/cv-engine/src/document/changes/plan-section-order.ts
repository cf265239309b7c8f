import { OUTPUT_ORDER } from '../../rewrite/section-labels';
import type { CvDocument, DocumentSection } from '../cv-document';
import type { ChangeDraft } from './change-draft';

/**
 * Change — the sections recognised with confidence (a known heading) in the order an ATS reads best
 * (rewrite/section-labels.ts OUTPUT_ORDER). A section whose heading is not known stays where it is, and so
 * does every section when two share a heading (the order could not say which is which) or when a list section
 * holds a line that reads as a heading we do not know (its end is not sure). One change lists the
 * order before and after, by heading.
 */
/**
 * Issue 23: a list of what the person holds that names a must-have of the offer (« Talen » listing the French a
 * Belgian bookkeeper's offer asks for, an electrician's « Tickets ») is brought forward where it stands: right after
 * the skills, above the jobs, where a recruiter's first look falls — never written a second time elsewhere
 * (tailor/plan-surfaced-skills.ts).
 */
const BROUGHT_FORWARD: ReadonlySet<string> = new Set(['languages', 'certifications']);

export function planSectionOrder(
  document: CvDocument,
  // the sections that list a must-have of the offer
  asked: (section: DocumentSection) => boolean = () => false,
): ChangeDraft[] {
  const sections = document.sections.filter((s) => s.heading);
  const known = sections.filter((s) => s.known);
  // a section whose end is not sure (a heading we do not know inside it: 'Patents' under Skills) would
  // carry what follows it along: then nothing moves
  if (known.some(hasUnknownSubheading)) return [];
  const headings = known.map(headingOf);
  if (new Set(headings.map((h) => h.toLocaleLowerCase())).size !== headings.length) return [];
  // the contact details stay on top, under the name, where a recruiter looks for them
  const rank = (s: DocumentSection) => {
    if (s.key === 'contact') return -1;
    if (BROUGHT_FORWARD.has(s.key) && asked(s)) return OUTPUT_ORDER.indexOf('softSkills') + 0.5;
    const at = OUTPUT_ORDER.indexOf(s.key as (typeof OUTPUT_ORDER)[number]);
    return at === -1 ? OUTPUT_ORDER.length : at;
  };
  const sorted = [...known].sort((a, b) => rank(a) - rank(b));
  if (sorted.every((s, i) => s === known[i])) return [];
  const first = sorted.find((s, i) => s !== known[i])!;
  return [
    {
      kind: 'section_moved',
      section: first.key,
      block: first.heading!.id,
      before: headings.join(' · '),
      after: sorted.map(headingOf).join(' · '),
    },
  ];
}

const headingOf = (section: DocumentSection) => section.heading!.text;

// Sections of entries open each entry with a short line above its bullets ('Software Engineer'): not those.
const LIST_SECTIONS = new Set([
  'summary',
  'skills',
  'softSkills',
  'certifications',
  'languages',
  'interests',
]);
const SUBHEADING = /^\p{Lu}[\p{L}'’&\s-]{0,40}$/u;

/** A short capitalised line without figures nor separators, right above a bullet, in a list section. */
function hasUnknownSubheading(section: DocumentSection): boolean {
  if (!LIST_SECTIONS.has(section.key)) return false;
  return section.blocks.some(
    (block, i) =>
      block.role === 'line' &&
      section.blocks[i + 1]?.role === 'bullet' &&
      block.text.split(/\s+/).length <= 3 &&
      SUBHEADING.test(block.text),
  );
}
