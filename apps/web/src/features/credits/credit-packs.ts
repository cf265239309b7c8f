/** A pack of the server's catalogue (D5): the client only ever sends `credits`; prices come from the server. */
export interface CreditPack {
  credits: number;
  priceEur: number;
  popular: boolean;
}

/** The catalogue of decision D5, shown while `GET /api/payments/packs` cannot answer. */
export const FALLBACK_CREDIT_PACKS: readonly CreditPack[] = [
  { credits: 10, priceEur: 1, popular: false },
  { credits: 100, priceEur: 5, popular: true },
];

/** Keeps the well-formed packs of the server's answer, smallest first; null when nothing usable came. */
export function readCreditPacks(payload: unknown): CreditPack[] | null {
  const list = Array.isArray(payload)
    ? payload
    : payload && typeof payload === 'object' && Array.isArray((payload as { packs?: unknown }).packs)
      ? (payload as { packs: unknown[] }).packs
      : null;
  if (!list) return null;
  const packs = list.flatMap((item): CreditPack[] => {
    if (!item || typeof item !== 'object') return [];
    const { credits, priceEur, popular } = item as Record<string, unknown>;
    if (typeof credits !== 'number' || !Number.isInteger(credits) || credits < 1) return [];
    if (typeof priceEur !== 'number' || !Number.isFinite(priceEur) || priceEur < 0) return [];
    return [{ credits, priceEur, popular: popular === true }];
  });
  return packs.length > 0 ? packs.sort((a, b) => a.credits - b.credits) : null;
}

/**
 * '1 €' / '9,99 €' in French, '€1' / '€9.99' in English: whole euros without decimals, cents when there are
 * some. Written out rather than with Intl.NumberFormat: the prices are on a visitor's first screen, and the
 * page's first Intl number format loads the locale's data on the main thread (docs/performance.md).
 */
export function formatEuros(amount: number, language: string): string {
  const cents = Math.round(amount * 100);
  const whole = cents % 100 === 0;
  const digits = whole ? String(cents / 100) : (cents / 100).toFixed(2);
  // a no-break space: the sign never wraps away from its amount
  return language === 'en' ? `€${digits}` : `${digits.replace('.', ',')}\u00a0€`;
}
