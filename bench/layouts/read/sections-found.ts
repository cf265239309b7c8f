import type { ParsedCv } from '@cv/contracts';
import { foldForCompare } from '../../lib/fold-for-compare';
import type { GeneratedCv } from '../content/generated-cv';
import type { SectionKind } from '../vocabulary/headings';

/**
 * Whether the reading found each section the generator wrote, in the field where it belongs: a section is found
 * when at least half of its items (jobs, degrees, skills, certifications, languages, interests; the summary's
 * first sentence) are in that field of the parsed CV. Languages and interests have no field of their own in
 * ParsedCv: they belong in `additionalInfo` (languages may also sit with the skills).
 */

export interface SectionCheck {
  kind: SectionKind;
  found: boolean;
  /** Items found / items written. */
  items: [number, number];
}

const within = (haystack: string) => {
  const folded = foldForCompare(haystack);
  return (needle: string) => folded.includes(foldForCompare(needle));
};

function itemsFound(kind: SectionKind, cv: GeneratedCv, parsed: ParsedCv): [number, number] {
  const count = (values: string[], inField: (v: string) => boolean): [number, number] => [
    values.filter(inField).length,
    values.length,
  ];
  const skills = `${parsed.technicalSkills}\n${parsed.softSkills}`;
  switch (kind) {
    case 'summary': {
      const first = cv.summary.split(/(?<=[.!?])\s/)[0] ?? cv.summary;
      return count([first], within(parsed.summary));
    }
    case 'experience': {
      const jobs = parsed.experience.map((e) => `${e.company}\n${e.position}`).join('\n');
      const has = within(jobs);
      return count(
        cv.experience.flatMap((g) => g.jobs.map((j) => `${j.company}\u0000${j.position}`)),
        (pair) => pair.split('\u0000').some(has),
      );
    }
    case 'education': {
      const has = within(parsed.education.map((e) => `${e.degree}\n${e.institution}`).join('\n'));
      return count(
        cv.education.map((d) => d.degree),
        has,
      );
    }
    case 'skills':
      return count(cv.skills, within(skills));
    case 'certifications':
      return count(cv.certifications, within(parsed.certifications.join('\n')));
    case 'languages':
      return count(
        cv.languages.map((l) => l.name),
        within(`${parsed.additionalInfo}\n${skills}`),
      );
    case 'interests':
      return count(cv.interests, within(parsed.additionalInfo));
  }
}

export function checkSections(cv: GeneratedCv, parsed: ParsedCv): SectionCheck[] {
  return cv.sections.map(({ kind }) => {
    const items = itemsFound(kind, cv, parsed);
    return { kind, found: items[1] > 0 && items[0] * 2 >= items[1], items };
  });
}
