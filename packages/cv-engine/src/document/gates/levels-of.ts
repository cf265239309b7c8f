import { HEAD_TITLES, LEADERSHIP_TITLES, LEADERSHIP_WORDS } from '../../data/leadership-words';
import { LEVEL_CONTEXTS, QUALIFICATION_LEVELS } from '../../data/qualification-levels';
import { RESULT_CLAIMS } from '../../data/result-words';
import { fold } from '../../text/fold';

/**
 * The levels a text states (data/qualification-levels.ts): degrees, certification tiers, language levels,
 * seniority, leading people (a manager's title only where `asTitle`: a line, not a bullet). Read on the folded text with punctuation as blanks, whole words only; a tier or a language level
 * only in its own kind of line (LEVEL_CONTEXTS).
 */
const words = (text: string) =>
  ` ${fold(text)
    .replace(/['’]s\b/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .map((word) => (word.length > 4 ? word.replace(/s$/, '') : word))
    .join(' ')} `;

const PHRASES = QUALIFICATION_LEVELS.map(([spelling, level]) => ({ words: words(spelling), level }));
// 'BS', 'MS', 'B.A.', 'Licence' name a degree in an education line; elsewhere 'MS' is as often milliseconds,
// 'B.A.' initials, and a licence a permit ('C and CE licences', 'licence IV')
const EDUCATION_ONLY = new Set([
  ' bs ',
  ' ms ',
  ' b s ',
  ' m s ',
  ' b a ',
  ' m a ',
  ' licence ',
  ' license ',
]);

// a date range's open end ('2024 – en cours', '2023 – lopend') is a date (dates-of.ts), not a degree in progress
const OPEN_END = /[-–—]\s*(?:en cours|lopend|ongoing|in progress)\b/giu;

export function levelsOf(text: string, section: string, asTitle = true): Set<string> {
  const line = words(text.replace(OPEN_END, ' '));
  const found = new Set<string>();
  for (const phrase of PHRASES) {
    if (!line.includes(phrase.words)) continue;
    if (EDUCATION_ONLY.has(phrase.words) && section !== 'education') continue;
    const context = LEVEL_CONTEXTS.find(([prefix]) => phrase.level.startsWith(prefix));
    if (context && !context[1].includes(section) && !context[2].test(text)) continue;
    found.add(phrase.level);
  }
  const folded = fold(text);
  // 'Assistante de direction adjointe', 'Chef de culture adjointe': a title's 'adjoint(e)' after its words shares
  // the role (at the head of a line, 'Adjoint administratif' is a civil-service grade of its own)
  if (asTitle && DEPUTY_AFTER.test(folded)) found.add('shared-role');
  const leads = [...LEADERSHIP_WORDS, ...(asTitle ? LEADERSHIP_TITLES : [])];
  if (leads.some((pattern) => pattern.test(folded))) found.add(LEADS);
  if (asTitle && HEAD_TITLES.some((pattern) => pattern.test(folded))) found.add('head');
  // a result is claimed of work done: a skill line's 'amélioration continue' or a degree's title is no outcome
  // an acronym's name spelt out ('RGAA (Référentiel Général d'Amélioration de l'Accessibilité)') claims nothing
  const claims = fold(text.replace(/\b\p{Lu}{2,}\s*\([^()]*\)/gu, ' '));
  if (!NO_RESULTS.has(section) && RESULT_CLAIMS.some((pattern) => pattern.test(claims))) found.add(RESULT);
  return found;
}

/** An outcome claimed ('Optimised the routes', data/result-words.ts): a change may word it away, not add it. */
export const RESULT = 'result';
const NO_RESULTS = new Set(['skills', 'softSkills', 'languages', 'interests', 'education', 'certifications']);

const DEPUTY_AFTER = /\p{L}\s+adjointe?s?\b/u;

/** Leading people (data/leadership-words.ts): a claim a change may not add, but a translation may word away. */
export const LEADS = 'leads';

/** Levels a change may leave out: a weaker claim, not a false one ('Experienced engineer' → 'Engineer'). */
export const MAY_LOSE: ReadonlySet<string> = new Set([
  LEADS,
  RESULT,
  'multilingual',
  'head',
  'experienced',
  'senior',
  'skill-advanced',
  'reach-national',
  'reach-international',
]);

/** Levels a change may name without evidence: a weaker claim ('basic', 'notions'). */
export const MAY_ADD: ReadonlySet<string> = new Set([
  'in-progress',
  'assisting',
  'supervised',
  'skill-basic',
  'lang-basic',
  'shared-role',
  'part-time',
]);
