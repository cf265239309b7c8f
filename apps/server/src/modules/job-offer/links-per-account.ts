import { HttpError } from '../../plugins/errors';

/**
 * At most `max` links per account in each minute (fixed windows, counted in this process). Not
 * @fastify/rate-limit's per-route setting: a request gets only one of its checks, and the global one
 * (per client address, plugins/rate-limit.ts) has already run when the route's would, so the route's is
 * skipped. Entries whose minute is over are dropped as the map grows.
 */
export class LinksPerAccount {
  readonly #windows = new Map<string, { used: number; endsAt: number }>();

  constructor(
    readonly max: number,
    readonly detail: string,
    readonly windowMs = 60_000,
  ) {}

  take(accountId: string, now = Date.now()): void {
    if (this.#windows.size > 10_000) {
      for (const [id, window] of this.#windows) if (window.endsAt <= now) this.#windows.delete(id);
    }
    let window = this.#windows.get(accountId);
    if (!window || window.endsAt <= now) {
      window = { used: 0, endsAt: now + this.windowMs };
      this.#windows.set(accountId, window);
    }
    if (window.used >= this.max) {
      const seconds = Math.max(1, Math.ceil((window.endsAt - now) / 1000));
      throw new HttpError(429, this.detail, { 'retry-after': String(seconds) });
    }
    window.used += 1;
  }
}
