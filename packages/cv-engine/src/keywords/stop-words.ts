/**
 * Words that say nothing about a job, removed before keywords are ranked (spec §9: French and English lists; we
 * add Dutch since the product writes Dutch CVs). Folded (no accents). Grouped by kind so a reader sees why a word
 * is here; words under three letters are already excluded by the length rule and not listed.
 */
const FRENCH = [
  // articles, pronouns, prepositions, conjunctions
  ...'les des une aux par pour avec dans sur sous chez entre vers sans selon ainsi donc car mais comme'.split(
    ' ',
  ),
  ...'que qui quoi dont cette ces cet ceux celle celles leur leurs son ses sont nos notre vos votre vous nous'.split(
    ' ',
  ),
  ...'ils elles elle lui est etre avoir avez avons ont sera seront etes fait faire tout tous toute toutes'.split(
    ' ',
  ),
  ...'plus moins tres bien aussi deja encore etc pas peu une autre autres meme chaque lors afin puis'.split(
    ' ',
  ),
  // job-offer filler: says how, not what
  ...'poste profil recherche recherchons rejoindre rejoignez souhaitez serez sein cadre niveau minimum'.split(
    ' ',
  ),
  ...'idealement egalement notamment plus possible bonne bon grande grand forte fort ans annee annees'.split(
    ' ',
  ),
];

const ENGLISH = [
  ...'the and for with you your our are was were will would can could should shall may might must'.split(' '),
  ...'this that these those from into onto over under about above across after before while within'.split(
    ' ',
  ),
  ...'have has had having been being not but all any each both other such than then them they their'.split(
    ' ',
  ),
  ...'there here what which who whom whose why how where when also just more most very well etc per'.split(
    ' ',
  ),
  ...'its his her him she out off own same too only able including include includes via based using'.split(
    ' ',
  ),
  // job-ad filler
  ...'looking seeking join ideal candidate role position responsibilities requirements preferred plus'.split(
    ' ',
  ),
  ...'strong good great excellent years year new work working related least equivalent required'.split(' '),
];

const DUTCH = [
  ...'het een van voor met zijn wij jij jou jouw ons onze naar ook bij als niet deze dit dat die wordt'.split(
    ' ',
  ),
  ...'worden heb hebt heeft hebben uit aan wat wie waar hoe dan door over onder tot om maar nog wel'.split(
    ' ',
  ),
  ...'zal zullen kan kunnen moet moeten mag mogen zoals alle veel meer andere hun haar hem zich ben bent'.split(
    ' ',
  ),
  ...'waarin waarbij daarnaast binnen tussen tijdens zonder omdat waar elk elke iets graag minimaal rond'.split(
    ' ',
  ),
  // vacancy filler
  ...'vacature functie zoeken zoekt bieden bieden goede goed sterke jaar jaren ervaring'.split(' '),
];

export const STOP_WORDS: ReadonlySet<string> = new Set([...FRENCH, ...ENGLISH, ...DUTCH]);
