import type { TargetLanguage } from '@cv/contracts';
import type { SectionKey } from '../parse/section-headings';

/**
 * Section headings of the rewritten CV, per output language (spec §9: "section headings translated for French,
 * English and Dutch"). Each is also an alias in parse/section-headings.ts, so our own output parses back.
 */
export const SECTION_LABELS: Readonly<Record<TargetLanguage, Readonly<Record<SectionKey, string>>>> = {
  french: {
    summary: 'Profil',
    experience: 'Expérience professionnelle',
    education: 'Formation',
    skills: 'Compétences techniques',
    softSkills: 'Compétences comportementales',
    certifications: 'Certifications',
    languages: 'Langues',
    interests: "Centres d'intérêt",
    projects: 'Projets',
    achievements: 'Réalisations',
    volunteering: 'Bénévolat',
    publications: 'Publications',
    references: 'Références',
    contact: 'Contact',
    other: 'Informations complémentaires',
  },
  english: {
    summary: 'Profile',
    experience: 'Professional experience',
    education: 'Education',
    skills: 'Technical skills',
    softSkills: 'Soft skills',
    certifications: 'Certifications',
    languages: 'Languages',
    interests: 'Interests',
    projects: 'Projects',
    achievements: 'Achievements',
    volunteering: 'Volunteering',
    publications: 'Publications',
    references: 'References',
    contact: 'Contact',
    other: 'Additional information',
  },
  dutch: {
    summary: 'Profiel',
    experience: 'Werkervaring',
    education: 'Opleiding',
    skills: 'Vaardigheden',
    softSkills: 'Persoonlijke vaardigheden',
    certifications: 'Certificaten',
    languages: 'Talen',
    interests: 'Interesses',
    projects: 'Projecten',
    achievements: 'Prestaties',
    volunteering: 'Vrijwilligerswerk',
    publications: 'Publicaties',
    references: 'Referenties',
    contact: 'Contact',
    other: 'Overige informatie',
  },
};

/** Order of the sections in the rewritten CV: what a recruiter and an ATS read first comes first. */
export const OUTPUT_ORDER: readonly SectionKey[] = [
  'summary',
  'skills',
  'softSkills',
  'experience',
  'education',
  'certifications',
  'languages',
  'projects',
  'achievements',
  'volunteering',
  'publications',
  'interests',
  'references',
  'other',
];
