import type { TargetLanguage } from '@cv/contracts';
import { REQUIREMENT_WORDS } from '../data/requirement-words';
import { type CvWords, presenceOf } from '../keywords/match-job-keywords';
import { genericStems, readClause } from '../keywords/read-clause';
import type { SkillRow } from '../keywords/skill-terms';
import { stemWord } from '../keywords/stem-word';
import { STOP_WORDS } from '../keywords/stop-words';
import { wordStream } from '../keywords/word-stream';

/**
 * The share of an offer's job title a CV holds (0–1), the trade part of the keyword match (ADR 017): the title's
 * skills of the tables under any of their names ('Head Chef' in a CV of a 'Cheffe de cuisine', 'contrôleur de
 * gestion' in one of a 'Management Accountant'), and its other words by stem or similarity ('Electrician').
 * Qualifiers say which kind of the trade, not the trade ('Senior', 'Commercial', 'industriel'): left out while
 * another word remains. Null for a title without a word of substance.
 */
type Unit = { readonly skill: SkillRow | null; readonly word: string; readonly stem: string | null };

export function titleShare(title: string, language: TargetLanguage, cv: CvWords): number | null {
  const units = titleUnits(title, language);
  if (units.length === 0) return null;
  const found = units.filter(
    (u) =>
      presenceOf(
        {
          word: u.word,
          folded: u.word,
          count: 1,
          mustHave: true,
          alternatives: [],
          eitherOnly: false,
          skill: u.skill,
          stem: u.stem,
          phrase: null,
          parts: [],
        },
        cv,
      ).found,
  );
  return found.length / units.length;
}

const CACHE = new Map<string, Unit[]>();

function titleUnits(title: string, language: TargetLanguage): Unit[] {
  const key = `${language}|${title}`;
  const cached = CACHE.get(key);
  if (cached) return cached;
  const stream = wordStream(title, language);
  const generic = genericStems(language);
  const adjective = REQUIREMENT_WORDS[language].adjective;
  const skills: Unit[] = [];
  const words: Unit[] = [];
  const qualifiers: Unit[] = [];
  readClause(
    stream,
    new Set(),
    language,
    (phrase) => skills.push({ skill: phrase.row, word: phrase.row.term, stem: null }),
    (at) => {
      const folded = stream.words[at]!.folded;
      if (STOP_WORDS.has(folded) || folded.length < 3) return;
      const unit = { skill: null, word: folded, stem: stemWord(folded, language) };
      if (generic.has(unit.stem) || (folded.length > 4 && adjective.test(folded))) qualifiers.push(unit);
      else words.push(unit);
    },
  );
  const units = skills.length + words.length > 0 ? [...skills, ...words] : qualifiers;
  if (CACHE.size > 200) CACHE.clear();
  CACHE.set(key, units);
  return units;
}
