/**
 * Words that claim to lead people, folded (FR / EN / NL): 'Led a team', 'encadrement de l'équipe', 'Leidt een
 * team', 'Animation des ateliers', 'Lead architect'. A change may claim it only where its evidence does
 * (document/gates/levels-of.ts, level 'leads'): a graduate's bullet given a team to lead, or taking part in
 * workshops made running them, is an invented promotion. 'Mentored', 'coached', 'supervised' (tutorials),
 * 'begeleidt' are not leading; 'led to', 'leidde tot', 'lead time' and sales 'leads' are not about people.
 */
export const LEADERSHIP_WORDS: readonly RegExp[] = [
  /\b(?:led|leads?|leading)\b(?! to\b| time\b| times\b| generation\b| gen\b| scoring\b)/,
  /\b(?:head of|headed|heading (?:a|the) team|managed (?:a|the) team|team lead\w*|manager of)\b/,
  // the French CV's 'référente' is the team's point person: an 'accessibility lead'
  /\breferente?s?\b/,
  /\b(?:encadr\w*|dirig\w*|pilot(?:age|ait|er|e|ee|es)\b|anim(?:ation|e|ee|er|ait)\b|management d)/,
  /\b(?:leid(?:de|t|en|ing|inggevend\w*)?)\b(?! tot\b)|\b(?:aanstur\w*|aangestuurd|stuurde\b.{0,40}\baan|hoofd van)\b/,
  // a kitchen's or a site's ranks ('chef de partie', 'cheffe de chantier', 'sous-chef', 'second de cuisine'): a
  // commis shown as one is promoted. Not the chef someone else is ('remplacement du chef', 'avec le chef de…')
  /(?<!\b(?:le|du|au|les|des|aux|the|met de|van de) )\bchef(?:fe)?s? (?:de|d')\s?\w+|\b(?:head|executive|sous)[- ]chef\b/,
  /\b(?:second de cuisine|chef-kok|souschef)\b/,
];

/**
 * A manager's title ('Comptable général confirmé' → 'Responsable comptable'). Claimed only by a title or an
 * entry line: in a bullet, 'used by 180 store managers' names other people.
 */
export const LEADERSHIP_TITLES: readonly RegExp[] = [
  /\b(?:manager|managers|responsable|responsables|chef d'equipe|teamleider|teamlead)\b/,
  // Dutch compounds of 'leider' ('bedrijfsleider', 'projectleider', 'ploegleider')
  /\b\p{L}+(?:leider|leidster)s?\b/u,
  // a rank above the staff it names ('Warehouse Operative' → 'Warehouse Supervisor', 'Medewerker' →
  // 'Coördinator', 'Coffreur' → 'Chef coffreur', 'Opérateur' → 'Contremaître'): the title claims people to lead
  /\b(?:supervisor|superviseur|superviseuse|supervisors|coordinator|coordinateur|coordinatrice|coordinators)\b/,
  /\b(?:foreman|forewoman|contremaitre|contremaitresse|ploegbaas|voorman|voorvrouw|meestergast|opzichter)\b/,
  // a bare 'chef' before a trade ('Chef coffreur', 'Chef monteur'), not another's ('assistant du chef')
  /(?<!\b(?:le|du|au|les|des|aux|the|met de|van de) )\bchef(?:fe)?s? (?!de\b|d'|du\b)\p{L}{4,}/u,
];

/**
 * The head of a department or a company ('Marketing Manager' → 'Head of Marketing' is a promotion): a level above
 * the manager's, claimed only where the evidence holds it.
 */
export const HEAD_TITLES: readonly RegExp[] = [
  /\b(?:head of|director|directeur|directrice|chief|vp|vice[- ]president|hoofd|directie|cto|ceo|cfo|coo|cmo)\b/,
  // 'Principal Planner' above 'Senior Planner'; a Dutch head's compound ('Hoofdreceptioniste', 'hoofdverpleegkundige')
  // but not the head office or the main task ('hoofdkantoor', 'hoofdtaak', 'hoofdzakelijk')
  /\bprincipal\b/,
  /\bhoofd(?!kantoor|zaak|zakelijk|stuk|taak|taken|vak|functie|doel|rol|ingang|gebouw|stad|weg|punt|lijn)\p{L}{4,}/u,
];

/**
 * Words that prove running something, as evidence only: 'ran the seasonal hiring' is what 'pilotage du
 * recrutement' translates, so a translation may say 'pilotage' there. Not a claim a change adds: 'Ran A/B tests'
 * is the translation of 'Voerde A/B-testen uit', which leads nobody.
 */
export const RUNNING_WORDS: readonly RegExp[] = [
  /\bran\b(?! (?:into|out|on|through|over)\b)/,
  // 'Run the night planning desk' (present tense, with its object), which 'Pilote le poste de nuit' translates
  /\bruns? (?:the|a|an|our|my|its|his|her)\b/,
];
