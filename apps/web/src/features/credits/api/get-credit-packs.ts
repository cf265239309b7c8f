import { api } from '../../../lib/api-client';
import { type CreditPack, FALLBACK_CREDIT_PACKS, readCreditPacks } from '../credit-packs';

/** Decision D5: the one pack catalogue, from the server; its fixed copy while the route is not there (404). */
export async function getCreditPacks(): Promise<CreditPack[]> {
  try {
    return (
      readCreditPacks(await api.get<unknown>('/api/payments/packs', { token: null })) ?? [
        ...FALLBACK_CREDIT_PACKS,
      ]
    );
  } catch {
    return [...FALLBACK_CREDIT_PACKS];
  }
}
