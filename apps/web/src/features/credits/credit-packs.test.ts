import { describe, expect, it } from 'vitest';
import { FALLBACK_CREDIT_PACKS, formatEuros, readCreditPacks } from './credit-packs';

describe('readCreditPacks', () => {
  it("keeps the server's packs, smallest first", () => {
    expect(
      readCreditPacks([
        { credits: 100, priceEur: 5, popular: true },
        { credits: 10, priceEur: 1 },
      ]),
    ).toEqual([
      { credits: 10, priceEur: 1, popular: false },
      { credits: 100, priceEur: 5, popular: true },
    ]);
    expect(readCreditPacks({ packs: [{ credits: 10, priceEur: 1 }] })).toHaveLength(1);
  });

  it('drops malformed packs and answers null when nothing is usable', () => {
    expect(
      readCreditPacks([
        { credits: '10', priceEur: 1 },
        { credits: 0, priceEur: 1 },
      ]),
    ).toBeNull();
    expect(readCreditPacks({ detail: 'Not Found' })).toBeNull();
    expect(readCreditPacks(null)).toBeNull();
  });

  it('has the catalogue of decision D5 as its fallback', () => {
    expect(FALLBACK_CREDIT_PACKS).toEqual([
      { credits: 10, priceEur: 1, popular: false },
      { credits: 100, priceEur: 5, popular: true },
    ]);
  });
});

describe('formatEuros', () => {
  it('writes whole euros without decimals', () => {
    expect(formatEuros(1, 'fr').replace(/\s/g, ' ')).toBe('1 €');
    expect(formatEuros(5, 'en')).toBe('€5');
    expect(formatEuros(9.99, 'fr').replace(/\s/g, ' ')).toBe('9,99 €');
  });
});
