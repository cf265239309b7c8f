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
  // a pool of staff called in as needed ('Healthcare Assistant, Bank Staff', 'Locum', 'Oproepkracht', 'Invalkracht')
  ...[
    'bank staff',
    'staff bank',
    'bank',
    'agency staff',
    'locum',
    'relief',
    'vacations',
    'oproepkracht',
    'invalkracht',
  ],
]);

/**
 * The words a line about the contract is made of ('Voltijds, vast contract', 'CDD de 6 mois', 'Temporary,
 * full-time'), folded, FR / EN / NL: a part made of these and small words only says how the job was held.
 */
export const CONTRACT_TERMS: ReadonlySet<string> = new Set([
  ...['contrat', 'cdi', 'cdd', 'interim', 'temps', 'plein', 'partiel', 'mois', 'saisonnier', 'vacataire'],
  ...['contract', 'permanent', 'temporary', 'fixed-term', 'full-time', 'part-time', 'full', 'part', 'time'],
  ...['months', 'seasonal', 'freelance', 'casual', 'agency', 'zero-hours'],
  ...['contract', 'vast', 'tijdelijk', 'voltijds', 'deeltijds', 'fulltime', 'parttime', 'uitzendwerk'],
  ...['interim', 'maanden', 'bepaalde', 'onbepaalde', 'duur', 'jobstudent', 'studentenjob'],
  // a student's or a season's job ('job étudiant', 'summer work', 'Saturday job', 'bijbaan naast studie')
  ...['job', 'etudiant', 'etudiante', 'ete', 'stage', 'alternance', 'student', 'summer', 'work', 'saturday'],
  ...['weekend', 'holiday', 'vacation', 'bijbaan', 'naast', 'studie', 'vakantiejob'],
  ...['vakantiewerk', 'zomerjob'],
  ...['de', 'of', 'van', 'voor', 'a', 'en', 'et', 'and', 'à'],
]);

/**
 * Working for oneself ('Freelance', 'Self-employed', 'Zelfstandig', 'ZZP'er', 'Auto-entrepreneur'), folded,
 * FR / EN / NL: how a job was held, and, when the CV names no employer for it, what stands in the employer's place.
 */
export const SELF_EMPLOYED_WORDS: ReadonlySet<string> = new Set([
  ...['freelance', 'free-lance', 'freelancer', 'independant', 'independante', 'travailleur independant'],
  ...['auto-entrepreneur', 'autoentrepreneur', 'micro-entrepreneur', 'a mon compte', 'a son compte'],
  ...['self-employed', 'self employed', 'sole trader', 'own business', 'contractor'],
  ...['zzp', 'zzp-er', "zzp'er", 'zelfstandig', 'zelfstandige', 'zelfstandig ondernemer', 'eigen bedrijf'],
]);
