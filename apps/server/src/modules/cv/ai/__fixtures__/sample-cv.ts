/** A short French developer CV as text, and an offer; test data only (invented person and companies). */
export const SAMPLE_CV_TEXT = `Camille Martin
Développeuse web
Lyon · 06 12 34 56 78 · camille.martin@example.org
Expérience professionnelle
Développeuse full-stack — Atelier Numérique\tmars 2021 – aujourd’hui
• Développé une API Node.js utilisée par 40 000 clients.
• Migration du front-end vers React et TypeScript.
Développeuse junior — Agence Lumen\t2018 – 2021
• Intégration de maquettes en HTML et CSS.
Formation
Master Informatique — Université Lyon 1\t2016 – 2018
Compétences
TypeScript, JavaScript, SQL, React, Node.js, Git
Langues
Anglais courant
`;

export const SAMPLE_JOB = `Développeur full-stack TypeScript (H/F)
Nous recherchons un développeur full-stack maîtrisant TypeScript, React, Node.js et PostgreSQL.
Connaissance de Docker et de Kubernetes appréciée.`;
