import { BRAND_WORDS } from '../../data/brand-words';
import { ENGLISH_WORDS } from '../../data/english-words';
import { JOB_TITLE_STEMS } from '../../parse/entry-words';

/**
 * Whether a folded word is a common word that a text may write with a capital: English title case ('Computer
 * Science', 'Front-end Developer', data/english-words.ts) and the words of job titles in the three languages
 * (parse/entry-words.ts) — but not a brand that is also an English word (data/brand-words.ts).
 */
let english: Set<string> | undefined;

export function isCommonWord(folded: string): boolean {
  if (BRAND_WORDS.has(folded)) return false;
  english ??= new Set(ENGLISH_WORDS.split(' '));
  if (english.has(folded) || english.has(folded.replace(/s$/, ''))) return true;
  return JOB_TITLE_STEMS.some((stem) => !stem.includes(' ') && folded.startsWith(stem));
}
