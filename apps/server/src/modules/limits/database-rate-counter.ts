import { type Database, rateLimitHits } from '@cv/db';
import { eq, lt, sql } from 'drizzle-orm';
import type { RateCounter } from './rate-counter';

/** How often an instance deletes the rows of ended windows (any instance may; they never conflict). */
const SWEEP_EVERY_MS = 60_000;

/**
 * The counts in PostgreSQL, shared by every instance (ADR 016). One statement per hit: it opens the key's
 * window or counts in it, and PostgreSQL runs concurrent upserts of one key one after the other (the row's
 * lock), so hits sent together to two instances never read the same count.
 */
export function databaseRateCounter(
  db: Database,
  now: () => number = Date.now,
  onSweepError: (error: unknown) => void = () => {},
): RateCounter {
  const timer = setInterval(() => {
    db.delete(rateLimitHits)
      .where(lt(rateLimitHits.expiresAt, new Date(now())))
      .then(() => undefined, onSweepError);
  }, SWEEP_EVERY_MS);
  timer.unref();
  return {
    async hit(key, windowMs) {
      const at = new Date(now());
      const ends = new Date(at.getTime() + windowMs);
      const ended = sql`${rateLimitHits.expiresAt} <= ${at}`;
      const [row] = await db
        .insert(rateLimitHits)
        .values({ key, count: 1, expiresAt: ends })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: {
            count: sql`case when ${ended} then 1 else ${rateLimitHits.count} + 1 end`,
            expiresAt: sql`case when ${ended} then ${ends} else ${rateLimitHits.expiresAt} end`,
          },
        })
        .returning({ count: rateLimitHits.count, expiresAt: rateLimitHits.expiresAt });
      return { count: row!.count, resetInMs: row!.expiresAt.getTime() - at.getTime() };
    },
    async clear(key) {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
    },
    async close() {
      clearInterval(timer);
    },
  };
}
