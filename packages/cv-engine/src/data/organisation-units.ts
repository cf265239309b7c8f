/**
 * Words that open the name of a unit inside an organisation ('School of Biological Sciences', 'Département
 * informatique', 'Afdeling cardiologie'): after an employer and a comma, such a piece is part of the employer
 * ('University of Plymouth, School of …'), not a place nor a second employer. Folded (no accents, lower case).
 */
export const ORGANISATION_UNIT_WORDS: ReadonlySet<string> = new Set([
  // English
  'school',
  'department',
  'dept',
  'faculty',
  'division',
  'laboratory',
  'lab',
  'unit',
  'centre',
  'center',
  'college',
  // French
  'departement',
  'faculte',
  'laboratoire',
  'unite',
  'service',
  'pole',
  'ufr',
  'ecole',
  // Dutch
  'afdeling',
  'dienst',
  'faculteit',
  'vakgroep',
  'departement',
  'eenheid',
]);

/**
 * Words that open the name of the organisation a unit belongs to, when the unit comes first ('Laboratoire de
 * biologie cellulaire, Université de Lyon', 'Department of Physics, University of Leeds', 'Service de cardiologie,
 * CHU de Nantes'): after a unit and a comma, such a piece is the same employer's, not a place (folded).
 */
export const PARENT_ORGANISATION_WORDS: ReadonlySet<string> = new Set([
  ...['universite', 'chu', 'hopital', 'institut', 'centre', 'groupe', 'ministere'],
  ...['university', 'hospital', 'institute', 'trust', 'ministry'],
  ...['universiteit', 'hogeschool', 'ziekenhuis', 'ministerie', 'instituut'],
]);

/**
 * Words that open the name of a part of an organisation and never the name of an employer of its own: a role's
 * line 'Unité de soins de longue durée', 'Afdeling Geriatrie', 'Intensive care unit' under an employer named
 * above says where in that employer the role was held (folded, FR / EN / NL).
 */
export const PART_OF_EMPLOYER_WORDS: ReadonlySet<string> = new Set([
  ...['unite', 'service', 'pole', 'departement', 'equipe'],
  ...['unit', 'department', 'dept', 'division', 'ward', 'team'],
  ...['afdeling', 'dienst', 'eenheid', 'team'],
]);
