import type { TargetLanguage } from '@cv/contracts';

/**
 * The words around a requirement in a job ad's clauses, per language (keywords/read-requirements.ts): what a
 * recruiter reads past to reach the thing asked for. "Vous maîtrisez parfaitement les outils de PAO", "Je beschikt
 * over een geldig rijbewijs C", "Proven experience as Head Chef" — the lead-in (subject, verb of having, a noun of
 * requirement, a quantity, a qualifier, an article) is read past, the object is the requirement, whatever a table
 * knows of it. Folded (no accents, lower case); multi-word entries are matched as word sequences.
 *
 * Source: written by hand from the grammar of requirement clauses in French, English and Dutch job ads (the
 * offers of ../shared/fixtures and bench/offers-truth.json, and the phrasing public employment services ask
 * employers to use: France Travail's « savoir-faire / savoir-être » lists, the VDAB and UWV vacancy templates,
 * the UK National Careers Service "requirements" sections). Not a downloaded list.
 */
export type RequirementWords = {
  /** Read past at the start of a requirement: subjects, verbs of having, nouns of requirement, quantities,
   *  qualifiers, articles and prepositions that introduce the object. */
  readonly lead: ReadonlySet<string>;
  /** The employer speaking of itself at a sentence's start ('We care for patients with…', 'Notre équipe…'): such a
   *  sentence of the missions describes the setting, not the duties. */
  readonly employer: ReadonlySet<string>;
  /** Subjects of a requirement sentence: the word after one is its verb, read past whatever it is ("Je schrijft
   *  vlot SQL", "You will have …", "Vous maîtrisez …"). */
  readonly subjects: ReadonlySet<string>;
  /** Read past at the end: "appréciée", "is een pluspunt", "required", "skills", a language level. */
  readonly trail: readonly (readonly string[])[];
  /** Join two requirements of one clause ("Permis D et FIMO", "HACCP and allergen management"). */
  readonly conjunctions: ReadonlySet<string>;
  /** Open a context that is a requirement of its own ("… dans l'agroalimentaire", "… in a quality restaurant"). */
  readonly context: readonly (readonly string[])[];
  /** End the requirement: what follows is a purpose or a relative clause ("… pour nos clients", "… om te"). */
  readonly cut: ReadonlySet<string>;
  /** Words of a sentence, not of a noun phrase (pronouns, auxiliaries, modals): a chunk holding one is no term. */
  readonly clause: ReadonlySet<string>;
  /** Words naming the kind of proof, not the skill ("diplôme", "certificate", "attest"): shown, not required in a
   *  CV ("Diplôme d'État de docteur en pharmacie" is met by "Docteur en pharmacie"). */
  readonly frame: ReadonlySet<string>;
  /** Words naming a tool: a capitalised word after one is a product ('logiciel Winpharma', 'in Exact'). */
  readonly tools: ReadonlySet<string>;
  /** The endings of adjectives: beside a skill of the tables, such a word qualifies it ('verbal communication',
   *  'integrated campaigns') and a CV need not repeat it; alone before 'and' it shares the next one's noun
   *  ('written and verbal communication'). */
  readonly adjective: RegExp;
  /** A verb of the subject's form at a requirement's start, whatever the verb ('vous utilisez', 'appréciez'). */
  readonly verbForm: RegExp | null;
  /** A degree offered as one of two choices ('Bac+2 … ou expérience équivalente'): the clause says so, and its
   *  degrees are then no requirement (the experience is). */
  readonly orExperience: RegExp;
  /** Words that name a degree ('bac+2', 'BTS', 'licence', 'bachelor', 'hbo'). */
  readonly degrees: ReadonlySet<string>;
  /** Is a word the verb a duty opens with ('Réceptionner', 'Arrange', 'plaatst')? The missions name duties by
   *  their verb and object: the object is the requirement ('déchargement des camions', 'temporary accommodation'). */
  readonly dutyVerb: (folded: string) => boolean;
  /** Nouns of requirement inside a chunk ("marketing experience in FMCG", "kennis van …"): they end one
   *  requirement and, with the words that introduce the next, open another. */
  readonly pivots: ReadonlySet<string>;
};

const set = (...lines: string[]) => new Set(lines.flatMap((line) => line.split(' ')));
const seqs = (...phrases: string[]) => phrases.map((p) => p.split(' '));

// A language level after a language ("anglais niveau B2", "English C1"): never part of the requirement's name.
const LEVELS = 'a1 a2 b1 b2 c1 c2';

// Nouns shaped like French infinitives, at the start of a duty ('Dossier patient', 'Chantier de …').
const FRENCH_NOUNS_LIKE_VERBS = set(
  'dossier dossiers chantier chantiers atelier ateliers metier metiers fichier fichiers planning cahier clavier',
  'papier courrier premier premiere dernier particulier entier avenir plaisir loisir loisirs souvenir desir',
  'quartier quartiers panier paniers escalier calendrier sommelier cuisinier boulanger patissier boucher',
  'charcutier poissonnier conseiller hospitalier infirmier officier hotelier routier foncier bancaire',
);
const FRENCH_RE_VERBS = set(
  'prendre suivre mettre conduire produire construire reduire traduire faire etre entreprendre comprendre',
  'apprendre transmettre promouvoir recevoir concevoir decrire inscrire ecrire lire elire resoudre repondre',
  'rendre vendre defendre entretenir maintenir tenir obtenir soutenir detenir intervenir devenir',
);
// The verbs English duties open with (imperatives of job ads), folded.
const ENGLISH_DUTY_VERBS = set(
  'assess plan implement evaluate recognise recognize respond set monitor troubleshoot administer take keep',
  'support carry arrange identify work agree review produce maintain prepare improve lead train schedule',
  'control design run order coach develop deliver manage handle act drive hit understand help ensure provide',
  'oversee supervise coordinate co-ordinate organise organize liaise build create write draft negotiate advise',
  'conduct perform complete process record report analyse analyze track operate install test inspect repair',
  'check load unload pick pack receive dispatch store count serve cook clean teach mark assist make use',
  'promote sell prospect recruit interview onboard collaborate contribute participate own define establish',
  'lead prioritise prioritize resolve escalate document follow apply support protect prevent relieve place',
  // the verbs of data and sales duties ('Clean, join and validate data', 'Win new accounts')
  'validate verify join win',
);
// The verbs Dutch duties end or open with (infinitives and the second person), folded.
const DUTCH_DUTY_VERBS = set(
  'opmaken maken plaatsen installeren aansluiten leggen volgen opvolgen bewaken organiseren stuurt sturen',
  'aansturen coachen begeleiden rekruteren adviseren beheren uitvoeren controleren voorbereiden plannen',
  'verwerken opstellen rapporteren ondersteunen zorgen bijsturen uitstallen bestellen ontvangen leveren',
  'verzorgen indiceren vastleggen signaleren coordineren onderhouden herstellen testen keuren bereiden koken',
  'onthalen informeren verkopen voeren behandelen schrijven opvangen registreren bijhouden analyseren',
  'denken meedenken',
);

/**
 * A Dutch duty after 'Je:' opens with the verb's second person ('bewaakt de termijnen', 'coacht leidinggevenden',
 * 'analyseert verzuimcijfers'): the infinitive's stem and a -t, its vowel doubled in an open syllable
 * ('bewaken' → 'bewaakt', 'sturen' → 'stuurt'), a double consonant single ('plannen' → 'plant'), v/z → f/s
 * ('schrijven' → 'schrijft'); and any -eert word is such a form of an -eren verb ('adviseert', 'registreert') —
 * Dutch nouns do not end so. Source: the regular Dutch conjugation (ANS, present tense, 'jij/hij' form).
 */
function dutchSecondPerson(infinitive: string): string | null {
  if (!infinitive.endsWith('en')) return null;
  let stem = infinitive.slice(0, -2);
  if (/([bdfgklmnprst])\1$/.test(stem)) stem = stem.slice(0, -1);
  else if (/[^aeiou][aeiou][^aeiouy]$/.test(stem) && !/(?:el|er|ig)$/.test(stem.slice(-2)))
    stem = `${stem.slice(0, -1)}${stem.at(-2)}${stem.at(-1)}`;
  stem = stem.replace(/v$/, 'f').replace(/z$/, 's');
  return stem.endsWith('t') ? stem : `${stem}t`;
}
const DUTCH_DUTY_FORMS = new Set([
  ...DUTCH_DUTY_VERBS,
  ...[...DUTCH_DUTY_VERBS].map(dutchSecondPerson).filter((w): w is string => w !== null),
]);
const isDutchDutyVerb = (w: string) => DUTCH_DUTY_FORMS.has(w) || /^[a-z]{3,}eert$/.test(w);

export const REQUIREMENT_WORDS: Readonly<Record<TargetLanguage, RequirementWords>> = {
  french: {
    lead: set(
      // subject and verbs of having or knowing: "vous maîtrisez", "vous êtes titulaire du", "vous justifiez d'"
      'vous tu je nous etes avez disposez possedez maitrisez connaissez justifiez detenez pratiquez parlez',
      'savez aimez beneficiez avez-vous titulaire titulaires issu issue diplome-e',
      // nouns of requirement: "maîtrise de", "connaissance des", "expérience en", "notions de", "sens du"
      'maitrise connaissance connaissances experience experiences notions notion bases base sens gout',
      'aisance capacite capacites aptitude aptitudes competence competences savoir-faire appetence interet',
      'pratique usage utilisation sensibilite aise respect culture',
      // quantities and qualifiers: "5 ans d'", "une solide", "parfaite", "idéalement", "impérativement"
      'ans an annees annee mois minimum moins plus dont idealement imperativement obligatoirement egalement',
      'aussi excellente excellent excellentes bonne bonnes bon bons tres solide solides parfaite parfait',
      'premiere premier forte fort reelle reel veritable significative significatif confirmee confirme',
      'reussie averee avere approfondie approfondies approfondi serieuse serieux prouvee',
      'grande grand certaine certain idealement particulierement senior junior formation superieure',
      'parfaitement couramment pleinement bien preuve quotidien quotidiennement regulierement faites autre',
      'superieur cursus etudes parcours',
      // registered with a register ('inscrit(e) au RPPS', 'inscrit à l'Ordre'): the register is the requirement
      'inscrit inscrite inscrits inscrites',
      // 'en tant que chef de partie'
      'tant que',
      // articles, possessives and the prepositions that introduce an object
      'le la les l un une des du de d au aux a en sur avec votre vos son sa ses leur leurs',
    ),
    subjects: set('vous tu je nous on'),
    employer: set('nous notre nos'),
    trail: [
      ...seqs('est un plus', 'serait un plus', 'est un atout', 'serait un atout', 'un plus', 'un atout'),
      ...seqs('en cours de validite', 'a jour', 'en poche', 'serait apprecie', 'serait appreciee'),
      ...seqs('apprecie', 'appreciee', 'apprecies', 'appreciees', 'souhaite', 'souhaitee', 'souhaites'),
      ...seqs('souhaitees', 'souhaitable', 'exige', 'exigee', 'exiges', 'exigees', 'requis', 'requise'),
      ...seqs('indispensable', 'indispensables', 'obligatoire', 'obligatoires', 'imperatif', 'imperative'),
      ...seqs('bienvenu', 'bienvenue', 'bienvenus', 'necessaire', 'valide', 'courant', 'bilingue'),
      ...seqs('professionnel', 'minimum', 'confirme', 'confirmee', 'niveau', 'equivalent', 'exigee'),
      ...seqs('ou equivalent', 'ou similaire', 'similaire', 'ou plus', 'au moins', 'souhaite'),
      ...LEVELS.split(' ').map((l) => [l]),
    ],
    conjunctions: set('et ou et/ou ainsi que'),
    context: seqs('dans le', 'dans la', 'dans les', 'dans l', 'dans un', 'dans une', 'au sein'),
    cut: set('pour afin qui que permettant lorsque quand car puisque si'),
    clause: set(
      'je tu il elle nous vous ils elles on est sont etes etant sera serait seraient seront peut pouvez devez doit',
      'doivent pret prete prets capable capables souhaitez voulez savez avez ont fait faites notre nos',
    ),
    frame: set('diplome diplomes certificat certification attestation titre niveau etat habilitation'),
    tools: set('logiciel logiciels progiciel outil outils application erp crm sous avec'),
    pivots: set('experience experiences connaissance connaissances maitrise competences'),
    verbForm: /^[a-z]{3,}ez$/,
    // French duties open with an infinitive: -er and -ir words but the nouns of that shape, and the -re verbs
    dutyVerb: (w) =>
      (/^[a-z]{3,}(?:er|ir)$/.test(w) && !FRENCH_NOUNS_LIKE_VERBS.has(w)) || FRENCH_RE_VERBS.has(w),
    orExperience:
      /\bou (?:d'une |une |d')?(?:premiere |solide )?experience\b|\bou equivalent (?:par l'experience|professionnel)/,
    // Belgian French names its degrees 'bachelier', 'master' and 'graduat' (décret « Paysage » of the Fédération
    // Wallonie-Bruxelles, 2013)
    degrees: set(
      'bac bac+2 bac+3 bac+4 bac+5 bts dut but licence master diplome diplomes dcg dscg iut iup mastere bachelier bacheliers graduat',
    ),
    adjective:
      /(?:if|ive|ifs|ives|el|elle|els|elles|aire|aires|ique|iques|able|ables|ible|ibles|al|ale|aux|ales|e|ee|es|ees|ant|ante|ent|ente)$/,
  },
  english: {
    lead: set(
      'you your have has hold holds holding possess possesses bring brings are be being with',
      'proven demonstrable demonstrated strong good solid excellent sound thorough working practical',
      'hands-on deep extensive significant substantial full valid current basic minimum least years year',
      'months experience experienced knowledge understanding proficiency proficient familiarity familiar',
      'expertise background ability abilities skills skill track command fluency fluent competence',
      'confident comfortable exposure plus including ideally preferably also previous prior recent record',
      'essential successful profound insight in-depth indepth detailed thorough broad wide culture popular common',
      'modern relevant one two three several multiple various another other evidence proof large newly',
      'a an the of in on as at to for within using via some any and/or both either senior junior e.g e.g. i.e i.e.',
      // how the work is done ('use knives safely', 'work independently'): every trade asks it, a CV names the
      // tool or the task, not the manner
      'safely independently accurately correctly confidently effectively autonomously',
    ),
    subjects: set('you we i'),
    employer: set('we our'),
    trail: [
      ...seqs('is an advantage', 'an advantage', 'is a plus', 'a plus', 'a bonus', 'is desirable'),
      ...seqs('would be an advantage', 'would be a plus', 'is essential', 'is required', 'a must'),
      ...seqs('required', 'desirable', 'preferred', 'essential', 'advantageous', 'beneficial'),
      ...seqs('welcome', 'mandatory', 'necessary', 'skills', 'skill', 'knowledge', 'experience'),
      ...seqs('background', 'record', 'track record', 'ability', 'abilities', 'fluency', 'level'),
      ...seqs('or equivalent', 'or similar', 'equivalent', 'or above', 'or higher', 'minimum', 'preferably'),
      ...seqs('ideally', 'highly desirable', 'strongly preferred', 'a strong plus', 'proficiency'),
      ...seqs('capabilities', 'capability', 'competencies', 'competency', 'abilities', 'flair'),
      ...LEVELS.split(' ').map((l) => [l]),
    ],
    conjunctions: set('and or and/or as well as plus'),
    context: seqs('in a', 'in an', 'within a', 'within an', 'within', 'at', 'using', 'across'),
    cut: set('for to which that who whom where so because when while with along near around on'),
    clause: set(
      'i you we they he she it is are was were be being been will would can could should must shall may',
      'might willing able ready eager happy keen our their this these those',
    ),
    frame: set('diploma degree certificate certification certified qualification qualified level card'),
    tools: set('software tool tools system package platform erp crm using'),
    pivots: set('experience knowledge expertise background skills'),
    verbForm: null,
    dutyVerb: (w) => ENGLISH_DUTY_VERBS.has(w),
    orExperience:
      /\bor (?:equivalent|relevant|comparable|proven|demonstrable|significant|similar|substantial|extensive) (?:[a-z-]+ ){0,2}experience|\bor equivalent by experience|\bor \d+\+? years'? (?:[a-z-]+ ){0,2}experience/,
    degrees: set('degree bachelor bachelors bsc ba msc ma hnd hnc diploma btec a-levels gcse graduate'),
    adjective: /(?:al|ive|ous|ful|ic|ical|able|ible|ed|ent|ant|ary|less)$|^(?:spoken|written)$/,
  },
  dutch: {
    lead: set(
      'je jij u hebt heeft beschikt beschik bezit bezit beheerst beheers kent ken spreekt spreek bent ben',
      'in het bezit van over met als op de een minstens minimaal minimum ruime ruim goede goed grondige',
      'grondig degelijke degelijk vlotte vlot aantoonbare aantoonbaar brede breed sterke sterk uitstekende',
      'uitstekend gedegen relevante eerste jaar jaren maanden ervaring ervaringen kennis beheersing affiniteit',
      'inzicht vaardigheid vaardigheden bij voorkeur bijvoorbeeld zoals ook liefst idealiter waarvan onder',
      'andere o.a. gevoel zin interesse feeling voeling van tot senior junior medior opleiding afgeronde cultuur',
      'afgerond werkervaring praktijkervaring beroepservaring zelf vloeiend vloeiende uitstekend',
      // the verbs of a requirement after 'en' ("Je spreekt en schrijft vloeiend Nederlands")
      'schrijft spreekt neemt legt werkt denkt toont draagt communiceert beheerst weet houdt',
      // how the work is done ('zelfstandig bitumen plaatsen', 'veilig gebruik van schoonmaakproducten'): a CV
      // names the material or the task, not the manner
      'zelfstandig veilig veilige correct correcte nauwkeurig gebruik',
      // registered with a register ('ingeschreven in het BIG-register'): the register is the requirement
      'ingeschreven',
    ),
    subjects: set('je jij u we wij'),
    employer: set('wij we ons onze'),
    trail: [
      ...seqs('is een pluspunt', 'een pluspunt', 'is een meerwaarde', 'een meerwaarde', 'is een pre'),
      ...seqs('een pre', 'is een plus', 'strekt tot aanbeveling', 'is een must', 'is vereist', 'vereist'),
      ...seqs('gewenst', 'noodzakelijk', 'verplicht', 'pluspunt', 'meerwaarde', 'is een voordeel'),
      ...seqs('een voordeel', 'of gelijkwaardig', 'gelijkwaardig', 'of vergelijkbaar', 'vergelijkbaar'),
      ...seqs('kennis', 'ervaring', 'vaardigheden', 'niveau', 'vlot', 'is', 'een must', 'minimaal'),
      ...LEVELS.split(' ').map((l) => [l]),
    ],
    conjunctions: set('en of en/of alsook evenals'),
    context: seqs('in een', 'binnen een', 'binnen de', 'binnen het', 'bij een'),
    cut: set('om voor die dat waar wanneer omdat zodat waardoor wat met'),
    clause: set(
      'ik je jij we wij ze zij hij u is zijn bent ben wordt worden kan kunt kunnen moet moeten wil wilt',
      'zal zullen bereid dit dat deze onze jouw hun haar',
    ),
    frame: set('diploma getuigschrift attest certificaat certificering erkenning registratie niveau bewijs'),
    tools: set('software pakket programma systeem applicatie platform erp crm met'),
    pivots: set('ervaring kennis werkervaring'),
    verbForm: null,
    dutyVerb: isDutchDutyVerb,
    orExperience:
      /\bof (?:gelijkwaardig(?:e)? (?:door |via |door middel van )?(?:ervaring|werkervaring)|gelijkwaardige ervaring|evenwaardig(?:e)? (?:door |via )?ervaring|vergelijkbare ervaring)|\bof gelijkwaardig\b|denkniveau|\bof (?:aantoonbaar |aantoonbare |relevante |ruime )?(?:gelijkwaardige |vergelijkbare )?(?:werk)?ervaring\b/,
    degrees: set(
      'diploma bachelor master hbo wo mbo graduaat hbo-opleiding wo-opleiding mbo-opleiding hbo-niveau bachelordiploma masterdiploma',
    ),
    adjective: /(?:ig|ige|isch|ische|eel|ele|lijk|lijke|baar|bare|ief|ieve|end|ende)$/,
  },
};
