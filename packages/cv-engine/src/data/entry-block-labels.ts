/**
 * Labels that stand alone on their line, in the left column of a labelled CV (the classic Europass CV, forms of
 * public services and agencies), each heading the lines after it until the next label: 'Dates' / '03/2019 –
 * 06/2021', 'Occupation or position held' / 'Nurse', 'Name and address of employer' / 'St Mary's' / 'London'.
 * Folded (no accents, lower case, straight apostrophes), in French, English and Dutch, from the Europass
 * template's own wording in the three languages and its usual variants.
 */
export type BlockField = 'period' | 'position' | 'company' | 'activities' | 'sector';

export const ENTRY_BLOCK_LABELS: Readonly<Record<BlockField, readonly string[]>> = {
  period: ['dates', 'data', 'periode', 'period', 'datum', 'du - au', 'van - tot'],
  position: [
    ...['occupation or position held', 'position held', 'job title', 'occupation', 'position'],
    ...['fonction ou poste occupe', 'poste occupe', 'fonction', 'emploi occupe'],
    ...['functie of positie', 'beroep of functie', 'functie of beroep', 'functie', 'beklede functie'],
  ],
  company: [
    ...['name and address of employer', 'employer', 'name of employer'],
    ...["nom et adresse de l'employeur", 'employeur', "nom de l'employeur"],
    ...['naam en adres van de werkgever', 'werkgever', 'naam van de werkgever'],
  ],
  activities: [
    ...['main activities and responsibilities', 'main activities', 'responsibilities'],
    ...['principales activites et responsabilites', 'activites et responsabilites', 'missions'],
    ...['voornaamste activiteiten en verantwoordelijkheden', 'belangrijkste taken', 'taken'],
    ...[
      'belangrijkste activiteiten en verantwoordelijkheden',
      'belangrijkste taken en verantwoordelijkheden',
    ],
    // the short words of the Belgian and Dutch 'CV met foto' forms ('Taken: – …', 'Tâches : – …', 'Duties: – …')
    ...['duties', 'tasks', 'taches', 'werkzaamheden'],
  ],
  sector: [
    ...['type of business or sector', 'sector', "type ou secteur d'activite", "secteur d'activite"],
    ...['soort onderneming of sector', 'sector of bedrijfstak', 'type onderneming of sector'],
  ],
};
