import type { Lang } from './trade-words';

/** Languages spoken with their levels, interests, and the contract lines that sit under an entry's header. */

export const LANGUAGE_NAMES: Record<Lang, string[]> = {
  fr: [
    'Français',
    'Anglais',
    'Néerlandais',
    'Allemand',
    'Espagnol',
    'Italien',
    'Arabe',
    'Portugais',
    'Polonais',
    'Turc',
  ],
  en: ['English', 'French', 'Dutch', 'German', 'Spanish', 'Polish', 'Irish', 'Portuguese', 'Urdu', 'Italian'],
  nl: [
    'Nederlands',
    'Frans',
    'Engels',
    'Duits',
    'Spaans',
    'Turks',
    'Arabisch',
    'Pools',
    'Italiaans',
    'Portugees',
  ],
};

/** The first language of each list is the CV's own: it gets the native level. */
export const NATIVE_LEVEL: Record<Lang, string[]> = {
  fr: ['langue maternelle', 'maternelle', 'natif'],
  en: ['native', 'native speaker', 'mother tongue'],
  nl: ['moedertaal', 'moedertaal', 'native'],
};

export const LEVELS: Record<Lang, string[]> = {
  fr: ['courant', 'bilingue', 'intermédiaire', 'notions', 'B2', 'C1', 'B1', 'lu, écrit, parlé', 'bon niveau'],
  en: [
    'fluent',
    'conversational',
    'basic',
    'B2',
    'C1',
    'B1',
    'intermediate',
    'professional working proficiency',
  ],
  nl: ['vloeiend', 'goed', 'basiskennis', 'B2', 'C1', 'B1', 'redelijk', 'zeer goed'],
};

export const INTERESTS: Record<Lang, string[]> = {
  fr: [
    'Randonnée en montagne',
    'Cuisine du monde',
    'Bénévolat dans une banque alimentaire',
    'Photographie argentique',
    'Chorale',
    'Trail',
    'Jardinage',
    'Échecs',
    'Romans policiers',
    'Football en club',
    'Couture',
    'Théâtre amateur',
  ],
  en: [
    'Hill walking',
    'Five-a-side football',
    'Baking',
    'Volunteering at a food bank',
    'Film photography',
    'Choir',
    'Trail running',
    'Allotment gardening',
    'Chess',
    'Crime fiction',
    'Sea swimming',
    'Amateur dramatics',
  ],
  nl: [
    'Wielrennen',
    'Koken',
    'Vrijwilliger bij de lokale voetbalclub',
    'Fotografie',
    'Zingen in een koor',
    'Tuinieren',
    'Schaken',
    'Lopen',
    'Lezen',
    'Reizen met de trein',
    'Breien',
    'Toneel',
  ],
};

/** Contract and working-time lines. */
export const CONTRACTS: Record<Lang, string[]> = {
  fr: [
    'CDI, temps plein',
    'CDD de 6 mois',
    'Intérim',
    'Temps partiel (80 %)',
    'Alternance',
    'Mission en freelance',
  ],
  en: [
    'Full-time, permanent',
    'Part-time, three days a week',
    'Fixed-term contract',
    'Freelance',
    'Agency placement',
  ],
  nl: ['Voltijds, vast contract', 'Deeltijds (4/5)', 'Interim', 'Freelance opdracht', 'Tijdelijk contract'],
};

/** How the CV places a job's town: 'Nantes', 'Remote'. */
export const REMOTE: Record<Lang, string[]> = {
  fr: ['Télétravail', 'Hybride'],
  en: ['Remote', 'Hybrid'],
  nl: ['Thuiswerk', 'Hybride'],
};
