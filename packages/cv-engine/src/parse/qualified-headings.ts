import type { SectionKey } from './section-headings';

/**
 * A heading the alias list does not hold word for word, but that names a section by its head word with a
 * qualifier: 'Teaching experience', 'Expérience hospitalière', 'Research Experience', 'Langues parlées',
 * 'Education & Certifications' (the first named section wins), 'Werkervaring en stages'. Folded words; each row
 * is a head word and the section it names. Only short lines (at most MAX_WORDS words, no list separators) that
 * open or close on a head word are read this way.
 */
export const HEAD_WORDS: ReadonlyArray<readonly [word: string, key: SectionKey]> = [
  // work: 'Clinical experience', 'Expériences hospitalières', 'Stages et alternances', 'Internships'
  ...['experience', 'experiences', 'ervaring', 'werkervaring', 'stages', 'internships', 'employment'].map(
    (w) => [w, 'experience'] as const,
  ),
  // what one can do: 'Compétences clés en gestion', 'Technical & soft skills'
  ...['skills', 'competences', 'vaardigheden', 'expertise', 'tools', 'outils'].map(
    (w) => [w, 'skills'] as const,
  ),
  // degrees: 'Education & Certifications', 'Formations et diplômes', 'Opleidingen en cursussen'
  ...['education', 'formation', 'formations', 'diplomes', 'opleiding', 'opleidingen', 'studies'].map(
    (w) => [w, 'education'] as const,
  ),
  ...['languages', 'langues', 'talen'].map((w) => [w, 'languages'] as const), // 'Langues parlées'
  ...['certifications', 'certificats', 'certificaten', 'certificates'].map(
    (w) => [w, 'certifications'] as const,
  ),
  ...['projects', 'projets', 'projecten'].map((w) => [w, 'projects'] as const), // 'Projets personnels'
  ...['interests', 'interets', 'hobbies', 'loisirs', 'interesses'].map((w) => [w, 'interests'] as const),
];
export const MAX_WORDS = 4;
// 'Volunteer experience' and its kind are in the alias list already; these qualifiers turn a head word away
// from its section ('Skills & Awards' stays skills; 'Years of experience: 5' is content, not a heading).
const NOT_A_HEADING = /\d|years of|ans d|jaar/;

// A heading lists nothing: a line with separators is content ('Nantes · expertise comptable').
const SEPARATORS = /[·•,;|:()/]/;

export function sectionOfQualifiedHeading(key: string): SectionKey | undefined {
  const words = key.split(/[^\p{L}]+/u).filter(Boolean);
  if (words.length < 2 || words.length > MAX_WORDS || NOT_A_HEADING.test(key) || SEPARATORS.test(key))
    return undefined;
  // the head word opens or closes the heading: 'Expérience hospitalière', 'Teaching experience'
  for (const word of [words[0]!, words[words.length - 1]!])
    for (const [head, section] of HEAD_WORDS) if (word === head) return section;
  return undefined;
}
