import { fold } from '../text/fold';
import { sectionOfQualifiedHeading } from './qualified-headings';

/**
 * Section headings a CV uses, in French, English and Dutch, folded (no accents, lower case, straight apostrophe).
 * A line is a heading of a section when, without its trailing ':', it is one of these (group-lines-into-sections).
 */
export type SectionKey =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'softSkills'
  | 'certifications'
  | 'languages'
  | 'interests'
  | 'projects'
  | 'achievements'
  | 'volunteering'
  | 'publications'
  | 'references'
  | 'contact'
  | 'other';

export const SECTION_ALIASES: Readonly<Record<SectionKey, readonly string[]>> = {
  // 'résumé' is French for summary; 'accroche' is the French CV's opening line
  summary: [
    ...['profil', 'profil professionnel', 'resume', 'resume professionnel', 'a propos', 'a propos de moi'],
    ...['accroche', 'objectif', 'objectif professionnel', 'presentation', 'synthese'],
    ...['profile', 'summary', 'professional summary', 'professional profile', 'about me', 'about'],
    ...['career objective', 'objective', 'personal statement', 'career summary', 'executive summary'],
    // an academic CV's opening ('Research profile', 'Profil de recherche', 'Onderzoeksprofiel')
    ...['research profile', 'profil de recherche', 'onderzoeksprofiel'],
    ...['profiel', 'persoonlijk profiel', 'samenvatting', 'over mij', 'introductie'],
    ...['en bref', 'qui suis-je', 'in brief', 'at a glance', 'in het kort', 'kort profiel', 'wie ben ik'],
    ...['who i am', 'who am i', 'qui je suis'],
    ...[
      'en quelques mots',
      'mon profil',
      'profil personnel',
      'personal profile',
      'my profile',
      'kort over mij',
    ],
  ],
  experience: [
    ...['experience', 'experiences', 'experience professionnelle', 'experiences professionnelles'],
    ...['parcours professionnel', 'parcours', 'emplois', 'historique professionnel'],
    ...['work experience', 'professional experience', 'employment', 'employment history', 'work history'],
    ...["where i've worked", 'where i’ve worked', 'where i have worked'],
    // students' and holiday jobs: the whole experience of a student's CV
    ...['jobs etudiants', 'jobs d’ete', "jobs d'ete", 'bijbanen', 'bijbaan', 'studentenjobs', 'vakantiejobs'],
    ...['career history', 'relevant experience', 'career'],
    ...['professional background', 'work background', 'employment background', 'professional history'],
    ...['internships', 'internship', 'internships and jobs', 'carriere', 'carriere professionnelle'],
    ...['stages', 'stages et emplois', 'emplois et stages', 'stages et alternance', 'experiences et stages'],
    ...[
      'werkervaring',
      'ervaring',
      'loopbaan',
      'professionele ervaring',
      'werkgeschiedenis',
      'arbeidsverleden',
      'stages en werkervaring',
    ],
    ...['postes occupes', 'experiences de travail', 'positions held', 'work experiences', 'career path'],
    ...[
      'employment record',
      'relevant work experience',
      'beroepsloopbaan',
      'mijn loopbaan',
      'werkervaringen',
    ],
  ],
  education: [
    // Europass in the three languages
    ...['education et formation', 'onderwijs en opleiding', 'opleiding en vorming'],
    ...['formation', 'formations', 'education', 'etudes', 'diplomes', 'diplomes et formations', 'cursus'],
    ...['scolarite', 'formation academique', 'education and training', 'academic background'],
    ...['academic qualifications', 'qualifications', 'training'],
    ...[
      'opleiding',
      'opleidingen',
      'onderwijs',
      'studie',
      'opleiding en cursussen',
      'opleidingen en cursussen',
    ],
    ...['parcours scolaire', 'parcours academique', 'parcours de formation', 'schooling', 'studies'],
    ...['schoolloopbaan', "diploma's", "opleiding en diploma's", "studies en diploma's"],
  ],
  skills: [
    ...['job-related skills', "competences liees a l'emploi", 'beroepsgerichte vaardigheden'],
    // what one brings: 'Toolbox', 'Ma boîte à outils', 'What I bring'
    ...['toolbox', 'my toolbox', 'boite a outils', 'ma boite a outils', 'what i bring', 'gereedschapskist'],
    ...['competences', 'competences techniques', 'competences cles', 'competences professionnelles'],
    ...[
      'savoir-faire',
      'outils',
      'logiciels',
      'informatique',
      'technologies',
      'stack technique',
      'expertise',
    ],
    ...[
      'skills',
      'technical skills',
      'key skills',
      'core skills',
      'core competencies',
      'hard skills',
      'tools',
    ],
    ...['technologies and tools', 'areas of expertise', 'it skills', 'software'],
    ...['vaardigheden', 'technische vaardigheden', 'kennis', 'kennis en vaardigheden', 'competenties'],
    ...['kerncompetenties', 'vakkennis', 'tools en technieken', 'software en tools'],
  ],
  softSkills: [
    ...[
      'competences personnelles',
      'aptitudes et competences personnelles',
      'personal skills and competences',
    ],
    ...['persoonlijke vaardigheden en competenties'],
    ...['competences comportementales', 'savoir-etre', 'qualites', 'qualites personnelles', 'soft skills'],
    ...['competences transversales', 'atouts'],
    ...['personal skills', 'interpersonal skills', 'personal qualities', 'strengths'],
    ...['persoonlijke vaardigheden', 'persoonlijke eigenschappen', 'eigenschappen', 'sterke punten'],
    ...[
      'points forts',
      'forces',
      'key strengths',
      'personal strengths',
      'sterktes',
      'troeven',
      'kwaliteiten',
    ],
  ],
  certifications: [
    ...['certifications', 'certificats', 'certification', 'habilitations'],
    ...['certificates', 'licenses and certifications', 'licenses & certifications', 'accreditations'],
    ...['certificaten', 'certificeringen', 'certificaten en cursussen', 'brevetten', 'getuigschriften'],
    // British trades call their site cards and plant certificates (CSCS, CPCS, IPAF) 'tickets'
    ...['tickets', 'tickets and cards', 'tickets & cards', 'cards and tickets', 'cards & tickets'],
  ],
  languages: [
    ...['langues', 'langues etrangeres', 'competences linguistiques'],
    ...['languages', 'language skills', 'langues parlees', 'languages spoken', 'taalkennis'],
    ...['talen', 'talenkennis'],
  ],
  interests: [
    ...[
      'other interests',
      'autres interets',
      "autres centres d'interet",
      'andere interesses',
      'overige interesses',
    ],
    ...["centres d'interet", 'centres interet', 'interets', 'loisirs', 'passions', 'activites', 'hobbies'],
    ...['interests', 'hobbies and interests', 'activities'],
    ...['interesses', "hobby's", 'vrije tijd', 'nevenactiviteiten'],
    ...['en dehors du travail', 'hors travail', 'temps libre', 'outside work', 'outside of work', 'leisure'],
    ...['naast het werk', 'buiten het werk', 'vrijetijdsbesteding', 'in mijn vrije tijd', 'passies'],
  ],
  projects: ['projets', 'projets personnels', 'projects', 'personal projects', 'side projects', 'projecten'],
  achievements: [
    ...['realisations', 'distinctions', 'prix', 'prix et distinctions'],
    ...['achievements', 'awards', 'honors', 'honours', 'accomplishments', 'key achievements'],
    ...['selected honors', 'honors and awards', 'awards and honors'],
    ...['prestaties', 'onderscheidingen', 'resultaten'],
  ],
  volunteering: ['benevolat', 'engagements', 'volunteering', 'volunteer experience', 'vrijwilligerswerk'],
  // a researcher's CV: patents and invited talks are published work too
  publications: ['publications', 'publicaties', 'patents', 'brevets', 'octrooien', 'invited talks', 'talks'],
  references: ['references', 'referenties'],
  // what the rewriter files under 'other', so its own heading reads back
  other: [
    'informations complementaires',
    'divers',
    'additional information',
    'miscellaneous',
    'overige informatie',
  ],
  contact: [
    ...['contact', 'coordonnees', 'informations personnelles', 'donnees personnelles', 'etat civil'],
    ...[
      'contact details',
      'personal details',
      'personal information',
      'personal data',
      'contact information',
    ],
    ...['contactgegevens', 'persoonlijke gegevens', 'persoonsgegevens', 'personalia', 'gegevens'],
  ],
};

/** The comparison key of a heading line: folded, straight apostrophes, no trailing ':' nor extra spaces. */
export function headingKey(text: string): string {
  return fold(text)
    .replace(/^#{1,6}\s+/, '')
    .replace(/[’‘`]/g, "'")
    .replace(/\s*[:：]\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const BY_ALIAS = new Map<string, SectionKey>();
for (const [key, aliases] of Object.entries(SECTION_ALIASES)) {
  for (const alias of aliases) BY_ALIAS.set(alias, key as SectionKey);
}

// The aliases without their spaces: a heading printed letter by letter ('K E N N I S E N V A A R D I G H E D E N')
// loses its word gaps, and is found again by its letters.
const SPACELESS = new Map([...BY_ALIAS.keys()].map((alias) => [alias.replace(/[\s'-]/g, ''), alias]));

/** The known heading whose letters, spaces aside, are these ('kennisenvaardigheden' → 'kennis en vaardigheden'). */
export function headingOfLetters(letters: string): string | undefined {
  return SPACELESS.get(headingKey(letters).replace(/[\s'-]/g, ''));
}

/** The section a heading line names, or undefined when it names none. */
export const LONGEST_HEADING = 48;

// Each short line is asked about several times per generation (joining wrapped lines, grouping sections, the
// score's own-text filter); the answer depends on the text alone, so it is remembered. Bounded: cleared when full
// — past the most lines a CV the API accepts can have (25 000), so that one of distinct short lines does not
// fold each of them again at every step (issue 17).
const SEEN = new Map<string, SectionKey | null>();
const MAX_SEEN = 32_768;

export function sectionOfHeading(text: string): SectionKey | undefined {
  if (text.length > LONGEST_HEADING) return undefined; // a long line is content; spares the folding
  let key = SEEN.get(text);
  if (key === undefined) {
    if (SEEN.size >= MAX_SEEN) SEEN.clear();
    const folded = headingKey(text);
    key = BY_ALIAS.get(folded) ?? sectionOfQualifiedHeading(folded) ?? null;
    SEEN.set(text, key);
  }
  return key ?? undefined;
}
