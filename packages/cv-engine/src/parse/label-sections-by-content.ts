import { LANGUAGE_NAMES } from '../data/language-names';
import { type Feature, featureScore } from '../text/feature-score';
import { fold } from '../text/fold';
import { hasDegreeWord, hasInstitutionWord, hasJobTitleWord } from './entry-words';
import { findPeriod } from './find-period';
import type { Section } from './group-lines-into-sections';
import type { SectionKey } from './section-headings';

/**
 * Parse step 4b — a section under a heading we do not know ('other': 'WHERE I HAVE WORKED') is labelled by
 * what it holds, when no section of that kind was found under a known heading: dated entries with bullets
 * and job titles are experience; dated degrees and schools education; lines opening on a language's name the
 * languages; short undated items the skills. Only one section takes a label this way, the one whose content scores best;
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
  /** Lines, lines that open on a language's name, short lines (a list's items), sentences. */
  readonly lines: number;
  readonly languages: number;
  readonly short: number;
  readonly sentences: number;
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

// Features of a section that lists degrees: schools or degrees, most of them dated.
const EDUCATION_CONTENT: ReadonlyArray<Feature<Content>> = [
  [(c) => c.schools >= 1, 3], // 'Master', 'Université', 'Hogeschool'
  [(c) => c.schools >= c.periods && c.periods >= 1, 2], // each dated entry a degree or a school
  [(c) => c.titles > c.schools, -4], // job titles outnumber schools: experience
];

// Features of a list of languages: most lines open on a language's name ('Anglais : courant', 'Dutch (C1)').
const LANGUAGES_CONTENT: ReadonlyArray<Feature<Content>> = [
  [(c) => c.languages >= 2, 3],
  [(c) => c.languages * 2 >= c.lines, 3],
];

// Features of a list of skills: short items, no dates, no sentences ('Exact Online', 'SAP FI', 'Octopus').
const SKILLS_CONTENT: ReadonlyArray<Feature<Content>> = [
  [(c) => c.lines >= 2 && c.short * 4 >= c.lines * 3, 3],
  [(c) => c.periods === 0, 1],
  [(c) => c.sentences === 0, 1],
  [(c) => c.languages * 2 >= c.lines, -5],
  [(c) => c.titles >= 2, -2],
];

/**
 * In this order: a section under an unknown heading takes the first label its content earns, for a kind of
 * section the CV has no known heading for. Experience first: it is what the user pays to have read right.
 */
const CONTENT_LABELS: ReadonlyArray<{
  key: SectionKey;
  features: ReadonlyArray<Feature<Content>>;
  threshold: number;
}> = [
  { key: 'experience', features: EXPERIENCE_CONTENT, threshold: EXPERIENCE_THRESHOLD },
  { key: 'education', features: EDUCATION_CONTENT, threshold: 5 },
  { key: 'languages', features: LANGUAGES_CONTENT, threshold: 6 },
  { key: 'skills', features: SKILLS_CONTENT, threshold: 5 },
];

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
  let languages = 0;
  let short = 0;
  let sentences = 0;
  for (const item of items) {
    const words = item.text.split(/\s+/);
    if (words.length <= 4) short++;
    if (words.length > 8 || /[.!?]$/.test(item.text)) sentences++;
    if (LANGUAGE_NAMES.has(fold(words[0]!.replace(/[^\p{L}]/gu, '')))) languages++;
    if (item.bullet) {
      bullets++;
      continue;
    }
    const folded = fold(item.text);
    if (findPeriod(item.text)) periods++;
    if (hasJobTitleWord(folded)) titles++;
    if (hasDegreeWord(item.text) || hasInstitutionWord(folded)) schools++;
  }
  return { periods, bullets, titles, schools, lines: items.length, languages, short, sentences };
}
