/**
 * Verbs every job's duties use, folded, in the three languages: a duty made of one of them and a generic object
 * ('Gérer les dossiers', 'Ensure the data', 'Zorgen voor de planning') asks nothing of a trade, where a trade's
 * verb does ('Sensibiliser et former les collaborateurs' asks for awareness training; 'Clean, join and validate
 * data' for data cleaning and validation) — keywords/read-requirements.ts reads such a duty as its verbs.
 *
 * Source: written by hand from the duty lists of job ads in the three languages (the most frequent opening verbs
 * of the missions of the fixtures' offers and the trade offers' tuning halves), the infinitive and the second
 * person for Dutch. Not a downloaded list.
 */
export const LIGHT_VERBS: ReadonlySet<string> = new Set(
  [
    // French infinitives
    'gerer assurer participer contribuer aider travailler effectuer realiser veiller suivre prendre faire',
    'etre avoir mettre garantir accompagner intervenir occuper traiter',
    // English
    'manage handle ensure support assist help work take make use keep carry act follow participate contribute',
    'provide maintain deliver run own do be have get join',
    // Dutch, infinitive and second person
    'zorgen zorgt werken werkt helpen helpt ondersteunen ondersteunt uitvoeren voert doen doet maken maakt',
    'nemen neemt beheren beheert',
  ]
    .join(' ')
    .split(' '),
);

/**
 * The public a duty serves or informs ('Sensibiliser et informer les citoyens', 'inform residents'): like the
 * colleagues of data/people-words.ts, whom the duty is for, not what it asks. Folded, singular and plural.
 */
export const PEOPLE_OBJECTS: ReadonlySet<string> = new Set(
  [
    'citoyen citoyens citoyenne citoyennes habitant habitants usager usagers riverain riverains public',
    'citizen citizens resident residents public',
    'burger burgers inwoner inwoners bewoner bewoners publiek',
  ]
    .join(' ')
    .split(' '),
);
