/**
 * Words the stemmers would merge with a word of another meaning (keywords/stem-word.ts): kept whole. Folded.
 * Each found by stemming the skill names of data/skill-aliases.ts and data/known-skills.ts in the three
 * languages and reading the collisions.
 */
export const UNSTEMMED: ReadonlySet<string> = new Set([
  'marketing', // English stem 'market': a marketing manager is not a market analyst
  'production', // English stem 'product': production deployment is not product management
  'productie', // the same in Dutch
  'data', // Dutch stem 'dat' would meet the word 'dat' (that)
  'business', // English stem 'busi' meets 'busy'
  'analytics', // English stem 'analyt' meets 'analytical' (a soft skill, not a tool)
  'analytical',
  'general', // English stem 'general' meets 'generate'
  'communications', // 'communications' (the field) stays apart from 'communication' (the skill)
  'containment', // English stem 'contain' meets 'containers': cable containment is not containerization
  'accessibility', // English stem 'access' meets 'access to a car': a driver is no accessibility tester
  'creative', // English stem 'creativ' meets 'creativity': 'creative agencies' in a CV are not its creativity
  'customs', // English stem 'custom' meets 'customers': serving a shop's customers is no customs clearance
]);
