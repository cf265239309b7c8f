/**
 * The labels of a CV's personal data, lower case as written, by language: what a "CV met foto" or a European CV
 * writes before each value, in a table ('Nom | Lucas Gérard') or on a tab stop ('Geboortedatum ⇥ 14 mei 1994').
 * A line made of one of them and its value is a field, not a phrase: the rewrite writes 'Nom : Lucas Gérard'
 * (French sets a space before the colon), and the parse takes the person's name from the name's field.
 */
export const PERSONAL_DATA_LABELS = {
  fr: [
    ...['nom', 'prénom', 'nom et prénom', 'nom, prénom', 'adresse', 'domicile', 'téléphone', 'tél', 'tél.'],
    ...['portable', 'date de naissance', 'lieu de naissance', 'né le', 'née le', 'âge', 'nationalité'],
    ...['permis', 'permis de conduire', 'situation familiale', 'état civil', 'courriel', 'mobilité'],
  ],
  en: [
    ...['name', 'full name', 'first name', 'surname', 'address', 'phone', 'telephone', 'mobile', 'age'],
    ...['date of birth', 'place of birth', 'nationality', 'driving licence', 'driving license'],
    ...["driver's license", 'marital status'],
  ],
  nl: [
    ...['naam', 'voornaam', 'voornamen', 'achternaam', 'adres', 'woonplaats', 'postcode en woonplaats'],
    ...['telefoon', 'telefoonnummer', 'mobiel', 'geboortedatum', 'geboorteplaats', 'nationaliteit'],
    ...['rijbewijs', 'burgerlijke staat', 'leeftijd'],
  ],
  // written alike in the three
  any: ['e-mail', 'email', 'mail', 'gsm', 'linkedin', 'website'],
} as const;

/** The labels that name the person: their value is the name. */
export const NAME_LABELS: readonly string[] = [
  'nom',
  'nom et prénom',
  'nom, prénom',
  'name',
  'full name',
  'naam',
];
