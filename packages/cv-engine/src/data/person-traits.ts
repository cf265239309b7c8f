import type { TargetLanguage } from '@cv/contracts';

/**
 * The words an ad describes the person it wants with — their temper and manner, as adjectives or as nouns for a
 * kind of person ("Rigoureux, curieux et autonome, vous…", "Je bent een echte teamspeler, klantvriendelijk en
 * stressbestendig", "Warm, professional and calm under pressure"): never a must-have term (issue 24). Every ad
 * of every trade says them, no CV proves them by repeating them, and a recruiter does not screen a CV for the word
 * 'ponctuel'. The qualities still count where they belong, in the soft-skill part of the score
 * (data/soft-skills.ts), read from the whole offer; a quality named as a competence, a noun of the tables
 * ('communication skills', 'attention to detail', 'rigueur', 'esprit d'équipe', 'zelfstandig werken'), stays a
 * term.
 *
 * Source: the attitudes of ESCO's transversal skills and competences ("attitudes and values": show
 * conscientiousness, demonstrate willingness to learn, cope with stress, be patient…) and France Travail's ROME
 * 4.0 « savoir-être professionnels » (rigueur, autonomie, curiosité, persévérance, réactivité, gestion du stress,
 * capacité d'adaptation…), turned into the adjectives and person nouns job ads write for them in each language;
 * for Dutch the VDAB competentiewoordenboek's behavioural competences (nauwkeurigheid, klantgerichtheid,
 * resultaatgerichtheid, stressbestendigheid, flexibiliteit…) as adjectives. Written by hand, folded; French
 * masculine forms (the feminine and plural are made below), Dutch base forms (the -e form is made below).
 */
const words = (...lines: string[]) => lines.flatMap((line) => line.split(' '));

const FRENCH = words(
  'rigoureux ponctuel autonome curieux patient pedagogue organise methodique minutieux soigneux',
  'dynamique motive polyvalent reactif disponible fiable serieux honnete discret bienveillant empathique',
  'souriant courtois calme perseverant tenace adaptable flexible creatif proactif investi implique assidu',
  'resistant endurant volontaire enthousiaste energique consciencieux attentif attentionne chaleureux',
  'agreable avenant aimable jovial positif respectueux loyal integre debrouillard entreprenant ambitieux',
  'passionne communicant autodidacte perspicace diplomate tolerant stable oriente',
);

const ENGLISH = words(
  'reliable punctual organised organized patient calm warm friendly caring compassionate empathetic empathic',
  'enthusiastic motivated self-motivated proactive flexible adaptable resilient meticulous thorough diligent',
  'conscientious approachable personable honest trustworthy dependable discreet hard-working hardworking',
  'positive cheerful kind tactful courteous polite energetic driven ambitious curious creative composed',
  'level-headed unflappable dedicated committed passionate outgoing bubbly self-starter results-driven',
  'results-oriented detail-oriented detail-focused hands-on team-player',
);

const DUTCH = words(
  'nauwkeurig zorgvuldig punctueel stipt geduldig empathisch flexibel stressbestendig betrouwbaar',
  'klantgericht klantvriendelijk resultaatgericht oplossingsgericht doelgericht proactief gedreven enthousiast',
  'leergierig collegiaal teamspeler teamplayer discreet stevig integer communicatief sociaal vriendelijk',
  'hartelijk gastvrij representatief assertief positief creatief nieuwsgierig georganiseerd gestructureerd',
  'accuraat secuur loyaal energiek ondernemend initiatiefrijk daadkrachtig besluitvaardig rustig kalm',
  'hands-on zelfstandig',
);

/** The words that go with a trait without making it a skill: intensifiers, articles, 'vous êtes', 'je bent',
 *  and two-word person nouns ('team player'). Folded. */
export const TRAIT_COMPANIONS: ReadonlySet<string> = new Set(
  words(
    'excellent excellente tres bon bonne grand grande vrai vraie veritable reel reelle dote dotee un une d de du',
    'et ou vous etes sens very highly truly real genuine naturally a an and or you are team player',
    'echte echt een zeer heel erg sterk sterke en of je bent',
    // what 'orienté' is turned to ('orienté client', 'orienté résultats'): the same praise as 'klantgericht'
    'client clients resultat resultats solution solutions',
  ),
);

/** What a trait is towards or under ('patient avec les enfants', 'calm under pressure', 'résistant au stress',
 *  'bestand tegen stress'): the rest of the term says no more. Folded. */
export const TRAIT_COMPLEMENT =
  /^(?:avec|envers|au|aux|a|sous|face|with|under|towards|to|in|met|tegen|onder|naar)$/;

// the feminine of a French adjective ('rigoureuse', 'réactive', 'ponctuelle', 'organisée'); not the plural, which
// an ad seldom writes for its one candidate and which would take 'patients' (people) for 'patient'
const feminine = (w: string) => {
  if (w.endsWith('eux')) return [`${w.slice(0, -1)}se`];
  if (w.endsWith('if')) return [`${w.slice(0, -1)}ve`];
  if (w.endsWith('el')) return [`${w}le`];
  if (w.endsWith('e')) return [];
  return [`${w}e`];
};

export const PERSON_TRAITS: Readonly<Record<TargetLanguage, ReadonlySet<string>>> = {
  french: new Set(FRENCH.flatMap((w) => [w, ...feminine(w)])),
  english: new Set(ENGLISH),
  dutch: new Set(DUTCH.flatMap((w) => [w, `${w}e`])),
};
