import {
  CLOSING_HEAD_WORDS,
  COMPOUND_HEADS,
  HEADING_QUALIFIERS,
  SECTION_HEAD_WORDS,
} from '../data/section-head-words';
import { hasJobTitleWord } from './entry-words';
import type { SectionKey } from './section-headings';

/**
 * A heading the alias list does not hold word for word, but that names a section by its head word with a
 * qualifier: 'Teaching experience', 'Expérience hospitalière', 'Research Experience', 'Langues parlées',
 * 'Education & Certifications' (the first named section wins), 'Werkervaring en stages', 'Mijn loopbaan', and
 * Dutch compounds ('Beroepservaring'). Only short lines (at most MAX_WORDS words, no list separators) that open
 * or close on a head word, once possessives and general qualifiers are set aside, are read this way.
 */
export const MAX_WORDS = 4;
// these turn a head word away from its section: 'Years of experience: 5' is content, not a heading
const NOT_A_HEADING = /\d|years of|ans d|jaar/;

// A heading lists nothing: a line with separators is content ('Nantes · expertise comptable').
const SEPARATORS = /[·•,;|:()/]/;
// a compound's first part is a word of its own: 'beroeps' + 'ervaring', not 'ervaring' alone
const MIN_COMPOUND_PREFIX = 3;

const HEAD = new Map<string, SectionKey>(SECTION_HEAD_WORDS);
const CLOSING = new Map<string, SectionKey>(CLOSING_HEAD_WORDS);

export function sectionOfQualifiedHeading(key: string): SectionKey | undefined {
  if (NOT_A_HEADING.test(key) || SEPARATORS.test(key)) return undefined;
  const all = key.split(/[^\p{L}']+/u).filter(Boolean);
  const words = all.filter((word) => !HEADING_QUALIFIERS.has(word));
  if (words.length === 0 || all.length > MAX_WORDS) return undefined;
  const last = words[words.length - 1]!;
  if (words.length === 1) return HEAD.get(last) ?? CLOSING.get(last) ?? compoundHead(last);
  // the head word opens or closes the heading: 'Expérience hospitalière', 'Teaching experience' — a head word
  // before a job title is a title ('Employment Lawyer', 'Education Officer')
  const head = HEAD.get(words[0]!);
  const opening = head !== undefined && !hasJobTitleWord(words.slice(1).join(' ')) ? head : undefined;
  return opening ?? HEAD.get(last) ?? CLOSING.get(last);
}

function compoundHead(word: string): SectionKey | undefined {
  for (const [end, key] of COMPOUND_HEADS)
    if ((word === end || word.length >= end.length + MIN_COMPOUND_PREFIX) && word.endsWith(end)) return key;
  return undefined;
}
