import type { JobOfferRefusal } from '@cv/contracts';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api-client';
import type { Language } from '../../lib/language';

export type LinkErrorKey =
  | 'errors.link'
  | 'errors.private'
  | 'errors.unknownHost'
  | 'errors.pasteText'
  | 'errors.slow'
  | 'errors.tooMany'
  | 'errors.network'
  | 'errors.failed';

// The server's reasons (its `code`), grouped by what the person can do about them.
const KEY_OF_CODE: Record<JobOfferRefusal, LinkErrorKey> = {
  'invalid-url': 'errors.link',
  scheme: 'errors.link',
  credentials: 'errors.link',
  port: 'errors.link',
  'host-denied': 'errors.private',
  loopback: 'errors.private',
  private: 'errors.private',
  'link-local': 'errors.private',
  multicast: 'errors.private',
  reserved: 'errors.private',
  'unknown-host': 'errors.unknownHost',
  'too-many-redirects': 'errors.pasteText',
  'too-big': 'errors.pasteText',
  'content-type': 'errors.pasteText',
  blocked: 'errors.pasteText',
  'not-found': 'errors.pasteText',
  'no-offer': 'errors.pasteText',
  'too-unusual': 'errors.pasteText',
  busy: 'errors.slow',
  unreachable: 'errors.slow',
  slow: 'errors.slow',
};

/**
 * What to show when a link was not read: in French the server's own `detail` (it names the exact rule and
 * limit); in English the interface's sentence for the server's reason; a network failure or an unknown
 * reason gets a sentence of its own.
 */
export function describeLinkError(
  error: unknown,
  language: Language,
): { key: LinkErrorKey } | { text: string } {
  if (!(error instanceof ApiError) || error.status === NETWORK_ERROR_STATUS) return { key: 'errors.network' };
  if (language === 'fr' && error.status < 500 && error.detail) return { text: error.detail };
  const known = error.code ? KEY_OF_CODE[error.code as JobOfferRefusal] : undefined;
  if (known) return { key: known };
  if (error.status === 429) return { key: 'errors.tooMany' };
  if (language === 'fr' && error.detail) return { text: error.detail };
  return { key: 'errors.failed' };
}
