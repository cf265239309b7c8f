/**
 * Words that tell the parts of an experience or education header apart ('Position — Company', 'Degree —
 * School'), and the job title of an offer from its other lines. Each list says what it recognises.
 */

// Words found in job titles (folded stems, matched at a word start: 'develop' covers developer, développeuse).
export const JOB_TITLE_STEMS: readonly string[] = [
  ...[
    'develop',
    'engineer',
    'ingenieur',
    'ingenieu',
    'programm',
    'architect',
    'analyst',
    'analist',
    'scientist',
  ],
  ...[
    'manager',
    'managing',
    'director',
    'directeur',
    'directrice',
    'directeur',
    'head of',
    'lead',
    'chief',
    'cto',
  ],
  ...[
    'ceo',
    'cfo',
    'responsable',
    'chef',
    // a French manager's grade before its field ('Cadre de santé', 'Cadre infirmier'), not 'dans le cadre de'
    'cadre de sante',
    'cadre infirmier',
    'cadre commercial',
    'chargee',
    'charge de',
    'consultant',
    'adviseur',
    'advisor',
  ],
  ...[
    'specialist',
    'specialiste',
    'technicien',
    'technician',
    'designer',
    'coordinat',
    'officer',
    'assistant',
  ],
  ...[
    'stagiaire',
    'stage',
    'stagiair',
    'intern',
    'trainee',
    'alternan',
    'apprenti',
    'werkstudent',
    'student',
  ],
  ...[
    'comptable',
    'accountant',
    'boekhoud',
    'controller',
    'auditor',
    'auditeur',
    'juriste',
    'lawyer',
    'advocaat',
  ],
  ...['teacher', 'enseignant', 'docent', 'leraar', 'professor', 'professeur', 'researcher', 'chercheur'],
  ...['onderzoeker', 'medewerker', 'employe', 'executive', 'representative', 'commercial', 'sales', 'vendeu'],
  ...[
    'verkoper',
    // (not the 'Nursery' that employs one)
    'nurse(?!ry)',
    'practitioner',
    'infirmi',
    'verpleeg',
    'writer',
    'redacteur',
    'editor',
    'owner',
    'founder',
    'fondat',
  ],
  ...['oprichter', 'administrat', 'operator', 'operateur', 'agent', 'associate', 'partner', 'product owner'],
  ...[
    'scrum master',
    'devops',
    'sre',
    'full-stack',
    'fullstack',
    'front-end',
    'back-end',
    'tech lead',
    'teamlead',
  ],
  ...[
    'assistent',
    'beheerder',
    'marketeer',
    'recruiter',
    'recruteur',
    'buyer',
    'acheteu',
    'inkoper',
    'planner',
  ],
  // the other trades the product serves: shops, care, hospitality, logistics, crafts, public service
  ...[
    'conseill',
    'caissi',
    'hotesse',
    'receptionn',
    'secretaire',
    'serveu',
    'cuisini',
    'chauffeur',
    'livreu',
  ],
  ...[
    'magasinier',
    'manutention',
    'cariste',
    'preparateur',
    'preparatrice',
    'ouvrier',
    'technicien',
    'mecanicien',
    'electricien',
    'educateur',
    'educatrice',
    'educator',
    'animateur',
    'animatrice',
  ],
  ...[
    'aide-soignant',
    'auxiliaire',
    'pharmacien',
    'medecin',
    'kinesith',
    'sage-femme',
    'formateur',
    'formatrice',
  ],
  ...['cashier', 'clerk', 'waiter', 'waitress', 'cook', 'chef', 'driver', 'mechanic', 'electrician'],
  ...['caregiver', 'therapist', 'pharmacist', 'physician', 'trainer', 'tutor', 'volunteer', 'benevole'],
  ...['receptionist', 'secretary', 'supervisor', 'superviseur'],
  ...['vrijwilliger', 'kassa', 'chauffeur', 'monteur', 'kok', 'bediende', 'begeleider', 'leidinggevende'],
  ...['counsel', 'attorney', 'solicitor', 'paralegal', 'notaire', 'notary', 'avocat', 'jurist', 'advocate'],
  ...[
    'adviser',
    "charge d'",
    'charge d’',
    'uitvoerder',
    'timmerman',
    'metselaar',
    'loodgieter',
    'elektricien',
  ],
  ...['schilder', 'stukadoor', 'magazijn', 'orderpicker', 'heftruck', 'kapper', 'coiffeu', 'fleuriste'],
  // research and teaching
  ...['postdoc', 'post-doc', 'doctorant', 'promovend', 'phd candidate', 'laborant'],
  ...['maitre de conferences', 'instructor', 'instructeu', 'instructrice', 'moniteu', 'monitrice'],
  // building and crafts (no stem that also starts the trade's shop: 'maçonnerie', 'boulangerie', 'bakkerij')
  ...['bricklayer', 'plumber', 'carpenter', 'joiner', 'welder', 'labourer', 'laborer', 'foreman'],
  ...['plasterer', 'roofer', 'decorator', 'glazier', 'tiler', 'surveyor', 'estimator'],
  ...['inspector', 'inspecteu', 'inspectrice', 'plombier', 'menuisier', 'charpentier', 'soudeu', 'couvreu'],
  ...['peintre', 'carreleu', 'platrier', 'chauffagiste', 'conducteu', 'conductrice', 'contremaitre'],
  ...['installateu', 'lasser', 'dakdekker', 'tegelzetter', 'voorman', 'vakman'],
  // the building site's Flemish and Dutch ranks: the bricklayer, the gang's boss, the labourer
  ...['metser', 'ploegbaas', 'handlanger', 'opperman'],
  // the French site's trades (ROME F1701–F1705, F1611, F1613): formwork, steel fixing, crane, groundwork
  ...['coffreu', 'bancheu', 'ferrailleu', 'grutier', 'grutiere', 'terrassier', 'etancheu', 'facadier'],
  // shops, hospitality, logistics, security (no surname that is a trade: 'Baker', 'Bakker', 'Slager')
  ...['barista', 'bartender', 'barman', 'sommelier', 'pastry chef', 'housekeep', 'schoonmaker'],
  ...['gardener', 'hovenier', 'coursier', 'koerier', 'bezorger', 'postman', 'facteur'],
  ...['factrice', 'dispatcher', 'security guard', 'bewaker'],
  ...['beveiliger', 'pompier', 'firefighter', 'brandweerman', 'kassier', 'teleconseill', 'teleoperat'],
  // care and health
  ...['midwife', 'dentist', 'tandarts', 'apotheker', 'huisarts', 'psychologist', 'psychologue'],
  ...['psycholoog', 'orthophon', 'logopedist', 'ergotherap', 'physiotherap', 'fysiotherap', 'optician'],
  ...['opticien', 'dietitian', 'dieteticien', 'dietist', 'social worker', 'support worker', 'care worker'],
  ...['zorgverlener'],
  // the bar's maid and the till's or the desk's host ('Barmaid', 'Hôte de caisse', 'Hôte d’accueil'; 'hôtesse'
  // is above). Not the kitchen's 'commis': on a set nobody tunes on, taking it for a title cost an employer.
  ...['barmaid', 'hote de caisse', "hote d'accueil", 'hote d’accueil'],
  // office, finance, media
  ...['translator', 'traducteu', 'traductrice', 'vertaler', 'interpreter', 'journalist'],
  ...['photographer', 'photographe', 'fotograaf', 'graphiste', 'librarian', 'bibliothecai', 'bibliothecaris'],
  ...['archivist', 'economist', 'economiste', 'econoom', 'statistician', 'statisticien', 'actuar'],
  ...['courtier', 'makelaar', 'banker', 'banquier', 'guichetier', 'underwriter', 'gestionnaire'],
  // looking after children at home: 'Garde d’enfants à domicile', 'Nanny', 'Au pair', 'Babysitter', 'Kinderoppas'
  ...["garde d['’ ]?enfants", 'nanny', 'au pair', 'au-pair', 'babysit', 'baby-sit', 'oppas'],
];

// Title words that also start other words ('coaching', 'fellowship', 'verzorging', 'painterly'): whole words only
const TITLE_WORDS = [
  ...['coach', 'fellow', 'carer', 'fitter', 'installer', 'cleaner', 'picker', 'packer', 'operative'],
  // 'COO' (not the start of 'Coopérative agricole', 'Cooper'); a kitchen's, a hotel's or a hospital's 'Porter'
  ...['coo', 'porter'],
  ...['painter', 'lecturer', 'courier', 'steward', 'tolk', 'verzorger', 'verzorgende', 'employee'],
  // an apprentice ('Leerling metser', 'Leerling-kok'): not 'leerlingen', the pupils a teacher's bullet names
  ...['leerling'],
  // the site's labourer ('Manœuvre', folded 'manoeuvre'): not 'manœuvres', a plural of operations
  ...['manoeuvre'],
  // a Flemish teacher ('Leerkracht lager onderwijs') and the French aide of pupils with a handicap ('AESH')
  ...['leerkracht', 'aesh'],
];

// Dutch writes a job title as one compound whose last part is the title word ('Beleidsadviseur',
// 'Klantenservicemedewerker', 'Softwareontwikkelaar'): these are found at a word's end too.
const TITLE_ENDINGS = [
  ...['adviseur', 'medewerker', 'ontwikkelaar', 'analist', 'beheerder', 'consultant', 'specialist'],
  ...['coordinator', 'manager', 'engineer', 'planner', 'assistent', 'leider', 'kundige', 'docent', 'monteur'],
  ...['verkoper', 'begeleider', 'architect', 'designer', 'controller', 'secretaresse'],
  ...['administrateur', 'voorbereider', 'uitvoerder', 'verpleegkundige', 'medewerkster', 'opzichter'],
  ...['student', 'bakker', 'werker', 'kok', 'chauffeur', 'verzorger', 'verzorgende', 'leraar', 'vakker'],
  // 'Callcenteragent', 'Verzekeringsagent', 'Beveiligingsagent'
  ...['agent'],
  // the head of a unit ('Afdelingshoofd', 'Diensthoofd', 'Schoolhoofd'), the school's teachers
  // ('Zorgleerkracht', 'Groepsleerkracht'; 'Headteacher', 'Schoolteacher')
  ...['hoofd', 'leerkracht', 'teacher'],
];

const JOB_TITLE_RE = new RegExp(
  `(?:^|[^\\p{L}])(?:${JOB_TITLE_STEMS.join('|')})|(?:^|[^\\p{L}])(?:${TITLE_WORDS.join('|')})s?(?![\\p{L}])|\\p{L}(?:${TITLE_ENDINGS.join('|')})(?![\\p{L}])`,
  'u',
);

/** Whether a folded text holds a job-title word. */
export function hasJobTitleWord(folded: string): boolean {
  return JOB_TITLE_RE.test(folded.replace(FIRM_PLURALS, ' ').replace(FIRM_COMPOUNDS, ' '));
}

// Dutch names a firm by a compound ending in what it is ('Administratiekantoor', 'Bouwbedrijf', 'Tuincentrum'):
// whatever title word starts it ('administratie…'), the word names an employer
const FIRM_COMPOUND =
  /(?<!\p{L})\p{L}{3,}(?:kantoor|bedrijf|centrum|fabriek|groep|winkel|bureau|huis)(?!\p{L})/iu;
const FIRM_COMPOUNDS = new RegExp(FIRM_COMPOUND.source, 'giu');

// 'Hendriks & Partners', 'Dupont Associés': the plural names a firm, where 'partner' and 'associate' are titles
// (and Flanders' 'Aannemingen Van Hove', contractors); so does a partnership ('Kilbeg Dairy Partnership', a
// family farm or a law firm in the UK and Ireland), whose word starts with the title 'partner'
const FIRM_PLURALS =
  /\b(?:partnership|partners|associates|associes|partenaires|avocats|notaires|architectes|accountants|solicitors|architects|advocaten|notarissen|architecten|zonen|sons|aannemingen)\b/g;

// Legal forms ('B.V.', 'SAS', 'GmbH') and the group words that also end a company's name ('Groupe', 'Consulting').
const LEGAL_FORMS =
  'inc|ltd|llc|llp|lp|pty|pte|plc|gmbh|spa|srl|sprl|bvba|ag|sa|s\\.a|sas|sarl|sasu|bv|b\\.v|nv|n\\.v|vof|corp|co|zn';
const GROUP_WORDS =
  'group|groupe|groep|holding|company|compagnie|consulting|solutions|technologies|labs|studio|agence|agency|bank|banque|associates|associes|associés|partners|partenaires|partnership';
const COMPANY_RE = new RegExp(`\\b(${LEGAL_FORMS}|${GROUP_WORDS})\\b\\.?`, 'i');

// A legal form closing a name ('Meijer Accountants B.V.', 'Smith & Co', 'Dupont SAS'): a company, whatever
// title word its name holds
const LEGAL_FORM_END = new RegExp(`\\b(?:${LEGAL_FORMS})\\.?$`, 'i');

// A line made only of what ends a firm's name: its group word and legal form ('Technologies', 'Inc.', 'Ltd',
// 'Solutions B.V.'); a narrow box wraps a name before them
// (and the plural profession a practice is named by: 'Bakker' / 'Accountants B.V.')
const PRACTICES =
  'accountants|advocaten|avocats|notaires|notarissen|architectes|architecten|architects|solicitors';
const NAME_ENDING = new RegExp(`^(?:(?:${LEGAL_FORMS}|${GROUP_WORDS}|${PRACTICES})\\.?\\s*){1,2}$`, 'i');

export function endsAFirmsName(text: string): boolean {
  return NAME_ENDING.test(text.trim());
}

export function endsWithLegalForm(text: string): boolean {
  return LEGAL_FORM_END.test(text.trim());
}

/** Ends as a sentence does: not on an initial or a legal form's dot ('Meijer Accountants B.V.', 'J. Smith Inc.'). */
export function endsLikeSentence(text: string): boolean {
  return /[.!?]$/.test(text) && !endsWithLegalForm(text) && !/(?:^|[\s.])\p{L}\.$/u.test(text);
}

export function hasCompanyWord(text: string): boolean {
  return COMPANY_RE.test(text) || FIRM_COMPOUND.test(text) || BUSINESS.test(text);
}

// What a shop, a restaurant or a practice is called by ('Greenway Food Store', 'Supermarché Océane', 'Cabinet
// Durand', 'Brasserie De Zoete Inval'): an employer, unless a title word says it is a role ('Store Manager')
const BUSINESS =
  /(?<!\p{L})(?:store|stores|shop|supermarket|supermarch[eé]|supermarkt|restaurant|brasserie|bakery|bakkerij|boulangerie|pharmacy|pharmacie|apotheek|magasin|boutique|cabinet|hotel|hôtel|care home|nursing home|maison de repos|woonzorgcentrum|zorgcentrum)(?!\p{L})/iu;

// Degrees, case-sensitive where the abbreviation is also a common word ('MA' / 'ma', 'BA', 'WO'; 'MA' after a
// comma is Massachusetts: 'Boston, MA'); 'BS' and 'MS'
// only as 'BS in …', 'MS of …' ('MS Office' is no degree).
const DEGREE_RE =
  /\b(Master|Mastère|MSc|M\.Sc|(?<!,\s)MA|MBA|MPhil|BSc|B\.Sc|BA|BEng|MEng|Bachelor|Licence|License|DUT|BTS|BUT|Bac|Baccalauréat|Doctorat|PhD|Ph\.D|Doctorate|Diplôme|Diploma|Degree|VWO|Vwo|HAVO|Havo|MBO|HBO|WO|Propedeuse|Maîtrise|DEUG|DESS|DEA|CAP|BEP|DCG|DSCG|Ingénieur|Associate of|High School|Certificat|Titre RNCP|BS(?=\s+(?:in|of)\s)|MS(?=\s+(?:in|of)\s)|B\.?Tech|M\.?Tech)\b/u;

// 'B.S. Computer Science', 'M.A. in History': a word boundary cannot follow their last '.'
const DOTTED_DEGREE_RE =
  /(?:^|[^\p{L}])(?:B\.S|M\.S|B\.A|M\.A|B\.Eng|M\.Eng|J\.D|LL\.M|M\.D|B\.Sc|M\.Sc)\.(?=\s|,|$)/u;
// Dutch compounds ending on a degree word ('Praktijkdiploma', 'Vervolgopleiding'), the UK's A levels, GCSEs and
// vocational awards, France's DU
const OTHER_DEGREE_RE =
  /\p{L}(?:diploma|opleiding|certificaat)(?![\p{L}])|\bA[- ]?[Ll]evels?\b|\bDU\s|\b(?:GCSEs?|BTEC|NVQ|HND|HNC|DESCF|Apprenticeship|Traineeship|Leaving Certificate)\b/u;

export function hasDegreeWord(text: string): boolean {
  return DEGREE_RE.test(text) || DOTTED_DEGREE_RE.test(text) || OTHER_DEGREE_RE.test(text);
}

// Schools, in folded form.
const INSTITUTION_RE =
  /\b(universit\w*|hogeschool|hogescholen|school|ecole|iut|college|institute|institut|lycee|lyceum|academy|academie|faculte|faculty|campus|polytechni\w*|conservatoire|cnam|insa|gymnasium|atheneum|rocs?|sciences po|essec|hec|edhec|kedge|neoma|skema|escp)\b/;

export function hasInstitutionWord(folded: string): boolean {
  return INSTITUTION_RE.test(folded);
}
