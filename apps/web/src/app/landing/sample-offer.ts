/**
 * The offer the visitor's page rewrites the demo CV for (issue 25: a real before/after, made by the engine at
 * build time — build-demo-example.ts). A fictitious employer on the demo CV's own trade; written for this
 * project.
 */
export const SAMPLE_OFFER_TEXT = `Développeur·se full stack JavaScript (H/F)
Exemple Mobilités — Lyon — CDI

LE POSTE
Dans une équipe produit de 6 personnes, vous concevez et livrez les fonctionnalités de notre plateforme de
réservation de trajets, de l'interface à l'API.

VOS MISSIONS
- Développer des interfaces en React et TypeScript.
- Concevoir et faire évoluer nos API REST en Node.js.
- Écrire des tests end-to-end et faire vivre notre chaîne CI/CD.
- Participer aux revues de code et accompagner les développeurs juniors.

PROFIL RECHERCHÉ
- 4 ans d'expérience au moins en développement full stack.
- Maîtrise de React, TypeScript et Node.js.
- Bonne connaissance de PostgreSQL et de Docker.
- Pratique du CI/CD et des tests automatisés.
- Une pratique de Kubernetes.
- Anglais professionnel.
- Une expérience d'AWS est un plus.
`;
