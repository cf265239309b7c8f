/**
 * How a job was held, which a CV prints beside the employer and the title ('Alternance — Chargée de
 * communication', 'Freelance', 'CDI', 'ZZP'): folded, FR / EN / NL. Never the employer (parse/extract-experience.ts).
 */
export const CONTRACT_WORDS: ReadonlySet<string> = new Set([
  ...['alternance', 'stage', 'cdi', 'cdd', 'interim', 'freelance', 'independant', 'independante'],
  ...['apprentissage', 'contrat d’apprentissage', "contrat d'apprentissage", 'temps plein', 'temps partiel'],
  ...['internship', 'full-time', 'part-time', 'full time', 'part time', 'contract', 'self-employed'],
  ...['zzp', 'zzp-er', 'bijbaan', 'vakantiewerk', 'stage', 'fulltime', 'parttime', 'uitzendwerk'],
  ...['remote', 'hybride', 'hybrid', 'teletravail', 'thuiswerk'],
]);
