/**
 * Words the cover letter's reading of an offer needs (job/offer-employer.ts, letter/offer-contact.ts), folded.
 */

/** Lines of an ad's header that name the ad itself, not its employer ('Vacature', 'Offre d'emploi', 'Careers'),
 *  as copied from job boards and career pages. */
export const AD_WORDS: ReadonlySet<string> = new Set([
  ...['vacature', 'vacatures', 'vacancy', 'job', 'jobs', 'offre', "offre d'emploi", 'emploi', 'poste'],
  ...['careers', 'career', 'carrieres', 'carriere', 'werken bij', 'solliciteer', 'apply', 'postuler'],
  ...['description', 'job description', 'description du poste', 'functieomschrijving', 'position'],
  ...['new', 'nouveau', 'nieuw', 'urgent', 'remote', 'hybrid', 'hybride'],
]);

/** The small words inside a name ('Ministerie van Voorbeeld', 'Caisse des Dépôts', 'Bank of America'). */
export const NAME_PARTICLES: ReadonlySet<string> = new Set([
  ...[
    'van',
    'de',
    'der',
    'den',
    'het',
    'ter',
    'ten',
    'von',
    'du',
    'des',
    'la',
    'le',
    'les',
    'et',
    "d'",
    'of',
  ],
  ...['the', 'and', '&', 'y', 'da', 'di', 'do', 'dos'],
]);

/**
 * Titles before a person's name, by what they tell of the person: the French and Dutch greetings name a woman
 * or a man ('Madame,', 'Geachte heer Jansen,'); a title that tells neither ('Dr') is read as a name alone.
 */
export const PERSON_TITLES: ReadonlyArray<readonly [RegExp, 'female' | 'male' | 'named']> = [
  [/^(?:mme|madame|mlle|mademoiselle|ms|mrs|miss|mevrouw|mevr|mw)\.?$/i, 'female'],
  [/^(?:m|monsieur|mr|mister|heer|dhr|de heer)\.?$/i, 'male'],
  [/^(?:dr|prof|ir|drs|mr\.? dr)\.?$/i, 'named'],
];

/** Words of a team or a department that an ad names where it could name a person ('contact Human Resources',
 *  'neem contact op met Recruitment'). */
export const NOT_PEOPLE: ReadonlySet<string> = new Set([
  ...['human', 'resources', 'ressources', 'humaines', 'rh', 'hr', 'department', 'departement', 'service'],
  ...[
    'team',
    'equipe',
    'recruitment',
    'recrutement',
    'talent',
    'talents',
    'acquisition',
    'afdeling',
    'werving',
  ],
  ...['selectie', 'us', 'nous', 'ons', 'me', 'moi', 'mij', 'hiring', 'careers', 'jobs', 'info', 'support'],
]);
