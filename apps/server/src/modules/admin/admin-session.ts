import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The admin session (decision D10): a stateless signed token `<expiresAtMs>.<signature>` in an httpOnly
 * cookie. Stateless, so it works on every instance behind a load balancer without a shared table. The
 * signing key is derived from the auth secret *and* the admin password: changing ADMIN_PASSWORD (or
 * AUTH_SECRET) ends every admin session at once. Logout clears the cookie and records the token as
 * revoked in the database (admin-session-revocations.ts), so that a copy of it stops working too.
 */

export const ADMIN_SESSION_COOKIE = 'cv_admin_session';
export const ADMIN_SESSION_TTL_MS = 8 * 60 * 60 * 1000;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Equal-length digests, so the comparison takes the same time whatever the input and however close it is. */
export function passwordMatches(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}

/** The HMAC key of admin sessions: bound to this deployment's auth secret and its current admin password. */
export function adminSessionKey(authSecret: string, adminPassword: string): Buffer {
  return createHmac('sha256', authSecret)
    .update('cv-sur-mesure admin session v1\0')
    .update(sha256(adminPassword))
    .digest();
}

function signature(key: Buffer, expiresAt: number): Buffer {
  return createHmac('sha256', key).update(`admin:${expiresAt}`).digest();
}

export function signAdminSession(key: Buffer, expiresAt: number): string {
  return `${expiresAt}.${signature(key, expiresAt).toString('base64url')}`;
}

/** True for a token this key signed that has not expired at `now`; false for anything else. */
export function verifyAdminSession(key: Buffer, token: string | undefined, now: number): boolean {
  return adminSessionExpiry(key, token, now) !== null;
}

/** The expiry of a token this key signed that has not expired at `now`; null for anything else. */
export function adminSessionExpiry(key: Buffer, token: string | undefined, now: number): number | null {
  if (!token) return null;
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const expiresAt = Number(match[1]);
  if (!(expiresAt > now)) return null;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = signature(key, expiresAt);
  return given.length === expected.length && timingSafeEqual(given, expected) ? expiresAt : null;
}
