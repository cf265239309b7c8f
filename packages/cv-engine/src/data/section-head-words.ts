import type { SectionKey } from '../parse/section-headings';

/**
 * Head words of section headings the alias list (parse/section-headings.ts) does not hold word for word: a
 * heading that opens or closes on one of these names that section ('Teaching experience', 'Postes occupés',
 * 'Employment record', 'Langues parlées'). Folded words (no accents, lower case), FR / EN / NL, written from the
 * headings CV templates and guides of the three languages use; each row says why it is there.
 */
export const SECTION_HEAD_WORDS: ReadonlyArray<readonly [word: string, key: SectionKey]> = [
  // work: 'Clinical experience', 'Expériences hospitalières', 'Stages et alternances', 'Internships'
  ...['experience', 'experiences', 'ervaring', 'werkervaring', 'stages', 'internships'].map(
    rowOf('experience'),
  ),
  // 'Employment' (no job title opens on it unqualified), 'Postes occupés', 'Emplois occupés', 'Fonctions
  // exercées', 'Loopbaan in het onderwijs': nouns no job title is made of
  ...['employment', 'carriere', 'postes', 'emplois', 'fonctions', 'functies', 'loopbaan', 'werkgevers'].map(
    rowOf('experience'),
  ),
  // what one can do: 'Compétences clés en gestion', 'Technical & soft skills'
  ...['skills', 'competences', 'vaardigheden', 'expertise', 'tools', 'outils'].map(rowOf('skills')),
  // 'Kennis van software', 'Technieken en methodes' ('software', 'logiciels', 'méthodes' also make job titles:
  // 'Software Engineer', 'Responsable méthodes')
  ...['kennis', 'technieken'].map(rowOf('skills')),
  // the Europass CV's 'Aptitudes et compétences personnelles' (its English 'Personal skills and competences')
  ...['aptitudes'].map(rowOf('skills')),
  // degrees: 'Education & Certifications', 'Formations et diplômes', 'Opleidingen en cursussen'
  ...['education', 'formation', 'formations', 'diplomes', 'opleiding', 'opleidingen', 'studies'].map(
    rowOf('education'),
  ),
  // 'Academic qualifications', 'Degrees obtained', 'Diploma's', 'Schooling'
  ...['qualifications', 'degrees', 'diplomas', "diploma's", 'schooling', 'scolarite'].map(rowOf('education')),
  ...['languages', 'langues', 'talen'].map(rowOf('languages')), // 'Langues parlées'
  ...['certifications', 'certificats', 'certificaten', 'certificates'].map(rowOf('certifications')),
  // 'Attestations et habilitations', 'Attesten', 'Getuigschriften', 'Erkenningen' (Belgian accreditations),
  // 'Licences held'
  ...[
    'attestations',
    'attesten',
    'getuigschriften',
    'habilitations',
    'erkenningen',
    'licences',
    'licenses',
  ].map(rowOf('certifications')),
  ...['projects', 'projets', 'projecten'].map(rowOf('projects')), // 'Projets personnels'
  ...['interests', 'interets', 'hobbies', 'loisirs', 'interesses'].map(rowOf('interests')),
];

/**
 * Head words that name a section only when they close the heading, as English puts its head noun last:
 * 'Professional journey', 'Academic appointments', 'Student jobs' ('Jobs Coach' is a title).
 */
export const CLOSING_HEAD_WORDS: ReadonlyArray<readonly [word: string, key: SectionKey]> = [
  ...['journey', 'appointments', 'jobs', 'record'].map(rowOf('experience')),
];

/**
 * Dutch writes a heading as one compound whose last part is the head word: 'Beroepservaring',
 * 'Beroepsloopbaan', 'Computervaardigheden', 'Talenkennis'. The parts a compound may end on, at least this long
 * so that a short word inside another is not taken for one.
 */
export const COMPOUND_HEADS: ReadonlyArray<readonly [end: string, key: SectionKey]> = [
  // a school or study career is the education (Flemish CVs' 'Schoolloopbaan', 'Studieloopbaan'): before 'loopbaan'
  ['schoolloopbaan', 'education'],
  ['studieloopbaan', 'education'],
  ['ervaring', 'experience'],
  ['loopbaan', 'experience'],
  // one's working past: 'Werkverleden', 'Arbeidsverleden', 'Beroepsverleden'
  ['werkverleden', 'experience'],
  ['arbeidsverleden', 'experience'],
  ['beroepsverleden', 'experience'],
  ['opleiding', 'education'],
  ['opleidingen', 'education'],
  ['vaardigheden', 'skills'],
  ['kennis', 'skills'],
  ['certificaten', 'certifications'],
  ['attesten', 'certifications'],
];

/**
 * Words that qualify a heading without naming it: possessives ('Mijn loopbaan', 'My career', 'Mes postes') and
 * adjectives that go with any section ('Relevant', 'Selected', 'Main', 'Principales').
 */
export const HEADING_QUALIFIERS = new Set([
  ...['mijn', 'my', 'mes', 'ma', 'mon', 'onze', 'our', 'nos', 'notre'],
  ...[
    'relevant',
    'selected',
    'main',
    'key',
    'principales',
    'principaux',
    'belangrijkste',
    'recent',
    'recente',
  ],
]);

function rowOf(key: SectionKey) {
  return (word: string) => [word, key] as const;
}
