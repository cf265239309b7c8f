import type { Lang } from './trade-words';

/**
 * Section headings as CVs write them. `common` are the usual words; `rare` are headings a list of the usual
 * words would not know ('Postes occupés', 'Beroepsloopbaan', 'Professional journey'): a reader finds the
 * section from what follows, and so must the product.
 */

export type SectionKind =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'certifications'
  | 'languages'
  | 'interests';

export interface HeadingWords {
  common: string[];
  rare: string[];
}

export const HEADINGS: Record<Lang, Record<SectionKind, HeadingWords>> = {
  fr: {
    summary: {
      common: ['Profil', 'Profil professionnel', 'À propos', 'Résumé'],
      rare: ['En quelques mots', 'Qui suis-je ?', 'Mon projet'],
    },
    experience: {
      common: [
        'Expérience professionnelle',
        'Expériences professionnelles',
        'Expérience',
        'Parcours professionnel',
      ],
      rare: ['Postes occupés', 'Mon parcours', 'Emplois', 'Missions et postes', 'Ce que j’ai fait'],
    },
    education: {
      common: ['Formation', 'Formations', 'Diplômes', 'Études'],
      rare: ['Parcours scolaire', 'Cursus', 'Bagage scolaire'],
    },
    skills: {
      common: ['Compétences', 'Compétences clés', 'Savoir-faire'],
      rare: ['Atouts', 'Boîte à outils', 'Ce que je sais faire'],
    },
    certifications: {
      common: ['Certifications', 'Habilitations', 'Certificats'],
      rare: ['Permis et titres', 'Attestations'],
    },
    languages: { common: ['Langues'], rare: ['Langues parlées', 'Langues pratiquées'] },
    interests: {
      common: ['Centres d’intérêt', 'Loisirs', 'Intérêts'],
      rare: ['En dehors du travail', 'Passions'],
    },
  },
  en: {
    summary: {
      common: ['Profile', 'Summary', 'Professional Summary', 'About Me'],
      rare: ['In Brief', 'Personal Statement', 'Who I Am'],
    },
    experience: {
      common: ['Experience', 'Work Experience', 'Professional Experience', 'Employment History'],
      rare: ['Employment Record', 'Professional Journey', 'Where I’ve Worked', 'Career', 'Positions Held'],
    },
    education: {
      common: ['Education', 'Education & Training', 'Qualifications'],
      rare: ['Academic Background', 'Learning'],
    },
    skills: {
      common: ['Skills', 'Key Skills', 'Core Competencies'],
      rare: ['Toolbox', 'What I Bring', 'Strengths'],
    },
    certifications: {
      common: ['Certifications', 'Licences & Certifications', 'Certificates'],
      rare: ['Tickets and Cards', 'Accreditations'],
    },
    languages: { common: ['Languages'], rare: ['Languages Spoken'] },
    interests: { common: ['Interests', 'Hobbies'], rare: ['Outside Work', 'Away From Work'] },
  },
  nl: {
    summary: {
      common: ['Profiel', 'Over mij', 'Samenvatting', 'Persoonlijk profiel'],
      rare: ['In het kort', 'Wie ben ik?'],
    },
    experience: {
      common: ['Werkervaring', 'Ervaring', 'Professionele ervaring', 'Werkervaringen'],
      rare: ['Beroepsloopbaan', 'Loopbaan', 'Mijn loopbaan', 'Werkverleden', 'Tewerkstelling'],
    },
    education: {
      common: ['Opleiding', 'Opleidingen', 'Studies'],
      rare: ['Schoolloopbaan', 'Diploma’s', 'Gevolgde opleidingen'],
    },
    skills: {
      common: ['Vaardigheden', 'Competenties', 'Kennis en vaardigheden'],
      rare: ['Troeven', 'Gereedschapskist', 'Sterktes'],
    },
    certifications: {
      common: ['Certificaten', 'Certificeringen', 'Attesten'],
      rare: ['Brevetten', 'Getuigschriften'],
    },
    languages: { common: ['Talen', 'Taalkennis'], rare: ['Talenkennis'] },
    interests: { common: ['Interesses', 'Hobby’s', 'Vrije tijd'], rare: ['Naast het werk', 'Passies'] },
  },
};
