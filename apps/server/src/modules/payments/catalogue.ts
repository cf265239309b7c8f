import type { CreditPack } from '@cv/contracts';

/** The one pack catalogue (decision D5). The client sends a pack's credit count; prices come from here. */
export const CREDIT_PACKS: readonly CreditPack[] = [
  { credits: 10, priceEur: 1.0 },
  { credits: 100, priceEur: 5.0, popular: true },
];

export const CURRENCY = 'eur';

export function findPack(credits: number): CreditPack | null {
  return CREDIT_PACKS.find((pack) => pack.credits === credits) ?? null;
}

export function priceCents(pack: CreditPack): number {
  return Math.round(pack.priceEur * 100);
}

/** The product name shown on the checkout page and the card statement. */
export function packName(pack: CreditPack): string {
  return `CV Sur Mesure — ${pack.credits} crédits`;
}

/** True when a provider's session (credits, amount, currency) is exactly one of our packs at its price. */
export function matchesPack(credits: number, amountCents: number, currency: string): boolean {
  const pack = findPack(credits);
  return pack !== null && priceCents(pack) === amountCents && currency.toLowerCase() === CURRENCY;
}
