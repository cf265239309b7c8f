import { Resolver } from 'node:dns/promises';
import { createRequire } from 'node:module';
import { matchesDisposablePattern } from '@cv/contracts';
import { z } from 'zod';

export type DeliverabilityReason = 'ok' | 'invalid_format' | 'disposable' | 'no_mx' | 'unverified';
export interface Deliverability {
  deliverable: boolean;
  reason: DeliverabilityReason;
}

const emailSchema = z.email();
let disposableDomains: Set<string> | null = null;

/** The maintained list (npm `disposable-email-domains`, ~120 000 domains), loaded on first use. */
function isListedDisposable(domain: string): boolean {
  disposableDomains ??= new Set(createRequire(import.meta.url)('disposable-email-domains') as string[]);
  const labels = domain.split('.');
  // a listed domain's subdomains are disposable too
  return labels.some((_, i) => disposableDomains!.has(labels.slice(i).join('.')));
}

const NO_RECORD = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);
// A domain that certainly receives mail: when even it has "no MX", the resolver is lying (a closed network
// answering NXDOMAIN to everything), and its "no" proves nothing about the address.
const CANARY_DOMAIN = 'gmail.com';
const CANARY_TTL_MS = 60_000;

/**
 * Syntax, then the disposable lists, then an MX lookup (decision D3). When DNS cannot be reached at all, the
 * address is deliverable with reason 'unverified': an offline server must not lock everyone out.
 */
export function createEmailChecker(options: {
  dnsServers: string[] | null;
  timeoutMs?: number;
  /** A domain known to have mail servers, asked when a lookup says "no MX" (default gmail.com). */
  canaryDomain?: string;
}) {
  const resolver = new Resolver({ timeout: options.timeoutMs ?? 2_000, tries: 1 });
  if (options.dnsServers) resolver.setServers(options.dnsServers);

  let canary: { trustworthy: boolean; at: number } | null = null;
  async function resolverIsTrustworthy(): Promise<boolean> {
    if (canary && Date.now() - canary.at < CANARY_TTL_MS) return canary.trustworthy;
    const trustworthy = await resolver.resolveMx(options.canaryDomain ?? CANARY_DOMAIN).then(
      (records) => records.length > 0,
      () => false,
    );
    canary = { trustworthy, at: Date.now() };
    return trustworthy;
  }

  return async function checkEmail(email: string): Promise<Deliverability> {
    const address = email.trim().toLowerCase();
    if (!emailSchema.safeParse(address).success) return { deliverable: false, reason: 'invalid_format' };
    const domain = address.slice(address.lastIndexOf('@') + 1);
    if (matchesDisposablePattern(address) || isListedDisposable(domain))
      return { deliverable: false, reason: 'disposable' };
    let hasMx: boolean;
    try {
      hasMx = (await resolver.resolveMx(domain)).length > 0;
    } catch (error) {
      if (!NO_RECORD.has((error as NodeJS.ErrnoException).code ?? ''))
        return { deliverable: true, reason: 'unverified' };
      hasMx = false;
    }
    if (hasMx) return { deliverable: true, reason: 'ok' };
    return (await resolverIsTrustworthy())
      ? { deliverable: false, reason: 'no_mx' }
      : { deliverable: true, reason: 'unverified' };
  };
}
