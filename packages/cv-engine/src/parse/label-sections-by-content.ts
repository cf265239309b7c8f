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

export function labelSectionsByContent(sections: readonly Section[]): Section[] {
  const out = [...sections];
  for (const { key, features, threshold } of CONTENT_LABELS) {
    if (out.some((s) => s.key === key)) continue;
    let best = -1;
    let bestScore = threshold - 1;
    out.forEach((section, i) => {
      if (section.key !== 'other') return;
      const score = featureScore(contentOf(section), features);
      if (score > bestScore) {
        best = i;
        bestScore = score;
      }
    });
    if (best >= 0) out[best] = { ...out[best]!, key };
  }
  return out;
}

function contentOf(section: Section): Content {
  let periods = 0;
  let bullets = 0;
  let titles = 0;
  let schools = 0;
  for (const line of section.lines) {
    if (line.bullet) {
      bullets++;
      continue;
    }
    const folded = fold(line.text);
    if (findPeriod(line.text)) periods++;
    if (hasJobTitleWord(folded)) titles++;
    if (hasDegreeWord(line.text) || hasInstitutionWord(folded)) schools++;
  }
  return { periods, bullets, titles, schools };
}
