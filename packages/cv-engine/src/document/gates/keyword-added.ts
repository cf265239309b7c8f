import type { JobTerm } from '../../keywords/extract-job-terms';
import { presenceOf, readCvWords } from '../../keywords/match-job-keywords';
import { hasTerm, indexText } from '../../text/text-index';
import { languageOf } from './content-kept';

/**
 * The first of the offer's keywords the CV lacks that a change would bring in (D22: a missing keyword reaches
 * the CV only when the user ticks it). Read as the score reads the CV — under any of its spellings in the three
 * languages, by stem ('intégration continue' is CI/CD) — so that a translation that writes the offer's word for
 * what its block already said ('tableau de bord' → 'dashboard') brings nothing new. A translation into another
 * language renders its block in that language's common words: there, a keyword that is a plain word of the
 * offer ('reports', 'collaborate') is the block's own content said in the offer's words, which the score's
 * spellings cannot always follow across languages ('maandrapportage', 'werk nauw samen'); a name ('Power BI',
 * 'Kubernetes', 'CI/CD') is refused in any case, and so is any keyword a rewording in the same language adds.
 */
export function keywordAdded(
  before: string,
  after: string,
  missing: readonly string[],
  terms: readonly JobTerm[],
  /** Whether the change translates its block, when the caller knows it better than the lines show. */
  translation?: boolean,
): string | undefined {
  const byWord = new Map(terms.map((term) => [term.word.toLowerCase(), term]));
  // the change names it: as written, or a skill under one of its names; the block had it: the score's way,
  // stems and near spellings included ('développeuse' for 'développeur')
  const found = (text: string, loosely: boolean) => {
    const index = indexText(text);
    const words = readCvWords(text);
    return (keyword: string) => {
      const term = byWord.get(keyword.toLowerCase());
      if (hasTerm(index, keyword)) return true;
      if (!term) return false;
      // a presence with no words of the text behind it proves nothing (seen: an empty spelling found)
      const presence = presenceOf(term, words);
      if (!presence.cvSpelling?.trim()) return false;
      // the change names a plain word of the offer under its own stem ('naturalisaties' for 'naturalisatie')
      return loosely || term.skill !== null || presence.exact;
    };
  };
  const inAfter = found(after, false);
  // a translation may keep the block's own words in brackets ('Public road transport driver (Titre professionnel
  // Conducteur…)'): its language is that of the rest
  const was = languageOf(before);
  const translated = translation ?? (was !== undefined && languageOf(withoutBrackets(after)) !== was);
  const candidates = missing.filter((keyword) => inAfter(keyword) && !(translated && isPlainWord(keyword)));
  if (!candidates.length) return undefined;
  const inBefore = found(before, true);
  return candidates.find((keyword) => !inBefore(keyword));
}

const withoutBrackets = (text: string) => text.replace(/\([^()]*\)/g, ' ');

/** A word of the language, written in lower case: no capital, digit or sign ('reports', not 'Power BI'). */
const isPlainWord = (keyword: string) => /^[\p{Ll}\s'’-]+$/u.test(keyword);
