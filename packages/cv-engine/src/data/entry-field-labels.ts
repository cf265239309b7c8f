/**
 * Labels some CVs put before each field of a job entry ('Functie: Data Engineer', 'Werkgever: ING',
 * 'Période : 2018 – 2020'), folded, in French, English and Dutch. A labelled line says which field it holds,
 * so the parser need not guess it (parse/extract-experience.ts).
 */
export type EntryField = 'position' | 'company' | 'period' | 'place';

export const ENTRY_FIELD_LABELS: Readonly<Record<EntryField, readonly string[]>> = {
  position: [
    ...['poste', 'fonction', 'intitule du poste', 'emploi'],
    ...['position', 'role', 'job title', 'title'],
    ...['functie', 'rol', 'functietitel'],
  ],
  company: [
    ...['entreprise', 'societe', 'employeur', 'organisme', 'structure'],
    ...['company', 'employer', 'organisation', 'organization'],
    ...['werkgever', 'bedrijf', 'organisatie'],
  ],
  period: [...['periode', 'dates', 'duree'], ...['period', 'duration'], ...['duur', 'looptijd']],
  place: [...['lieu', 'ville'], ...['location', 'city', 'place'], ...['plaats', 'locatie', 'standplaats']],
};
