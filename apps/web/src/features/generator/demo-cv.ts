/**
 * The demo CV (demo mode only, behind an explicit button — decision D13: never loaded in place of a file
 * that could not be read). A fictitious person; every contact detail is on reserved example domains.
 */
export const DEMO_CV_FILE_NAME = 'CV_demonstration.txt';

export const DEMO_CV_TEXT = `Camille Moreau
Lyon (69) | 06 12 34 56 78 | camille.moreau@exemple.fr | linkedin.com/in/camille-moreau-exemple
Développeuse web full stack

PROFIL
Développeuse full stack avec 5 ans d'expérience sur des applications web à fort trafic. J'aime livrer des
fonctionnalités utiles, mesurer leur effet et travailler au plus près des équipes produit et design.

EXPÉRIENCE PROFESSIONNELLE
Développeuse full stack — Société Exemple Voyages, Lyon
mars 2021 – aujourd'hui
• Refonte du tunnel de réservation en React et TypeScript : taux de conversion passé de 2,1 % à 2,9 %.
• Conception d'une API REST Node.js (Express) utilisée par 3 applications internes et 40 000 clients par jour.
• Mise en place des tests automatisés (Jest, Playwright) et d'une intégration continue GitLab CI.
• Encadrement de 2 développeurs juniors et animation des revues de code hebdomadaires.

Développeuse web — Agence Exemple Numérique, Villeurbanne
septembre 2018 – février 2021
• Développement de sites et d'applications pour 15 clients (PME, associations, collectivités).
• Migration d'une application PHP vers Vue.js et une API Node.js, temps de chargement divisé par deux.
• Modélisation de bases de données PostgreSQL et optimisation des requêtes les plus lentes.

FORMATION
Master Informatique, parcours génie logiciel — Université Exemple Lyon 1
2016 – 2018

Licence Informatique — Université Exemple Lyon 1
2013 – 2016

COMPÉTENCES
Langages : JavaScript, TypeScript, SQL, PHP
Front-end : React, Vue.js, HTML5, CSS3, Tailwind CSS
Back-end : Node.js, Express, API REST, PostgreSQL, Redis
Outils : Git, Docker, GitLab CI, Jest, Playwright, Figma

QUALITÉS
Rigueur, curiosité, sens du travail en équipe, pédagogie

LANGUES
Français : langue maternelle
Anglais : courant (TOEIC 920)
Espagnol : intermédiaire

CENTRES D'INTÉRÊT
Escalade, photographie, bénévolat dans une association d'initiation au code
`;
