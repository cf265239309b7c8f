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
