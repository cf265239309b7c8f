import type { TargetLanguage } from '@cv/contracts';

/**
 * Words job ads use around their requirements in every trade — what the job does in general, how good something
 * must be, who it is for — that are never a requirement on their own (D11 "job-ad boilerplate"; issue 24: "a bare
 * 'care' or 'registered' says nothing"). Per language, folded; compared by stem in the ad's language
 * (keywords/read-clause.ts, keywords/read-requirements.ts), so 'develop' also covers 'developing' and
 * 'development', and 'ontwikkel' covers 'ontwikkelen'. French and Dutch ads borrow English words ('senior',
 * 'lead', 'support'), so the English list is read for them too.
 *
 * A word here is never a term alone, and is read past at the edges of a requirement ("professional English" is
 * English); inside a phrase it stays ("patient care", "gestion de projet"), and a skill of the tables named with
 * one of these words is still found. One group per reason.
 *
 * Source: written by hand from the offers of bench/offers-truth.json and ../shared/fixtures and from the words the
 * issue-24 reading of unseen offers showed as keywords though they said nothing; checked against the general
 * vocabulary of each language (the words any ad of any trade uses), not against a downloaded list.
 */
const words = (...lines: string[]) => lines.flatMap((line) => line.split(' '));

const ENGLISH = words(
  // numbers written out: counts, not skills
  'one two three four five six seven eight nine ten twelve dozen hundred thousand million',
  // verbs of any job ad: what is done, not with what
  'develop design build create make deliver define drive ensure own lead manage maintain support',
  'help provide use implement improve conduct facilitate contribute collaborate partner work',
  'stay seek join bring take keep grow apply set sets run track assess identify translate',
  'optimize optimise write perform participate engage establish present publish expected',
  'meet meeting meetings need needs like including include involve involves operate serve',
  'understand learn share report reporting align execute execution oversee prepare produce',
  // how much or how good, in every trade
  'senior junior medior lead principal staff modern advanced multiple various several best',
  'high high-quality quality top-tier leading cutting-edge innovative complex clear clean',
  'key core main primary relevant similar related applied general overall successful success',
  'ideal great large small scale scalable sound effective efficient detailed comprehensive',
  'professional professionals registered qualified certified accredited appropriate suitable equivalent',
  'excellent outstanding exceptional competent confident reliable flexible strong solid good',
  // abstract nouns every ad has
  'description program programme programs around within across production promotion computing',
  'field fields area areas potential venue venues level levels way ways part parts thing things figures numbers',
  'practice practices principle principles technique techniques methodology methodologies',
  'technology technologies solution solutions system systems project projects platform platforms',
  'tool tools process processes concept concepts approach approaches framework frameworks',
  'product products service services feature features application applications app apps',
  'decision decisions result results outcome outcomes impact goal goals objective objectives',
  'opportunities problem problems challenge challenges standard standards requirement',
  'rate rates activity activities task tasks responsibility responsibilities duty duties',
  'environment environments setting settings sector sectors industry industries business',
  'care support management operations work job role position unit ward department site',
  'rule rules access attitude mindset energy enthusiasm passion drive willingness commitment internals basics subject target',
  // the ad's praise of the person it wants: every ad says it, no CV proves it ('enthusiastic', 'motivated'); the
  // work qualities a recruiter screens for (rigour, punctuality, teamwork…) are skills of the tables instead
  'enthusiastic energetic passionate motivated driven friendly positive cheerful hardworking hard-working',
  'dedicated committed eager upbeat bubbly outgoing ambitious',
  // how the job is described in every trade: its pace and its variety, where it leads
  'busy fast-paced varied variety range wide daily day-to-day rewarding exciting challenging career',
  'progression training development growth local community existing current additional further',
  // people the job works with, named generically
  'members member partners stakeholder users user teams people person persons individuals colleagues',
  'patients patient clients client customers customer residents pupils students staff public',
  // the people a service is for, named in any trade's missions ('safeguard children', 'inform citizens'); the
  // French and Dutch lists leave out 'enfants' and 'kinderen', which a duty's object often holds ('sécurité des
  // enfants': cut from it, the duty's object was lost)
  'children child kids infants babies citizens',
);

const FRENCH = words(
  'un deux trois quatre cinq six sept huit neuf dix cent mille douze',
  // verbs of any ad
  'concevoir developper construire creer faire livrer definir assurer piloter gerer maintenir',
  'accompagner aider fournir utiliser mettre ameliorer conduire contribuer collaborer participer',
  'rejoindre apporter prendre suivre proposer rediger presenter evoluer integrer animer',
  'coordonner realiser veiller garantir pilotez participez contribuez serez rattache travailler',
  // how much or how good
  'nouveau nouvelles meilleur meilleure haute haut qualite complexe clair claire efficace',
  'professionnel professionnelle professionnels professionnelles qualifie qualifiee diplome',
  'diplomee confirme confirmee experimente experimentee rigoureux serieux fiable polyvalent',
  'equivalent equivalente similaire approprie adaptee important importante general generale regle regles entreprise entreprises',
  // abstract nouns
  'domaine domaines besoin besoins bout fonctionnalites fonctionnalite outil outils projet projets',
  'solution sujet sujets enjeux enjeu cas manieres maniere niveau resultat resultats promotion',
  'environnement secteur secteurs activite activites mission missions tache taches poste metier',
  'gestion suivi mise place cadre structure ensemble travail terrain service services soin soins',
  'section sections attitude dynamisme energie envie motivation processus regles port atout atouts urgence',
  'prise charge fonction fonctions responsabilite responsabilites objectif objectifs',
  // the unit of a trade's work, as 'site' and 'ward' in English: what a duty acts on in every ad of the trade
  'chantier chantiers examen examens',
  // the ad's praise of the person it wants (see the English list)
  'dynamique motive motivee motives passionne passionnee enthousiaste souriant souriante energique',
  'volontaire implique impliquee investi investie sympathique ambitieux ambitieuse',
  // how the job is described in every trade (see the English list)
  'quotidien quotidienne rythme soutenu varie variee variees divers diverses evolution carriere',
  'formation formations ambiance local locale locaux existant existante',
  // people
  'patient patients client clients usager usagers beneficiaires eleves etudiants public publics',
  'collaborateurs partenaires interlocuteurs equipe equipes personnel',
  'citoyens citoyen habitants',
);

const DUTCH = words(
  'een twee drie vier vijf zes zeven acht negen tien honderd duizend',
  // verbs of any ad
  'ontwikkelen ontwikkelt ontwikkel bouwen bouwt bouw maken maakt leveren zorgen zorgt zorg',
  'werken werkt beheren beheert onderhouden onderhoudt verbeteren verbetert verbeter helpen',
  'gebruiken gebruikt samen samenwerken denken denkt houden houdt komen komt geven geeft',
  'vertalen vertaalt adviseren adviseert presenteren presenteert bewaken bewaakt uitvoeren voert',
  // how much or how good
  'vergelijkbaar vergelijkbaars vergelijkbare betrouwbaar betrouwbare goede nieuwe slimme echte',
  'moderne hoge grote kleine brede sterke heldere complexe diverse actief actieve open sociale',
  'professioneel professionele gediplomeerd gediplomeerde gekwalificeerd gelijkwaardig passende',
  'druk drukte praktijk regel regels relevante relevant ervaren kwalitatieve kwalitatief bevoegd bevoegde bekwaam bekwame',
  // abstract nouns
  'gebied gebieden manier onderdeel onderdelen oplossing oplossingen project projecten systemen',
  'toepassingen applicaties verschil mogelijkheden mogelijkheid onder andere ander dingen promotie',
  'omgeving sector sectoren taak taken functie rol werk beheer ondersteuning kwaliteit dienst',
  'diensten afdeling doelen resultaten verantwoordelijkheid verantwoordelijkheden opdracht',
  // people
  // the ad's praise of the person it wants (see the English list)
  'enthousiast enthousiaste gemotiveerd gemotiveerde gedreven positief positieve vriendelijk vriendelijke',
  'energiek energieke spontaan spontane hardwerkend hardwerkende ambitieus ambitieuze',
  // how the job is described in every trade (see the English list)
  'dagelijks dagelijkse afwisselend afwisselende uitdagend uitdagende boeiend boeiende leuk leuke',
  'fijn fijne doorgroeimogelijkheden groeimogelijkheden sfeer lokaal lokale bestaande',
  'patient patienten client clienten klanten bewoners leerlingen studenten burgers collega',
  'teams team partners medewerkers',
  'inwoners',
);

export const GENERIC_AD_WORDS: Readonly<Record<TargetLanguage, readonly string[]>> = {
  english: ENGLISH,
  french: [...FRENCH, ...ENGLISH],
  dutch: [...DUTCH, ...ENGLISH],
};
