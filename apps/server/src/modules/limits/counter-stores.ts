import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { BetterAuthOptions } from 'better-auth';
import type { RateCounter } from './rate-counter';

/** The per-minute API limit's store (@fastify/rate-limit): its counts are the rate counter's. */
export function perMinuteStore(counter: RateCounter): FastifyRateLimitStoreCtor {
  return class CounterStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      counter.hit(`minute:${key}`, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }
    child() {
      return this;
    }
  };
}

type AuthRateLimitStorage = NonNullable<NonNullable<BetterAuthOptions['rateLimit']>['customStorage']>;

/**
 * The accounts library's limits (sign-in, sign-up, the email links): its key is the client and the path,
 * its rule a window in seconds and a maximum. Counted first, so that requests sent together all count.
 */
export function authLimitStorage(counter: RateCounter): AuthRateLimitStorage {
  return {
    async consume(key, rule) {
      const { count, resetInMs } = await counter.hit(`auth:${key}`, rule.window * 1000);
      return count <= rule.max
        ? { allowed: true, retryAfter: null }
        : { allowed: false, retryAfter: Math.ceil(resetInMs / 1000) };
    },
  };
}
