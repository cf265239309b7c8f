import { useCallback, useEffect, useRef, useState } from 'react';
import { usePublicConfig } from '../../../lib/public-config';
import { checkEmailOnServer } from '../api/check-email';
import { lookupMxOverHttps } from '../api/lookup-mx-over-https';
import { isValidEmail } from '../validation';
import { checkDeliverability } from './check-deliverability';
import {
  DELIVERABILITY_CHECK_DELAY_MS,
  type EmailFieldStatus,
  FORMAT_CHECK_DELAY_MS,
  statusAfterFormatDelay,
} from './email-check-timing';

/** Used when `/api/config` could not be read: the spec's public resolver. */
const DEFAULT_DOH_RESOLVER = 'https://cloudflare-dns.com/dns-query';

/**
 * The live email check of the login (format only) and registration (format, then deliverability) forms.
 * `verifyNow()` is for submission: it answers at once for a value already checked, or checks it now.
 */
export function useEmailCheck(email: string, options: { deliverability: boolean }) {
  const resolverUrl = usePublicConfig((state) => state.config?.dohResolverUrl || DEFAULT_DOH_RESOLVER);
  const [status, setStatus] = useState<EmailFieldStatus>('idle');
  const verdicts = useRef(new Map<string, Promise<boolean>>());
  const checksDeliverability = options.deliverability;

  const deliverable = useCallback(
    (value: string): Promise<boolean> => {
      const key = value.trim().toLowerCase();
      let verdict = verdicts.current.get(key);
      if (!verdict) {
        verdict = checkDeliverability(key, {
          askServer: (address) => checkEmailOnServer(address),
          lookupMx: (domain) => lookupMxOverHttps(resolverUrl, domain),
        });
        verdicts.current.set(key, verdict);
        // Only a positive verdict is kept: a refusal may come from a network failure worth retrying.
        void verdict.then((ok) => {
          if (!ok) verdicts.current.delete(key);
        });
      }
      return verdict;
    },
    [resolverUrl],
  );

  useEffect(() => {
    setStatus('idle');
    if (email.trim() === '') return;
    let current = true;
    const formatTimer = setTimeout(() => {
      setStatus(statusAfterFormatDelay(email, checksDeliverability));
    }, FORMAT_CHECK_DELAY_MS);
    const checkTimer =
      checksDeliverability && isValidEmail(email)
        ? setTimeout(() => {
            void deliverable(email).then((ok) => {
              if (current) setStatus(ok ? 'deliverable' : 'undeliverable');
            });
          }, DELIVERABILITY_CHECK_DELAY_MS)
        : undefined;
    return () => {
      current = false;
      clearTimeout(formatTimer);
      clearTimeout(checkTimer);
    };
  }, [email, checksDeliverability, deliverable]);

  const verifyNow = useCallback(async (): Promise<boolean> => {
    if (!checksDeliverability) return true;
    const ok = await deliverable(email);
    setStatus(ok ? 'deliverable' : 'undeliverable');
    return ok;
  }, [checksDeliverability, deliverable, email]);

  return { status, verifyNow };
}
