import { createHash } from 'node:crypto';

/**
 * Resolved sessions, kept a few seconds in this process (issue 8). better-auth's getSession costs two
 * queries (session, then user), an HMAC signature and verification of the token and a request context per
 * call — most of an authenticated request's time under load. A client making several requests in a row
 * (the web app loads its profile, balance and CV list together) pays it once per TTL instead.
 *
 * Keyed by a SHA-256 of the request's credentials (Authorization header and session cookie as sent), so
 * the map holds no usable token. Only signed-in answers are kept: an unknown or expired token always goes
 * to the database.
 *
 * What it means:
 * - On this instance, a sign-out (any POST to /api/auth/*), a profile change or an account deletion drops
 *   the user's entries at once: the next request with that token is checked against the database again.
 *   A lookup that started before such a drop is not stored (the epoch below), so an in-flight request
 *   cannot put a revoked session back.
 * - On another instance behind the same load balancer, a session ended elsewhere stays accepted for at
 *   most TTL_MS (and a renamed user keeps the old name on `request.user` for as long). Nothing that moves
 *   money or reads a balance trusts the cache: routes read the user's row themselves.
 * - An entry never outlives the session's own expiry; sliding renewal still happens on the next miss.
 */

export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

interface Entry<T> {
  value: T;
  userId: string;
  until: number;
}

export class SessionCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  /**
   * Lookups under way, by key: when an entry expires under load, every request holding that token misses
   * at once — without this, each of them would run its own lookup (100 connections → 100 × 2 queries queued
   * on the pool, the profile bench's p99). Joined only within one epoch.
   */
  private readonly pending = new Map<string, { epoch: number; lookup: Promise<T | null> }>();
  /** Bumped by every invalidation: lookups begun under an older epoch are not stored. */
  private epoch = 0;

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  static keyOf(authorization: string | undefined, sessionCookie: string | undefined): string | null {
    if (!authorization && !sessionCookie) return null;
    return createHash('sha256')
      .update(`${authorization ?? ''}\0${sessionCookie ?? ''}`)
      .digest('base64url');
  }

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  private set(key: string, begunAt: number, userId: string, value: T, sessionExpiresAt: Date): void {
    if (begunAt !== this.epoch) return;
    const until = Math.min(this.now() + this.ttlMs, sessionExpiresAt.getTime());
    if (until <= this.now()) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.delete(key);
    this.entries.set(key, { value, userId, until });
  }

  /**
   * The cached value, else the result of `lookUp` — shared with any request already looking the same key
   * up. `lookUp` answers the value, its user and its session's expiry, or null for no session.
   */
  async resolve(
    key: string,
    lookUp: () => Promise<{ value: T; userId: string; expiresAt: Date } | null>,
  ): Promise<T | null> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const running = this.pending.get(key);
    if (running && running.epoch === this.epoch) return running.lookup;
    const begunAt = this.epoch;
    const lookup = lookUp().then((found) => {
      if (!found) return null;
      this.set(key, begunAt, found.userId, found.value, found.expiresAt);
      return found.value;
    });
    const pending = { epoch: begunAt, lookup };
    this.pending.set(key, pending);
    const forget = () => {
      if (this.pending.get(key) === pending) this.pending.delete(key);
    };
    lookup.then(forget, forget);
    return lookup;
  }

  /** Forgets every session of this user (sign-out, profile change, account deletion). */
  invalidateUser(userId: string): void {
    this.epoch++;
    for (const [key, entry] of this.entries) if (entry.userId === userId) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
