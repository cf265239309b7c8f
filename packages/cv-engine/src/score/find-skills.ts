import type { TargetLanguage } from '@cv/contracts';
import { KNOWN_SKILLS } from '../data/known-skills';
import { SOFT_SKILLS } from '../data/soft-skills';
import { fold } from '../text/fold';
import { compileTerm, hasCompiledTerm, hasTerm, type TextIndex } from '../text/text-index';

/**
 * Hard and soft skills named in a text (data/known-skills.ts, data/soft-skills.ts), by their display name.
 * The tables are compiled once (tokenized, folded) when the module loads: the scorer runs them on every request.
 */
const SKILLS = KNOWN_SKILLS.map((row) => ({ display: row[0], terms: row.map(compileTerm) }));
const BY_DISPLAY = new Map(SKILLS.map((skill) => [skill.display, skill]));

const START = 3;
const SOFT = SOFT_SKILLS.map((row) => ({
  label: row.label,
  stems: row.stems.map((stem) => {
    const text = ` ${fold(stem).replace(/['-]/g, ' ')}`;
    // how a word of the text must begin for the stem to be there (its first word, up to START letters)
    return { text, start: text.slice(1).split(' ')[0]!.slice(0, START) };
  }),
}));

export function findKnownSkills(index: TextIndex): string[] {
  return SKILLS.filter((skill) => skill.terms.some((term) => hasCompiledTerm(index, term))).map(
    (s) => s.display,
  );
}

export function cvHasSkill(index: TextIndex, display: string): boolean {
  const skill = BY_DISPLAY.get(display);
  return skill ? skill.terms.some((term) => hasCompiledTerm(index, term)) : hasTerm(index, display);
}

/** Soft skills present in a text, labelled in `language`; a stem matches at the start of a word. */
export function findSoftSkills(index: TextIndex, language: TargetLanguage): string[] {
  const starts = wordStarts(index);
  return SOFT.filter((row) =>
    row.stems.some((stem) => starts.has(stem.start) && index.line.includes(stem.text)),
  ).map((row) => row.label[language]);
}

// A stem can only be found in the line if some word of the text begins like it: a set of word beginnings
// (of the lengths the stems need; every word of the line is in `words`) spares most searches of the line.
const START_LENGTHS = [...new Set(SOFT.flatMap((row) => row.stems.map((stem) => stem.start.length)))];
const STARTS = new WeakMap<TextIndex, Set<string>>();

function wordStarts(index: TextIndex): Set<string> {
  let starts = STARTS.get(index);
  if (!starts) {
    starts = new Set();
    for (const word of index.words) for (const n of START_LENGTHS) starts.add(word.slice(0, n));
    STARTS.set(index, starts);
  }
  return starts;
}
