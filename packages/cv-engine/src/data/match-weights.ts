/**
 * What each requirement of an offer weighs in the keyword part of the score (D11's 60 %; ADR 017). A recruiter
 * sorting CVs reads, in this order: is this person of the trade (the job title), do they have what the ad
 * requires, then what it would like. Weights, not ranks: the spec's "weighted by rank" made the twentieth word
 * of an ad's missions weigh as much as its third must-have, and a CV sharing a list of common words with an
 * unrelated ad outscored one holding the ad's trade.
 */

/** A must-have (the profile; "required", "exigé", "minstens"): what the ad cannot do without. */
export const MUST_HAVE_WEIGHT = 3;
/** Anything else the ad names (its missions, its stack, "un plus", "is an advantage"). */
export const NICE_TO_HAVE_WEIGHT = 1;
/**
 * Requirements most ads of every trade share — soft skills, languages, degree levels — count for less: a CV
 * with "teamwork" and "English" meets them in a marketing ad and a nursing ad alike, so they say little about
 * which ad it fits (issue 24: a back-end developer's CV scored higher on a marketing offer than on a back-end
 * one through such words).
 */
export const SHARED_REQUIREMENT_FACTOR = 0.4;
/**
 * The job title, as a share of the whole keyword part: the words of the title the CV holds (its trade:
 * 'infirmier de bloc opératoire', 'data engineer'), by share. A quarter: enough that a CV of the trade comes
 * first, not so much that the title alone, without the requirements, scores well.
 */
export const TITLE_SHARE = 0.25;

/**
 * The table's skills that most ads share (data/skill-aliases.ts terms): soft skills, languages, degree levels.
 * Source: the skills of bench/offers-truth.json's offers named by more than a third of them across trades.
 */
export const SHARED_REQUIREMENTS: ReadonlySet<string> = new Set([
  'teamwork',
  'autonomy',
  'communication',
  'written communication',
  'leadership',
  'mentoring',
  'problem solving',
  'attention to detail',
  'creativity',
  'curiosity',
  'critical thinking',
  'analytical skills',
  'initiative',
  'adaptability',
  'time management',
  'presentation skills',
  'knowledge sharing',
  'negotiation',
  'cross-functional teams',
  'stakeholder management',
  'English',
  'French',
  'Dutch',
  'German',
  "master's degree",
  "bachelor's degree",
  'Excel',
  'project management',
  'customer orientation',
  'calm',
  'punctuality',
  'empathy',
  'active listening',
  'kindness',
]);
