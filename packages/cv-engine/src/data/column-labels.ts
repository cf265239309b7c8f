/**
 * What the header row of an experience table calls its columns ('Période' / 'Établissement' / 'Poste et
 * missions', 'When' / 'Employer' / 'Role', 'Wanneer' / 'Bedrijf' / 'Functie en taken'), folded, in French,
 * English and Dutch: the words CV templates and guides of the three languages put there. A label made of two
 * ('Poste et missions') is read by its first.
 */
export type ColumnField = 'period' | 'company' | 'position';

export const COLUMN_LABELS: Readonly<Record<ColumnField, readonly string[]>> = {
  period: [
    ...['periode', 'dates', 'date', 'quand', 'annees', 'annee', 'duree'],
    ...['period', 'when', 'years', 'year', 'from - to', 'duration'],
    ...['wanneer', 'datum', 'data', 'jaren', 'jaar', 'van - tot', 'duur'],
  ],
  company: [
    ...['employeur', 'entreprise', 'etablissement', 'societe', 'organisme', 'structure', 'lieu'],
    ...['employer', 'company', 'organisation', 'organization', 'where', 'institution'],
    ...['werkgever', 'bedrijf', 'organisatie', 'instelling', 'waar', 'onderneming'],
  ],
  position: [
    ...['poste', 'fonction', 'intitule', 'role', 'emploi', 'missions', 'metier'],
    ...['position', 'job', 'title', 'job title', 'tasks', 'responsibilities', 'occupation'],
    ...['functie', 'rol', 'taken', 'beroep', 'job'],
  ],
};
