/**
 * Words of a job ad that are never one of its requirements (decision D11: "after removing stop words and job-ad
 * boilerplate"), folded (no accents, lower case). The ad's perks, contract and process sections are left out
 * whole (job/split-offer-sections.ts); these lists catch the same words where they stray into the requirements
 * ("2 jours de télétravail" in a header, "une semaine sur six, rémunérée" in the missions). One group per reason.
 */
const words = (line: string) => line.split(' ');

/** The contract, the hours, the pay and perks, the process of applying: a requirement read from a clause
 *  (keywords/read-requirements.ts) holding one of these is not one ("horaires en décalé", "jours fériés par
 *  roulement", "company car"). Only words with no other sense in a requirement: 'formation', 'transport',
 *  'health', 'remote', 'budget' or 'insurance' name trades and skills too ("remote sensing", "health and
 *  safety"), and stay in the wider list below, read for single words only. */
const NOT_REQUIRED: readonly string[] = [
  ...words('cdi cdd interim alternance freelance temps plein partiel hybride hybrid teletravail'),
  ...words(
    'permanent temporary contract contrat full-time part-time fulltime parttime contractor hours heures',
  ),
  ...words('voltijds deeltijds onbepaalde bepaalde duur jaarcontract vast dienstverband uur uren week weken'),
  ...words('jours jour semaine semaines mois month months maand maanden day days dag dagen weekly daily'),
  ...words('horaires flexibles schedule rooster statut forfait demarrage start date debut'),
  ...words('week-end week-ends weekend weekends feries ferie roulement astreinte astreintes decale shifts'),
  ...words('nights nuits nachtdiensten weekenddiensten ploegendienst overtime'),
  // the days and times a job is worked, in a requirement's line ('disponible le samedi', 'maandag en dinsdag
  // gesloten', 'evenings and weekends')
  ...words('lundi mardi mercredi jeudi vendredi samedi dimanche soir soirs soiree matin matins nuit'),
  ...words('monday tuesday wednesday thursday friday saturday sunday evening evenings weekend peak'),
  ...words(
    'maandag dinsdag woensdag donderdag vrijdag zaterdag zondag avond avonden zondagvoormiddag gesloten',
  ),
  ...words('janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre'),
  ...words('january february march april june july august september october november december'),
  ...words('januari februari maart mei juni juli augustus oktober'),
  ...words('salaire salary salaris remuneration remuneree brut bruto net netto annuel annual jaarlijks'),
  ...words('prime bonus primes interessement mutuelle prevoyance tickets titres'),
  ...words('rtt conges vacances vakantiedagen vakantiegeld pension pensioen pensioenregeling retirement'),
  ...words('dental 401k maaltijdcheques ecocheques bedrijfswagen leasewagen leasefiets fietsvergoeding'),
  ...words('thuiswerkvergoeding vouchers package perks benefits avantages voordelen extralegale'),
  ...words('competitive competitif attractive opleidingsbudget macbook laptop bureaux offices kantoor'),
  ...words('terrasse dakterras borrel vrijdagmiddagborrels snacks'),
  ...words('postuler candidature candidatures candidat candidate candidates sollicitatie solliciteer apply'),
  ...words('resume cv lettre motivation cover letter interview entretien entretiens'),
  ...words('recrutement recruitment recruiter published publiee geplaatst plaatsingsdatum deadline'),
  ...words('vacature vacancy offre emploi job'),
];

/** The checks the employer makes itself before hiring — a criminal-record certificate (DBS, VOG, extrait de casier
 *  judiciaire, uittreksel uit het strafregister, Garda vetting): a condition of the contract a CV does not prove,
 *  never a requirement to show (the skill table's rows, by term; data/trades/teaching.ts). */
export const EMPLOYER_CHECKS: ReadonlySet<string> = new Set(['DBS check']);

export const NOT_REQUIRED_WORDS: ReadonlySet<string> = new Set(NOT_REQUIRED);

/** Perks alone, but the object of a payroll or HR job as the first word of a longer phrase ('pension
 *  auto-enrolment', 'pensioenregeling' aside): there they qualify the task's noun, and a requirement reads them
 *  (keywords/read-requirements.ts). Source: the UK Pensions Regulator's duties ("pension auto-enrolment"), the
 *  CIPP payroll syllabus, ESCO "administer pension schemes". */
export const PERK_OBJECTS: ReadonlySet<string> = new Set(['pension', 'pensions', 'retirement', 'retraite']);

export const OFFER_NOISE_WORDS: ReadonlySet<string> = new Set([
  // contract and hours: what the job pays and when, not what it asks
  ...words(
    'cdi cdd interim alternance stage freelance temps plein partiel hybride hybrid teletravail remote',
  ),
  ...words(
    'permanent temporary contract contrat full-time part-time fulltime parttime contractor hours heures',
  ),
  ...words('voltijds deeltijds onbepaalde bepaalde duur jaarcontract vast dienstverband uur uren week weken'),
  ...words('jours jour semaine semaines mois month months maand maanden day days dag dagen weekly daily'),
  ...words('horaires flexibles flexible schedule rooster statut cadre forfait demarrage start date debut'),
  // pay and perks
  ...words('salaire salary salaris remuneration remuneree brut bruto net netto annuel annual jaarlijks'),
  ...words('prime bonus primes interessement participation mutuelle prevoyance tickets titres restaurant'),
  ...words(
    'rtt conges vacances leave vakantiedagen vakantiegeld pension pensioen pensioenregeling retirement',
  ),
  ...words('insurance assurance verzekering hospitalisation dental vision health sante medical 401k equity'),
  ...words(
    'maaltijdcheques ecocheques bedrijfswagen leasewagen leasefiets fietsvergoeding thuiswerkvergoeding',
  ),
  ...words('vouchers meal company car mobility mobilite abonnement transports transport reimbursement'),
  ...words('package perks benefits avantages voordelen extralegale competitive competitif attractive'),
  ...words('budget formation opleidingsbudget learning conferences conference equipement macbook laptop'),
  ...words('bureaux offices kantoor office terrasse dakterras borrel vrijdagmiddagborrels snacks fruit'),
  // the process of applying, not the job
  ...words('postuler candidature candidatures candidat candidate candidates sollicitatie solliciteer apply'),
  ...words(
    'application applications resume cv lettre motivation cover letter interview entretien entretiens',
  ),
  ...words('recrutement recruitment recruiter assessment procedure processus reponse reference ref'),
  ...words('published publiee geplaatst plaatsingsdatum deadline vacature vacancy offre emploi job'),
  // the employer speaking of itself
  ...words('entreprise company bedrijf organisation organisatie societe groupe group employer werkgever'),
  ...words('collegues collega collegas colleagues personnes people mensen employees salaries medewerkers'),
  ...words('fondee founded opgericht clients klanten customers mission missie valeurs values waarden'),
  ...words('leader leading growing croissance groei fast-growing startup scale-up dynamic dynamique'),
  ...words('actionnaire actionnaires shareholder shareholders aandeelhouder aandeelhouders famille familial'),
  ...words('opportunity opportunities opportunite kans kansen equal diversity inclusion inclusive diverse'),
  ...words('week-end week-ends weekend weekends feries ferie roulement astreinte astreintes decale shifts'),
  ...words('shift nights nuits nachtdiensten weekenddiensten ploegen ploegendienst overtime'),
  // how a requirement is phrased, not what it is
  ...words('maitrise connaissance connaissances pratique sensibilite aisance capacite capacites aptitude'),
  ...words(
    'experience experiences experimente confirmee confirme solide solides bonnes excellente excellent',
  ),
  ...words(
    'knowledge proficiency proficient familiarity familiar understanding ability abilities skills skill',
  ),
  ...words('experienced proven demonstrated hands-on solid deep expert expertise track record background'),
  ...words('kennis ervaring ervaren beheersing vaardigheden vaardig vlot ruime afgeronde affiniteit'),
  ...words('aimez aime aimer vous etes savez souhaitez envie passion passionne passionate motivated'),
  ...words('bijvoorbeeld example exemple instance e.g eg i.e etc ideally idealement preferably liefst'),
  ...words('choix choice keuze keuzes werken werkt work works travail travailler travaillez'),
  ...words('vragen vraag vraagt questions question schrijft schrijf writes spreekt speak speaks parler'),
  ...words('minimum minimaal minstens least plus years year ans annee annees jaar jaren'),
  ...words('role poste functie position job team equipe afdeling departement department'),
  ...words('nouvelles nouveaux nouveau new nieuwe nieuw various divers diverses several plusieurs'),
  ...words('environment environnement omgeving culture cultuur sfeer atmosphere'),
]);

/** Clause markers of a nice-to-have: the clause they are in asks for something optional. Folded. */
export const NICE_TO_HAVE_MARKERS: readonly RegExp[] = [
  /\b(?:est|serait|constitue) un (?:\w+ )?(?:plus|atout|avantage)\b/, // "… est un plus", "un réel atout"
  /\bun (?:(?:vrai|reel|veritable|gros|grand|sacre|petit) )?(?:plus|atout)\b/,
  /\bapprecie(?:e|s|es)?\b/, // "une certification AWS est appréciée"
  /\bsouhaite(?:e|s|es)?\b|\bsouhaitable\b|\bidealement\b/,
  /\b(?:is|are|would be) (?:a |an )?(?:(?:real|big|great|definite|distinct) )?(?:plus|advantage|bonus|asset)\b/, // "is an advantage"
  /\b(?:strong |big )?asset\b/, // "French and/or Dutch is a strong asset"
  /\bpreferred\b|\bpreferably\b|\bnice to have\b|\bdesirable\b|\bideally\b|\bappreciated\b|\bnot required\b/,
  /\bbonus\b/,
  /\bis een (?:pre|plus|pluspunt)\b|\been pre\b|\bpluspunt\b|\bstrekt tot aanbeveling\b|\bbij voorkeur\b/,
  /\bmooi meegenomen\b/,
  // "Kennis van Frans is een meerwaarde", "… emergency lighting an advantage", "un avantage", "bienvenue"
  /\b(?:een )?meerwaarde\b|\been voordeel\b|\ban advantage\b|\bun avantage\b|\bbienvenu(?:e|s|es)?\b/,
];

/** Clause markers of a must-have wherever the clause stands (in the missions too). Folded. */
export const MUST_HAVE_MARKERS: readonly RegExp[] = [
  /\bexige(?:e|s|es)?\b|\bindispensable\b|\bobligatoire\b|\bimperati(?:f|ve)\b/,
  /\brequired\b|\bmust\b|\bessential\b|\bmandatory\b/,
  /\bvereist\b|\bminstens\b|\bnoodzakelijk\b|\bverplicht\b/,
];
