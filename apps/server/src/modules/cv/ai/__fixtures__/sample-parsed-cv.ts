import type { ParsedCv } from '@cv/contracts';

/** A short French developer CV as the parser would give it; test data only (invented person). */
export const SAMPLE_PARSED_CV: ParsedCv = {
  name: 'Camille Martin',
  contact: 'Lyon | 06 12 34 56 78 | camille.martin@example.org',
  title: 'Développeuse web',
  summary: 'Développeuse web avec une expérience en TypeScript et React.',
  experience: [
    {
      company: 'Atelier Numérique',
      position: 'Développeuse full-stack',
      period: 'mars 2021 – aujourd’hui',
      description: [
        'Développé une API Node.js utilisée par 40 000 clients',
        'Migration du front-end vers React',
      ],
    },
    {
      company: 'Agence Lumen',
      position: 'Développeuse junior',
      period: '2018 – 2021',
      description: ['Intégration de maquettes en HTML et CSS'],
    },
  ],
  education: [
    {
      institution: 'Université Lyon 1',
      degree: 'Master Informatique',
      period: '2016 – 2018',
      description: '',
    },
  ],
  technicalSkills: 'Langages : TypeScript, JavaScript, SQL\nOutils : React, Node.js, Git',
  softSkills: 'Travail en équipe, Autonomie',
  certifications: [],
  additionalInfo: 'Langues:\n• Anglais courant',
};

export const SAMPLE_JOB = `Développeur full-stack TypeScript (H/F)
Nous recherchons un développeur full-stack maîtrisant TypeScript, React, Node.js et PostgreSQL.
Connaissance de Docker et de Kubernetes appréciée.`;
