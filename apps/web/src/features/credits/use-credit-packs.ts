import { useEffect, useMemo, useState } from 'react';
import { usePublicConfig } from '../../lib/public-config';
import { getCreditPacks } from './api/get-credit-packs';
import { type CreditPack, FALLBACK_CREDIT_PACKS, readCreditPacks } from './credit-packs';

let loading: Promise<CreditPack[]> | null = null;

/**
 * The pack catalogue (D5): the one the page came with (the public config carries it, issue 25), else asked
 * once per page, the fallback copy shown until it answers.
 */
export function useCreditPacks(): readonly CreditPack[] {
  const configured = usePublicConfig((state) => state.config?.creditPacks);
  const [fetched, setFetched] = useState<readonly CreditPack[] | null>(null);
  const fromConfig = useMemo(() => (configured ? readCreditPacks(configured) : null), [configured]);
  useEffect(() => {
    if (fromConfig) return;
    let current = true;
    loading ??= getCreditPacks();
    void loading.then((answer) => {
      if (current) setFetched(answer);
    });
    return () => {
      current = false;
    };
  }, [fromConfig]);
  return fromConfig ?? fetched ?? FALLBACK_CREDIT_PACKS;
}
