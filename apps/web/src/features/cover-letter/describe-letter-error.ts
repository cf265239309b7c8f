import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api-client';

/**
 * What to say when a letter was not written, as for a CV (spec §8): no credit left, the server's own reason for
 * a request it refused (a blank CV or offer, a text too unusual, a busy engine: French, with the refund said),
 * a lost connection; anything else the interface's sentence.
 */
export function describeLetterError(
  error: unknown,
): { key: 'errors.noCredits' | 'errors.network' | 'errors.failed' } | { text: string } {
  if (!(error instanceof ApiError)) return { key: 'errors.failed' };
  if (error.status === 402) return { key: 'errors.noCredits' };
  if (error.status === NETWORK_ERROR_STATUS) return { key: 'errors.network' };
  if (error.status < 500 || error.status === 503) return { text: error.detail };
  return { key: 'errors.failed' };
}
