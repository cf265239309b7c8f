import type { TargetLanguage } from '@cv/contracts';
import { PERSON_TRAITS, TRAIT_COMPANIONS, TRAIT_COMPLEMENT } from '../data/person-traits';
import { fold } from '../text/fold';

/**
 * Step 2f — a term that only describes the person wanted ('rigoureux', 'ponctuel(le)', 'een echte teamspeler',
 * 'calm under pressure', 'patient avec les enfants'): its words are traits of data/person-traits.ts, with at most
 * intensifiers and articles beside them, and what follows a preposition after the trait only says towards what.
 * Such a term is no requirement (keywords/extract-job-terms.ts drops it); a competence noun ('rigueur', 'attention
 * to detail', 'zelfstandig werken') has a word that is no trait, and stays. French and Dutch ads borrow English
 * traits ('hands-on', 'self-starter'), so the English list is read for them too.
 */
export function isPersonTrait(surface: string, language: TargetLanguage): boolean {
  const own = PERSON_TRAITS[language];
  const borrowed = PERSON_TRAITS.english;
  const words = fold(surface)
    .split(/[^\p{L}-]+/u)
    .filter(Boolean);
  let traits = 0;
  for (const word of words) {
    if (traits > 0 && TRAIT_COMPLEMENT.test(word)) break;
    if (own.has(word) || borrowed.has(word)) traits++;
    else if (!TRAIT_COMPANIONS.has(word)) return false;
  }
  return traits > 0;
}
