/**
 * Counts a client's requests in windows, for every per-client limit: the per-minute API limit, the accounts
 * library's sign-in and email limits, the admin login and the email changes. With PostgreSQL the counts are
 * rows every instance shares (database-rate-counter.ts, ADR 016); with PGlite — one process — they are kept
 * here, in memory. A key's window opens at its first hit and lasts `windowMs`; the next hit after it opens
 * the next one (as the per-process counters did: a client held at the limit waits the window's remainder).
 */
export interface WindowCount {
  /** Hits of this key in its current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again. */
  resetInMs: number;
}

export interface RateCounter {
  /** Counts one hit of `key` in its window of `windowMs` (opening one if none is open). */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** Forgets `key`'s count (a successful login clears its failures). */
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Past this many keys, ended windows are swept: a flood of addresses cannot grow the map for ever. */
const SWEEP_ABOVE = 10_000;

export function memoryRateCounter(now: () => number = Date.now): RateCounter {
  const counts = new Map<string, { count: number; expiresAt: number }>();
  const sweep = (at: number) => {
    for (const [key, entry] of counts) if (entry.expiresAt <= at) counts.delete(key);
  };
  return {
    async hit(key, windowMs) {
      const at = now();
      let entry = counts.get(key);
      if (!entry || entry.expiresAt <= at) {
        if (counts.size > SWEEP_ABOVE) sweep(at);
        entry = { count: 0, expiresAt: at + windowMs };
        counts.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, resetInMs: entry.expiresAt - at };
    },
    async clear(key) {
      counts.delete(key);
    },
    async close() {
      counts.clear();
    },
  };
}
