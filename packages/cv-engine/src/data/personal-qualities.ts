/**
 * The qualities of a person an ad lists together ("Excellent relationnel, sens de l'écoute, capacité à convaincre";
 * "Kindness, reliability and respect"; "nauwkeurig en klantvriendelijk"): a recruiter reads such a list as one
 * requirement — the kind of person wanted — and a CV shows it by some of them, never by repeating each word
 * (keywords/extract-job-terms.ts makes them one choice; issue 24). Two kinds of entries:
 * - the skills of the tables (data/skill-aliases.ts, data/trades) that are such qualities, by their term;
 * - word starts, folded, for the qualities no table names (adjectives and nouns of the three languages).
 * A skill proved by a name or a diploma (a language, Excel, negotiation as a trade) is no quality here.
 *
 * Source: ESCO's "attitudes" and "social and communication skills" groups (transversal skills, the labels in the
 * three languages, from our knowledge of them) and France Travail's « savoir-être professionnels » (ROME 4.0
 * list: rigueur, sens de l'organisation, capacité d'adaptation, persévérance…), with the words the trade offers of
 * bench/trade-offers/tuning use for them. Not a downloaded list.
 */
export const QUALITY_SKILLS: ReadonlySet<string> = new Set([
  'teamwork',
  'autonomy',
  'communication',
  'written communication',
  'attention to detail',
  'adaptability',
  'time management',
  'initiative',
  'curiosity',
  'creativity',
  'calm',
  'punctuality',
  'kindness',
  'empathy',
  'active listening',
  'customer orientation',
  'resilience',
  'problem solving',
  'critical thinking',
  'leadership',
  'commercial awareness',
]);

/** Folded word starts ('ponctu' covers ponctuel, ponctualité; 'nauwkeurig' its noun). */
export const QUALITY_STARTS: readonly string[] = [
  // French: savoir-être
  'rigueur rigoureu ponctu soigneu soigne calme patien dynami motive relationnel ecoute convainc persua',
  'diplomat discret discretion courtois autonom organise organisation rapidite rapide propre proprete',
  'perseveran tenac reactiv polyvalen bienveill empath adaptab disponib fiabl serieu honnete curieu',
  'creati cadence delais aisance redactionnel pedagog assidu minutie minutieu methodi',
  // English: attitudes
  'reliab punctual kindness dignity respect caring compassion calm patient resilien',
  'enthusias motivated proactive organised organized flexib adaptab empath honest trustworth discreet',
  'meticulous thorough diligent conscientious friendly approachable positive personable commercially',
  'self-motivated hardworking hard-working persuasi persever relationship',
  // Dutch: competenties
  'nauwkeurig klantvriendelijk klantgericht flexibel stressbestendig zelfstandig betrouwba punctu stipt',
  'netjes snel gestructureerd cijfermatig communicatief oplossingsgericht leergierig collegiaal discreet gedreven',
  'enthousias proactief teamplayer teamspeler zorgvuldig geduldig empathisch verantwoordelijk',
].flatMap((line) => line.split(' '));
