import type { TargetLanguage } from '@cv/contracts';
import {
  FEMININE_DEGREE_WORDS,
  LEAD_PATTERNS,
  PLURAL_ACRONYM,
  PLURAL_DEGREE_ARTICLE,
  PLURAL_DEGREE_WORDS,
  VOWEL_SOUND_LETTERS,
} from '../data/lead-patterns';
import { fold } from '../text/fold';
import type { LeadFacts } from './lead-facts';

/**
 * The summary lead as a sentence of the offer's language (data/lead-patterns.ts): the role (with the offer's words
 * for it in brackets when the alias table gives them), the years, the must-haves proven, then the degrees. `seed`
 * picks the pattern (the CV's name line: each CV its own wording, the same at each generation). Nothing is
 * written without a role, nor with a role alone: a lead says at least its years, a skill or a degree.
 */
export const LEAD_SKILLS = 4;

export function writeSummaryLead(
  facts: LeadFacts,
  language: TargetLanguage,
  seed: string,
  skills: readonly string[],
): string | null {
  if (!facts.role || (skills.length === 0 && !facts.years && facts.degrees.length === 0)) return null;
  const patterns = LEAD_PATTERNS[language];
  const pick = <T>(list: readonly T[], salt: number) => list[(hash(seed) + salt) % list.length]!;
  const openings = skills.length > 0 ? patterns.opening : patterns.alone;
  // years counted over jobs of other roles ('Research Assistant' for a 'Research Fellow') are the person's, not
  // years 'as' the role: said after the role ('Research Fellow with 9 years of experience')
  const withYears = facts.years?.ofRole
    ? openings.withYears
    : openings.withYears.filter((p) => p.startsWith('{role}'));
  const opening = facts.years ? pick(withYears, 0) : pick(openings.withoutYears, 0);
  const years = facts.years ? patterns.years(Number(facts.years.text)) : '';
  // the role opens the sentence, or follows 'as' / 'als' / 'en tant que' inside it: there French and Dutch
  // write a common noun in lower case ('en tant que développeuse'), English keeps its capitals ('as Product Manager')
  const inside = !opening.startsWith('{role}') && language !== 'english';
  // ('développeuse Full-Stack'), unless the role is written as a name, every word capitalised ('Data Engineer')
  const common = /^\p{Lu}\p{Ll}/u.test(facts.role.text) && !/\s\p{Lu}\p{Ll}/u.test(facts.role.text);
  const own = inside && common ? lowerFirst(facts.role.text) : facts.role.text;
  const role = facts.roleInOffer ? `${own} (${facts.roleInOffer})` : own;
  let sentence = opening
    .replace('{role}', role)
    .replace('{years}', years)
    .replace('{skills}', list(skills, patterns.and));
  sentence = sentence.charAt(0).toLocaleUpperCase() + sentence.slice(1);
  if (language === 'french') sentence = elide(sentence);
  if (facts.degrees.length === 0) return sentence;
  const { pattern, withArticle } = pick(patterns.degree, 1);
  const names = facts.degrees.map((d) => (withArticle ? withItsArticle(d.text, language) : d.text));
  const degrees = withArticle ? list(names, patterns.and) : names.join(language === 'french' ? ' ; ' : '; ');
  const second = pattern.replace('{degrees}', degrees);
  return `${sentence} ${language === 'french' ? elide(second) : second}`;
}

/** 'd’un Master', 'd’une Licence', 'an MSc', 'a Bachelor', 'een MSc'; 'GCSEs', 'de GCSEs' (data/lead-patterns.ts). */
function withItsArticle(degree: string, language: TargetLanguage): string {
  if (isPlural(degree)) return [PLURAL_DEGREE_ARTICLE[language], degree].filter(Boolean).join(' ');
  if (language === 'french')
    return `${FEMININE_DEGREE_WORDS.has(firstWord(degree)) ? 'd’une' : 'd’un'} ${degree}`;
  if (language === 'english') return `${article(degree)} ${degree}`;
  return `een ${degree}`;
}

function isPlural(degree: string): boolean {
  const words = degree.split(/[\s,]+/);
  return words.some((w) => PLURAL_ACRONYM.test(w) || PLURAL_DEGREE_WORDS.has(fold(w)));
}

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase() + text.slice(1);

/** 'A, B et C' */
function list(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/** French elision before a vowel: 'de Agile' → 'd’Agile', 'de une' → 'd’une'. */
const elide = (text: string) => text.replace(/\b(d|qu)e ([aeiouyhéèêàâîôûAEIOUYHÉÈÊÀÂÎÔÛ])/g, '$1’$2');

const firstWord = (text: string) => fold(text.split(/\s+/)[0] ?? '').replace(/[^a-z]/g, '');

/** 'a' or 'an' before a degree (data/lead-patterns.ts: VOWEL_SOUND_LETTERS). */
function article(degree: string): string {
  const word = degree.split(/\s+/)[0] ?? '';
  const acronym = /^\p{Lu}[\p{Lu}.]/u.test(word) || /^\p{Lu}{2,}/u.test(word.replace(/[a-z]+$/, ''));
  if (acronym) return VOWEL_SOUND_LETTERS.includes(word.charAt(0)) ? 'an' : 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** A small stable hash (FNV-1a) of the seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * Whether a line reads as a lead this engine writes (of any pattern) for one of these roles: then no second one
 * is written above it. The role must be the CV's — 'Gecertificeerd boekhouder met ervaring in kmo-dossiers' reads
 * like a pattern, but for another role than the CV's 'Boekhouder'.
 */
export function isOwnLead(line: string, roles: readonly string[]): boolean {
  // ours are a sentence or two: a paragraph of the person's is not read through every pattern
  if (line.length > MAX_LEAD_CHARS) return false;
  const wanted = new Set(roles.map(fold));
  const opening = fold(line.trim());
  // every pattern opens with the role or the years: most lines are told apart without a pattern
  if (!/^\d/.test(opening) && ![...wanted].some((role) => role && opening.startsWith(role))) return false;
  return OWN_LEADS.some((pattern) => {
    const role = pattern.exec(line.trim())?.groups?.role;
    // the offer's words for it in brackets ('Cheffe de cuisine (Head Chef)') are not the role's
    return role !== undefined && wanted.has(fold(role.replace(/\s*\([^)]*\)$/, '')));
  });
}

const MAX_LEAD_CHARS = 600;

const OWN_LEADS: readonly RegExp[] = Object.values(LEAD_PATTERNS).flatMap((p) =>
  [...p.opening.withYears, ...p.opening.withoutYears, ...p.alone.withYears, ...p.alone.withoutYears].map(
    (pattern) =>
      new RegExp(
        `^${pattern
          .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
          .replace('{role}', '(?<role>[^;:,—]{1,80}?)')
          .replace(/\{\w+\}/g, '[^;]{1,300}?')}(?: .+)?$`,
        'iu',
      ),
  ),
);
