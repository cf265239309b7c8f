/**
 * The people a job works with or reports to, as a duty names them ("Rattaché(e) au directeur régional", "en lien
 * avec le commissaire aux comptes", "with analysts, data scientists and product owners", "samen met de
 * teamleider"): in the missions, a phrase holding one of these words says who is around the job, not what it
 * asks (keywords/read-requirements.ts). Folded, singular and plural. In the profile the same words may be
 * requirements ('expérience de responsable comptable'), and are read there.
 *
 * Source: written by hand from the reporting lines and partners job ads name in the three languages (the trade
 * offers of bench/trade-offers/tuning and the fixtures' offers); ESCO's occupation labels for managers and
 * officers. Not a downloaded list.
 */
export const PEOPLE_WORDS: ReadonlySet<string> = new Set(
  [
    // French
    'directeur directrice directeurs directrices responsable responsables manager managers dirigeant dirigeants',
    'superieur superieurs hierarchique commissaire commissaires professeur principal collegue collegues',
    'interlocuteur interlocuteurs partenaires famille familles parents apprenti apprentis',
    // the staff a duty trains or informs ('Sensibiliser et former les collaborateurs'): the firm's people, not
    // the teamwork the tables read in the word
    'collaborateur collaboratrice collaborateurs collaboratrices',
    // English
    'director directors head heads owner owners scientist scientists analyst analysts colleague colleagues',
    'supervisor supervisors lead leads stakeholders families parents partners therapists apprentice apprentices',
    // Dutch
    'directeur directie leidinggevende leidinggevenden teamleider teamleiders collega collegas ouders partners',
  ].flatMap((line) => line.split(' ')),
);
