import type { TargetLanguage } from '@cv/contracts';
import { tokenize } from '../text/tokenize';
import { LANGUAGE_MARKERS } from './language-markers';

/**
 * Step 1 — the language of a text (spec §9): count the marker words of each language; a language wins with at
 * least 30 % of all hits and at least one hit; otherwise, and on a tie, French (the product's default). With fewer
 * than two hits the text does not tell (clearLanguageOfTokens): a short offer then takes the CV's language.
 * 'experience' is a marker of both French and English (accents are folded), so it counts for both.
 */
export const LANGUAGE_ORDER: readonly TargetLanguage[] = ['french', 'english', 'dutch'];
const MIN_SHARE = 0.3;

const MARKER_SETS = LANGUAGE_ORDER.map(
  (language) => [language, new Set(LANGUAGE_MARKERS[language])] as const,
);

export function countLanguageHits(text: string): Record<TargetLanguage, number> {
  return countHits(tokenize(text));
}

function countHits(tokens: readonly string[]): Record<TargetLanguage, number> {
  const hits: Record<TargetLanguage, number> = { french: 0, english: 0, dutch: 0 };
  for (const word of tokens) {
    for (const [language, markers] of MARKER_SETS) if (markers.has(word)) hits[language]++;
  }
  return hits;
}

export function detectLanguage(text: string): TargetLanguage {
  return languageOfTokens(tokenize(text));
}

/** Same as detectLanguage, on the text's tokens when the caller has them (a TextIndex's `tokens`). */
export function languageOfTokens(tokens: readonly string[]): TargetLanguage {
  return clearLanguageOfTokens(tokens) ?? 'french';
}

// Fewer marker words than this, and a text does not say its language ('Senior Financial Analyst. Power BI,
// Python, forecasting.' has none): the caller decides what to fall back on.
const MIN_HITS = 2;

/** The language the tokens' marker words show, or undefined when they are too few to tell. */
export function clearLanguageOfTokens(tokens: readonly string[]): TargetLanguage | undefined {
  const hits = countHits(tokens);
  const total = hits.french + hits.english + hits.dutch;
  if (total < MIN_HITS) return undefined;
  let winner: TargetLanguage = 'french';
  let best = 0;
  for (const language of LANGUAGE_ORDER) {
    const count = hits[language];
    if (count > best && count >= 1 && count >= MIN_SHARE * total) {
      winner = language;
      best = count;
    }
  }
  // two languages with as many hits: the text does not tell either
  const tied = LANGUAGE_ORDER.filter((language) => hits[language] === best).length > 1;
  return tied ? undefined : winner;
}
