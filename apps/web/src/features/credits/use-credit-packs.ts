import { useEffect, useState } from 'react';
import { getCreditPacks } from './api/get-credit-packs';
import { type CreditPack, FALLBACK_CREDIT_PACKS } from './credit-packs';

let loading: Promise<CreditPack[]> | null = null;

/** The pack catalogue, asked once per page; the fallback copy is shown until it answers. */
export function useCreditPacks(): readonly CreditPack[] {
  const [packs, setPacks] = useState<readonly CreditPack[]>(FALLBACK_CREDIT_PACKS);
  useEffect(() => {
    let current = true;
    loading ??= getCreditPacks();
    void loading.then((answer) => {
      if (current) setPacks(answer);
    });
    return () => {
      current = false;
    };
  }, []);
  return packs;
}
