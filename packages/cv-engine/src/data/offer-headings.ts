/**
 * What each part of a job ad is for, told by its heading (folded, without its trailing ':' or '?'). The first row
 * whose pattern matches wins, so the narrower rows come first ('Preferred qualifications' before
 * 'qualifications', 'Application requirements' before 'requirements'). Kinds:
 * - profile: what the candidate must bring (its terms are must-haves);
 * - nice: what is welcome but optional;
 * - role: what the job does, its tools and stack (requirements too, less binding);
 * - about, offer, place, apply: the employer, the perks and contract, where, the process — no requirement in them;
 * - other: a heading we cannot place; its lines are left out, like the perks (a wrong keyword costs more trust
 *   than a missed one: the must-haves are in the profile).
 */
export type OfferPart =
  | 'header'
  | 'profile'
  | 'nice'
  | 'role'
  | 'about'
  | 'offer'
  | 'place'
  | 'apply'
  | 'other';

export const OFFER_HEADINGS: ReadonlyArray<readonly [OfferPart, RegExp]> = [
  // how to apply, when, where: before 'requirements' ("Application requirements") and 'experience'
  [
    'apply',
    /^(?:how to apply|selectieprocedure|modalites de candidature|closing date|application|applications?\b.*|apply|postuler|pour postuler|candidatures?|processus|process|recruitment|interview|interviews?\b.*|solliciteren|sollicitatie|interesse|procedure|selection|processus\b.*|process\b.*|recruitment\b.*|prise de poste|demarrage|start date|equal\b.*|diversity\b.*|contact|contract|contrat|tenure\b.*|academic calendar|.*statement guidelines|.*samples.*|portfolio guidelines|.*statement)$/,
  ],
  // where the job is: every capitalised word there is a place
  [
    'place',
    /^(?:location|lieu|lieu de travail|locatie|standplaats|werklocatie|waar|where|adresse|address|localisation)$/,
  ],
  // who may apply: the diplomas and the competition a public post requires (before 'conditions' in the perks)
  [
    'profile',
    /^(?:conditions d'acces\b.*|conditions requises|conditions d'admission|eligibility\b.*|toelatingsvoorwaarden|deelnemingsvoorwaarden|diplomavereisten|diploma ?vereisten)$/,
  ],
  // optional
  [
    'nice',
    /^(?:preferred\b.*|desirable\b.*|it would be (?:great|nice|good|a bonus|an advantage) if you\b.*|nice to have|nice-to-have|bonus\b.*|pluspunten?|atouts?|un plus|les plus|souhaite|competences appreciees|wat extra|extra|pre|pluspunt)$/,
  ],
  // the employer and its perks
  [
    'offer',
    /^(?:what we offer|we offer|our offer|ce que nous (?:vous )?(?:offrons|proposons)|nous (?:vous )?(?:offrons|proposons)|avantages|benefits|perks|compensation\b.*|salary|remuneration|package|wat (?:bieden|krijg) (?:wij|we|je)|wij bieden|ons aanbod|aanbod|salary and benefits|environnement de travail|arbeidsvoorwaarden|career\b.*|growth\b.*|professional development|work environment|work-life\b.*|.*culture|.*values|team environment|why join us|pourquoi nous rejoindre|waarom .*|what's in it for you|whats in it for you|what you get|our offer\b.*|rewards?\b.*|offre|notre offre|conditions\b.*|remuneration\b.*|horaires?\b.*|working hours|werkuren|werktijden|statut\b.*|wat krijg je\b.*|wat mag je verwachten\b.*|wat wij je bieden|we bieden\b.*|(?:ce qu')?on (?:t'|te |vous )?(?:offre|propose)\b.*|(?:ce que )?nous (?:t'|te )(?:offrons|proposons)\b.*|what we(?:'ll| will)? offer you\b.*|we(?:'ll| will)? offer you\b.*|wat (?:wij|we) (?:je|jou|u) bieden\b.*|(?:wij|we) bieden (?:je|jou|u)\b.*)$/,
  ],
  [
    'about',
    /^(?:about(?! you\b| the role\b| the job\b| the position\b| this role\b)\b.*|a propos(?! de vous\b)\b.*|qui sommes-nous|qui sommes nous|who we are|who are we|l'entreprise|entreprise|la societe|notre societe|over(?! jou\b| de (?:functie|job|rol|vacature)\b)\b.*|wie zijn (?:wij|we)|het bedrijf|de organisatie|company\b.*|client\b.*|contexte|le contexte|context|department strengths|facilities\b.*|team structure|product portfolio|.*metrics.*|.*kpis?|typical project examples|industry\b.*)$/,
  ],
  // the profile sought
  [
    'profile',
    /^(?:profil\b.*|votre profil|le profil|required\b.*|requirements|minimum requirements|qualifications|basic qualifications|what we are looking for|what we're looking for|what you bring|what you'll bring|who you are|your profile|you have|must have|must-haves?|competences requises|competences|wie ben (?:jij|je)|wie zoeken we|wat (?:vragen|verwachten) (?:wij|we)(?: van (?:je|jou|u))?|dit vragen we|jouw profiel|functie-eisen|functie eisen|je profiel|dit ben (?:jij|je)|wat breng (?:je|jij) mee|dit breng (?:je|jij) mee|education\b.*|experience\b.*|soft skills|skills|required skills|about you|a propos de vous|over jou|person specification\b.*|essential\b.*|skills and qualifications|qualifications\b.*|your profile\b.*|kwalificaties|je profiel\b.*|connaissances\b.*|qualites\b.*|what you(?:'ll| will)? need|you(?:'ll| will)? need|what we need\b.*|what you need\b.*|(?:the )?ideal candidate|your skills|skills and experience|qualifications and experience|candidate profile|vous etes|vous avez|ce que nous attendons|competences attendues|savoir-faire|savoir-etre|prerequis|diplomes? requis|functievereisten|vereisten|(?:wat )?wij vragen|wie zoeken wij|wat heb je nodig|profiel|functieprofiel|gevraagd profiel|profiel van de kandidaat|(?:vereiste |technische |gedrags)?competenties|kennis en ervaring|specifieke kennis|opleiding|ervaring|vereiste kwalificaties|wat neem (?:je|jij) mee|wat verwachten (?:wij|we)(?: van (?:je|jou|u))?|vos competences|vos atouts|vos qualites|competencies|the successful candidate\b.*|the ideal candidate\b.*|minimum qualifications|essential criteria|desirable criteria)$/,
  ],
  // what the job does and its tools
  [
    'role',
    /^(?:le poste|poste|vos missions|missions|vos responsabilites|responsabilites|description du poste|descriptif du poste|notre stack|stack|stack technique|environnement technique|the role|role\b.*|position\b.*|job description|description|.*responsibilities|what you(?:'ll| will) do|what you(?:'ll| will) be doing|the opportunity|your mission|votre mission|la mission|mission|jouw opdracht|je opdracht|de opdracht|key projects|.*expectations|.*skills.*|.*tools.*|.*expertise|.*specializations?|.*areas.*|content types.*|campaign types.*|project types|creative process|content strategy approach|analytical methodologies|dit ga je doen|wat ga je doen|wat ga je doen\?|de functie|functieomschrijving|jouw taken|taken|je taken|jouw rol|je rol|de rol|(?:key |main )?duties\b.*|job summary|about the role|about the job|about the position|about this role|your role|the job|day to day|day-to-day|ce que vous ferez|ce que tu feras|au quotidien|votre quotidien|ton quotidien|your day|a day in the life\b.*|your (?:day|week) to (?:day|week)|what the job involves|job purpose|fonction|descriptif de la fonction|description de la fonction|activites principales|vos activites|taches\b.*|takenpakket|de job|jouw job|wat doe je\b.*|functie-inhoud|inhoud van de functie|functiebeschrijving|jouw takenpakket|taken en verantwoordelijkheden|jouw functie|de functie|over de functie|missions principales|votre role|key responsibilities|main responsibilities)$/,
  ],
];

/**
 * A heading none of the patterns above knows, shaped like one (in capitals, Title Case before a colon, a question,
 * or opening 'What…', 'Wat…', 'Ce que…'): its part told by the words it holds ('CE QUE NOUS ATTENDONS DE VOUS',
 * 'Compétences et qualités requises', 'Wat verwacht de school van jou?', 'Key accountabilities'), the first row
 * holding one of its words' starts winning. Folded word starts. Without it, such a heading's lines were left out
 * (part 'other'), and an offer whose requirements stood under it showed none.
 *
 * Source: the headings of public employment services' and public employers' templates in the three languages —
 * France Travail and the fonction publique (« Missions », « Profil », « Compétences », « Conditions d'exercice »,
 * « Savoir-faire », « Savoir-être »), VDAB, Selor and Werken voor Nederland (« Functie-inhoud », « Profiel »,
 * « Competenties », « Aanbod », « Toelatingsvoorwaarden »), NHS Jobs, UK councils and publicjobs.ie (« Key
 * responsibilities », « Person specification », « Essential requirements », « Eligibility ») — written by hand.
 */
export const OFFER_HEADING_WORDS: ReadonlyArray<readonly [OfferPart, readonly string[]]> = [
  [
    'apply',
    [
      'postul',
      'candidat',
      'sollicit',
      'apply',
      'applicat',
      'selectio',
      'selectie',
      'interview',
      'contact',
      'reageer',
      'reageren',
      'deadline',
      'closing',
    ],
  ],
  [
    'nice',
    ['atout', 'souhaitable', 'apprecie', 'bonus', 'desirable', 'preferred', 'pluspunt', 'meerwaarde', 'nice'],
  ],
  [
    'offer',
    [
      'offr',
      'offer',
      'avantage',
      'benefit',
      'remunera',
      'salair',
      'salar',
      'package',
      'aanbod',
      'bied',
      'voordel',
      'verloning',
      'reward',
      'perks',
    ],
  ],
  [
    'profile',
    [
      'profil',
      'competen',
      'requis',
      'exig',
      'requir',
      'essential',
      'qualif',
      'diplom',
      'skill',
      'vaardig',
      'eisen',
      'vereist',
      'voorwaard',
      'criteri',
      'eligib',
      'attend',
      'verwacht',
      'vragen',
      'zoek',
      'looking',
      'savoir',
      'connaiss',
      'kennis',
      'ervaring',
      'experience',
      'specification',
      'capacit',
      'aptitude',
      'kwalitei',
      'qualites',
      'attributes',
      'bring',
      'candidate',
      'kandidaat',
      'toelating',
      'admission',
    ],
  ],
  [
    'role',
    [
      'mission',
      'tache',
      'taak',
      'taken',
      'dutie',
      'duty',
      'responsab',
      'responsib',
      'accountab',
      'activit',
      'functie',
      'fonction',
      'poste',
      'role',
      'rol',
      'opdracht',
      'inhoud',
      'job',
      'work',
      'werk',
      'doen',
    ],
  ],
  [
    'about',
    [
      'about',
      'propos',
      'entreprise',
      'societe',
      'organisa',
      'company',
      'employer',
      'werkgever',
      'bedrijf',
      'school',
      'ecole',
      'who we',
      'qui sommes',
    ],
  ],
  ['place', ['lieu', 'location', 'adres', 'standplaats', 'plaats']],
];

/**
 * A paragraph that opens on how to apply, without a heading of its own ('Les candidatures (lettre de motivation,
 * CV…) sont à adresser à Monsieur le Maire…', 'Apply to Jess Carter, Head of Sales: …', 'Solliciteren kan via…'): the process, whose
 * documents and dates are no requirement. Folded.
 */
export const APPLY_OPENERS =
  /^(?:les candidatures|candidatures?\b|pour postuler|merci d'adresser|adressez votre candidature|envoyez votre (?:cv|candidature)|to apply\b|apply (?:to|by|via|online|now|at|through|with)\b|applications? (?:should|must|can|close)|please apply|solliciteren kan|stuur je (?:cv|sollicitatie)|je sollicitatie)/;
