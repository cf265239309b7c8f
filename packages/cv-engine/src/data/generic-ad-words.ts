/**
 * Words job ads use around their requirements in every trade — what the job does in general, how good something
 * must be — that are never a requirement on their own (D11 "job-ad boilerplate"). Folded; compared by stem in the
 * ad's language (keywords/extract-job-terms.ts), so 'develop' also covers 'developing' and 'development', and
 * 'ontwikkel' covers 'ontwikkelen'. A skill named with one of these words is a phrase of the skill table
 * ('software development', 'gestion de projet') and is still found. One group per reason.
 */
const words = (line: string) => line.split(' ');

export const GENERIC_AD_WORDS: readonly string[] = [
  // numbers written out: counts, not skills
  ...words('one two three four five six seven eight nine ten twelve dozen hundred thousand million'),
  ...words('un deux trois quatre cinq six sept huit neuf dix cent mille douze'),
  ...words('een twee drie vier vijf zes zeven acht negen tien honderd duizend'),
  // English verbs of any job ad: what is done, not with what
  ...words('develop design build create make deliver define drive ensure own lead manage maintain support'),
  ...words('help provide use implement improve conduct facilitate contribute collaborate partner work'),
  ...words('stay seek join bring take keep grow apply set sets run track assess identify translate'),
  ...words('optimize optimise write perform participate engage establish present publish expected'),
  ...words('meet meeting meetings need needs like including include involve involves operate serve'),
  ...words('understand learn share report reporting align execute execution oversee prepare produce'),
  // French verbs of any ad
  ...words('concevoir developper construire creer faire livrer definir assurer piloter gerer maintenir'),
  ...words('accompagner aider fournir utiliser mettre ameliorer conduire contribuer collaborer participer'),
  ...words('rejoindre apporter prendre suivre proposer rediger presenter evoluer integrer animer'),
  ...words('coordonner construire realiser veiller garantir pilotez participez contribuez serez rattache'),
  // Dutch verbs of any ad
  ...words('ontwikkelen ontwikkelt ontwikkel bouwen bouwt bouw maken maakt leveren zorgen zorgt zorg'),
  ...words('werken werkt beheren beheert onderhouden onderhoudt verbeteren verbetert verbeter helpen'),
  ...words('gebruiken gebruikt samen samenwerken denken denkt houden houdt komen komt geven geeft'),
  ...words('vertalen vertaalt adviseren adviseert presenteren presenteert bewaken bewaakt uitvoeren voert'),
  // how much or how good, in every trade
  ...words('senior junior medior lead principal staff modern advanced multiple various several best'),
  ...words('high high-quality quality top-tier leading cutting-edge innovative complex clear clean'),
  ...words('key core main primary relevant similar related applied general overall successful success'),
  ...words('ideal great large small scale scalable sound effective efficient detailed comprehensive'),
  ...words('vergelijkbaar vergelijkbaars vergelijkbare betrouwbaar betrouwbare goede nieuwe slimme echte'),
  ...words('moderne hoge grote kleine brede sterke heldere complexe diverse actief actieve open sociale'),
  ...words('nouveau nouvelles meilleur meilleure haute haut qualite complexe clair claire efficace'),
  // abstract nouns every ad has
  ...words('description program programme programs professional professionals around within across'),
  ...words('production productie'),
  ...words('field fields area areas potential venue venues level levels way ways part parts thing things'),
  ...words('practice practices principle principles technique techniques methodology methodologies'),
  ...words('technology technologies solution solutions system systems project projects platform platforms'),
  ...words('tool tools process processes concept concepts approach approaches framework frameworks'),
  ...words('product products service services feature features application applications app apps'),
  ...words('decision decisions result results outcome outcomes impact goal goals objective objectives'),
  ...words('opportunities problem problems challenge challenges standard standards requirement'),
  ...words('rate rates activity activities task tasks responsibility responsibilities duty duties'),
  ...words('domaine domaines besoin besoins bout fonctionnalites fonctionnalite outil outils projet projets'),
  ...words('solution sujet sujets enjeux enjeu cas manieres maniere niveau qualite resultat resultats'),
  ...words('gebied gebieden manier onderdeel onderdelen oplossing oplossingen project projecten systemen'),
  ...words('toepassingen applicaties verschil mogelijkheden mogelijkheid onder andere ander dingen'),
  // people the job works with, named generically
  ...words(
    'members member partners stakeholder users user teams people person persons individuals colleagues',
  ),
];
