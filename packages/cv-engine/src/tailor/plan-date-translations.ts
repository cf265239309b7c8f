import type { TargetLanguage } from '@cv/contracts';
import { DATE_LABEL_WORDS, DATE_LABELS, MONTH_WORDS } from '../data/date-words';
import { MONTH_NUMBERS } from '../data/month-numbers';
import type { ChangeDraft } from '../document/changes/change-draft';
import type { CvDocument } from '../document/cv-document';
import { findPeriod } from '../parse/find-period';
import { fold } from '../text/fold';

/**
 * Changes — when the headings are translated (the CV's language is not the offer's), the dates follow: month
 * names and the words of a period ('aujourd’hui', 'depuis', 'de … à …') in the offer's language
 * (data/date-words.ts), inside the period only — 'mai' elsewhere in a line is a word, not a month. A short month
 * stays short ('janv.' → 'Jan'), a full one full. D21: names of months and fixed labels, never content.
 */
const MONTH_OF = new Map(MONTH_NUMBERS.flatMap((names, i) => names.map((name) => [name, i] as const)));
const FULL = new Set(Object.values(MONTH_WORDS).flatMap((months) => months.map(([full]) => fold(full))));
const LABEL_OF = new Map(DATE_LABEL_WORDS.map(([word, label]) => [fold(word).replace(/['’]/g, "'"), label]));
// a word, with the apostrophe of "aujourd'hui" and "jusqu'à", and the dot of a short month
const WORD = /\p{L}+(?:['’]\p{L}+)?\.?/gu;
const PHRASES = [...LABEL_OF.keys()].filter((w) => w.includes(' ')).sort((a, b) => b.length - a.length);

export function planDateTranslations(
  document: CvDocument,
  cvLanguage: TargetLanguage,
  language: TargetLanguage,
): ChangeDraft[] {
  if (cvLanguage === language) return [];
  const drafts: ChangeDraft[] = [];
  for (const section of document.sections) {
    if (section.key === 'header') continue;
    for (const block of section.blocks) {
      const found = findPeriod(block.text);
      if (!found) continue;
      const period = translatePeriod(found.period, language, found.index === 0);
      if (period === found.period) continue;
      const at = block.text.indexOf(found.period);
      const after = block.text.slice(0, at) + period + block.text.slice(at + found.period.length);
      drafts.push({
        kind: 'dates_translated',
        section: section.key,
        block: block.id,
        before: block.text,
        after,
      });
    }
  }
  return drafts;
}

/**
 * A period in `language`. English writes its months with a capital; French and Dutch in lower case, but for the
 * first word of a line (`opensLine`); a month is written as the language writes it ('apr.' → 'Apr').
 */
export function translatePeriod(period: string, language: TargetLanguage, opensLine = false): string {
  let text = period;
  let first = opensLine;
  const cased = (word: string, written: string) => {
    const capital = language === 'english' ? /^\p{Lu}/u.test(written) : first && /^\p{Lu}/u.test(written);
    first = false;
    return capital ? capitalise(word) : word;
  };
  // phrases first ('ce jour', 'to date'), as one label
  for (const phrase of PHRASES) {
    const at = fold(text).replace(/['’]/g, "'").indexOf(phrase);
    if (at === -1) continue;
    const written = text.slice(at, at + phrase.length);
    text = text.slice(0, at) + label(phrase, written, language, cased) + text.slice(at + phrase.length);
  }
  return text.replace(WORD, (word) => {
    const bare = fold(word.replace(/\.$/, '')).replace(/['’]/g, "'");
    const month = MONTH_OF.get(bare);
    if (month !== undefined) {
      const [full, short] = MONTH_WORDS[language][month]!;
      const written = FULL.has(bare) ? full : short;
      if (language !== 'english') return cased(written, word);
      first = false;
      return capitalise(written);
    }
    if (LABEL_OF.has(bare)) return label(bare, word, language, cased);
    first = false;
    return word;
  });
}

function label(
  key: string,
  written: string,
  language: TargetLanguage,
  cased: (word: string, written: string) => string,
): string {
  const word = DATE_LABELS[language][LABEL_OF.get(key)!];
  return same(word, written) ? cased(written, written) : cased(word, written);
}

/** The same word, its case and a short form's dot aside ('Jan' and 'jan.'; not 'dec' and 'déc.'). */
const same = (a: string, b: string) =>
  a.replace(/\.$/, '').toLowerCase() === b.replace(/\.$/, '').toLowerCase();

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
