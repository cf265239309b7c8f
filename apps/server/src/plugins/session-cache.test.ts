import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';

const inAnHour = () => new Date(Date.now() + 3_600_000);

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('SessionCache', () => {
  it('runs one lookup for many requests holding the same token at once', async () => {
    const cache = new SessionCache<string>();
    let lookups = 0;
    const gate = deferred<void>();
    const lookUp = async () => {
      lookups++;
      await gate.promise;
      return { value: 'camille', userId: 'u1', expiresAt: inAnHour() };
    };
    const answers = Promise.all(Array.from({ length: 100 }, () => cache.resolve('k', lookUp)));
    gate.resolve();
    expect(await answers).toEqual(Array(100).fill('camille'));
    expect(lookups).toBe(1);
    expect(await cache.resolve('k', lookUp)).toBe('camille');
    expect(lookups).toBe(1);
  });

  it('looks up again after the time to live', async () => {
    let now = 0;
    const cache = new SessionCache<string>(5_000, () => now);
    let lookups = 0;
    const lookUp = async () => {
      lookups++;
      return { value: `v${lookups}`, userId: 'u1', expiresAt: inAnHour() };
    };
    expect(await cache.resolve('k', lookUp)).toBe('v1');
    now = 4_999;
    expect(await cache.resolve('k', lookUp)).toBe('v1');
    now = 5_000;
    expect(await cache.resolve('k', lookUp)).toBe('v2');
  });

  it('never keeps or shares a lookup that began before the user was signed out', async () => {
    const cache = new SessionCache<string>();
    const gate = deferred<void>();
    let lookups = 0;
    const stale = async () => {
      lookups++;
      await gate.promise;
      return { value: 'old session', userId: 'u1', expiresAt: inAnHour() };
    };
    const first = cache.resolve('k', stale);
    cache.invalidateUser('u1');
    // A request arriving after the sign-out must not join the lookup begun before it.
    const afterSignOut = cache.resolve('k', async () => {
      lookups++;
      return null;
    });
    gate.resolve();
    expect(await first).toBe('old session');
    expect(await afterSignOut).toBeNull();
    expect(lookups).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('keeps no answer for an unknown token, and lets a failed lookup be retried', async () => {
    const cache = new SessionCache<string>();
    expect(await cache.resolve('k', async () => null)).toBeNull();
    expect(cache.size).toBe(0);
    await expect(
      cache.resolve('k', async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await cache.resolve('k', async () => ({ value: 'v', userId: 'u', expiresAt: inAnHour() }))).toBe(
      'v',
    );
  });
});
