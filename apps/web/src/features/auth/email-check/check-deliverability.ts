import { emailDomain, matchesDisposablePattern } from './disposable-patterns';

/**
 * Spec §4 Registration email check, with decision D3:
 * 1. Primary: our server's answer — `status: 'success'` and `data.deliverable` (true or 'true'). Any other
 *    answer counts as a failure of the primary check ('Vérification principale échouée').
 * 2. Only when the primary fails: a DNS-over-HTTPS MX lookup of the domain. Valid only when MX records exist
 *    and neither address nor domain matches the disposable or test patterns. Any error there: not deliverable.
 */
export interface DeliverabilitySources {
  /** Our server's raw JSON answer; throws when it cannot answer. */
  askServer: (email: string) => Promise<unknown>;
  /** The DoH resolver's raw JSON answer for `name=<domain>&type=MX`; throws on any failure. */
  lookupMx: (domain: string) => Promise<unknown>;
}

export class PrimaryCheckFailed extends Error {
  constructor() {
    super('Vérification principale échouée');
  }
}

/** Reads the server's answer; throws PrimaryCheckFailed for anything but a success. */
export function readServerAnswer(payload: unknown): boolean {
  if (!payload || typeof payload !== 'object') throw new PrimaryCheckFailed();
  const { status, data } = payload as { status?: unknown; data?: { deliverable?: unknown } };
  if (status !== 'success' || !data || typeof data !== 'object') throw new PrimaryCheckFailed();
  return data.deliverable === true || data.deliverable === 'true';
}

/** A DoH JSON answer (RFC 8427 style, as Google and Cloudflare serve it): Status 0 and a non-empty Answer. */
export function hasMxRecords(payload: unknown): boolean {
  if (!payload || typeof payload !== 'object') return false;
  const { Status, Answer } = payload as { Status?: unknown; Answer?: unknown };
  return Status === 0 && Array.isArray(Answer) && Answer.length > 0;
}

export async function checkDeliverability(email: string, sources: DeliverabilitySources): Promise<boolean> {
  try {
    return readServerAnswer(await sources.askServer(email));
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    console.warn('Vérification principale échouée', error);
  }
  try {
    const domain = emailDomain(email);
    if (!domain || matchesDisposablePattern(email)) return false;
    return hasMxRecords(await sources.lookupMx(domain));
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    return false;
  }
}
