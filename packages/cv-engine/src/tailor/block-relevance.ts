import { fold } from '../text/fold';
import { holdsWhole, type OfferProofs, type Proof } from './offer-proofs';

/**
 * How much a block says for the offer: the offer's terms it proves, a must-have counting for more than a term
 * the offer only names. A bullet proving one must-have goes before one naming two of the offer's other words.
 */
const WEIGHTS = {
  mustHave: 3,
  other: 1,
} as const;

export function blockRelevance(proofs: OfferProofs, blockId: string): number {
  return (proofs.ofBlock.get(blockId) ?? []).reduce(
    (sum, proof) => sum + (proof.mustHave ? WEIGHTS.mustHave : WEIGHTS.other),
    0,
  );
}

/**
 * The offer's terms a block proves, must-haves first, each once, in the offer's spelling — and not a term another
 * one holds ('testing' beside 'inspection and testing': the reason would name it twice).
 */
export function termsOf(proofs: OfferProofs, blockId: string): string[] {
  const own: readonly Proof[] = proofs.ofBlock.get(blockId) ?? [];
  const sorted = [...own].sort((a, b) => Number(b.mustHave) - Number(a.mustHave));
  return withoutHeld(sorted.map((p) => p.term.word));
}

/** Terms each once, without those another one holds ('testing' beside 'inspection and testing'). */
export function withoutHeld(terms: readonly string[]): string[] {
  const unique = [...new Set(terms)];
  return unique.filter(
    (term) => !unique.some((other) => other !== term && holdsWhole(fold(other), fold(term))),
  );
}
