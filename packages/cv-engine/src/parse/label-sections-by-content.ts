import { type Feature, featureScore } from '../text/feature-score';
import { fold } from '../text/fold';
import { hasDegreeWord, hasInstitutionWord, hasJobTitleWord } from './entry-words';
import { findPeriod } from './find-period';
import type { Section } from './group-lines-into-sections';
import type { SectionKey } from './section-headings';

/**
 * Parse step 4b — a section under a heading we do not know ('other': 'WHERE I HAVE WORKED') is labelled by
 * what it holds, when no section of that kind was found under a known heading: dated entries with bullets
 * and job titles are experience. Only one section takes a label this way, the one whose content scores best;
 * the CV with an 'EXPERIENCE' heading keeps its other dated sections ('LEADERSHIP', 'HACKATHONS') as they are,
 * so they are never taken for jobs. Its heading text stays the CV's own: such a section is not "known" (it is
 * never moved nor its heading translated, see document/).
 */
type Content = {
  /** Lines that hold a period, bullet lines, lines with a job title word, lines with a degree or school. */
  readonly periods: number;
  readonly bullets: number;
  readonly titles: number;
  readonly schools: number;
};

// Features of a section that lists jobs.
const EXPERIENCE_CONTENT: ReadonlyArray<Feature<Content>> = [
  [(c) => c.periods >= 1, 2], // an entry has dates
  [(c) => c.periods >= 2, 1], // …and there are several entries
  [(c) => c.bullets >= 1, 2], // what was done, as bullets
  [(c) => c.titles >= 1, 2], // 'Developer', 'Comptable', 'Stagiaire'
  [(c) => c.schools >= c.periods && c.schools > 0, -6], // dated entries with degrees or schools: education
];
const EXPERIENCE_THRESHOLD = 5;

const CONTENT_LABELS: ReadonlyArray<{
  key: SectionKey;
  features: ReadonlyArray<Feature<Content>>;
  threshold: number;
}> = [{ key: 'experience', features: EXPERIENCE_CONTENT, threshold: EXPERIENCE_THRESHOLD }];

/** An item of a section as the content features read it (a parse Line, a document Block). */
export type SectionItem = { readonly text: string; readonly bullet: boolean };

/**
 * Which sections take a label from their content: index → key. The parser and the document ask it of their
 * own sections (the same headings, read by heading-keys.ts), so both label the same section.
 */
export function contentLabels(
  sections: readonly { readonly key: SectionKey | 'header'; readonly items: readonly SectionItem[] }[],
): Map<number, SectionKey> {
  const labels = new Map<number, SectionKey>();
  for (const { key, features, threshold } of CONTENT_LABELS) {
    if (sections.some((s) => s.key === key)) continue;
    let best = -1;
    let bestScore = threshold - 1;
    sections.forEach((section, i) => {
      if (section.key !== 'other' || labels.has(i)) return;
      const score = featureScore(contentOf(section.items), features);
      if (score > bestScore) {
        best = i;
        bestScore = score;
      }
    });
    if (best >= 0) labels.set(best, key);
  }
  return labels;
}

export function labelSectionsByContent(sections: readonly Section[]): Section[] {
  const labels = contentLabels(sections.map((s) => ({ key: s.key, items: s.lines })));
  return sections.map((section, i) => {
    const key = labels.get(i);
    return key ? { ...section, key } : section;
  });
}

function contentOf(items: readonly SectionItem[]): Content {
  let periods = 0;
  let bullets = 0;
  let titles = 0;
  let schools = 0;
  for (const item of items) {
    if (item.bullet) {
      bullets++;
      continue;
    }
    const folded = fold(item.text);
    if (findPeriod(item.text)) periods++;
    if (hasJobTitleWord(folded)) titles++;
    if (hasDegreeWord(item.text) || hasInstitutionWord(folded)) schools++;
  }
  return { periods, bullets, titles, schools };
}
