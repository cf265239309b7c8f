import type { TargetLanguage } from '@cv/contracts';
import { stemmer as dutch } from '@orama/stemmers/dutch';
import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as french } from '@orama/stemmers/french';
import { UNSTEMMED } from '../data/unstemmed-words';

/**
 * The Snowball stem of a folded word in a language (D11: "matched with stemming"), so 'tests' and 'testing',
 * 'autonome' and 'autonomie', 'datamodel' and 'datamodellen' meet. Words are folded before they are stemmed:
 * a CV written without accents meets an offer written with them. Short words, tokens with digits or symbols
 * ('c#', 'ci/cd', 'html5') and the words of data/unstemmed-words.ts are kept whole. Each language keeps a cache:
 * an offer and a CV repeat their words.
 */
const STEMMERS: Record<TargetLanguage, (word: string) => string> = { french, english, dutch };
const CACHES: Record<TargetLanguage, Map<string, string>> = {
  french: new Map(),
  english: new Map(),
  dutch: new Map(),
};
const MIN_LENGTH = 4;
const MAX_CACHE = 20_000;

/**
 * A French word is stemmed from its singular: Snowball's French stemmer cuts some singulars further than their
 * plurals ('conflit' → 'confl', 'conflits' → 'conflit'; 'emploi' → 'emploi', 'emplois' → 'emplois'), so a CV's
 * 'gestion de conflit' missed an offer's 'gestion de conflits'. The plural mark (-s, and -x after a vowel pair:
 * 'jeux', 'réseaux') is dropped first on both sides; 'ss' stays ('process', 'stress'). English and Dutch Snowball
 * already meet their plurals.
 */
function singular(folded: string, language: TargetLanguage): string {
  if (language !== 'french' || folded.length <= MIN_LENGTH) return folded;
  if (/[^s]s$/.test(folded) || /(?:au|eu|ou)x$/.test(folded)) return folded.slice(0, -1);
  return folded;
}

export function stemWord(folded: string, language: TargetLanguage): string {
  const cache = CACHES[language];
  let stem = cache.get(folded);
  if (stem === undefined) {
    stem =
      folded.length < MIN_LENGTH || !/^\p{L}+$/u.test(folded) || UNSTEMMED.has(folded)
        ? folded
        : STEMMERS[language](singular(folded, language));
    if (cache.size > MAX_CACHE) cache.clear();
    cache.set(folded, stem);
  }
  return stem;
}
