/**
 * Failed admin logins per client: after `limit` failures within `windowMs` (counted from the first one),
 * every attempt is refused with 429 until the window ends — the password is not even checked, so guessing
 * stops. A success clears the client's count.
 *
 * The counters live in this process: with several instances each one counts its own share, so a client
 * spread across N instances gets N × limit tries per window (still far too few to guess a 12+ character
 * password). A shared store (the database) would make it exact; not needed at this scale.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; since: number }>();

  constructor(
    private readonly limit = 5,
    private readonly windowMs = 15 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until the client may try again, or 0 when it may try now. */
  retryAfterMs(client: string): number {
    const entry = this.current(client);
    if (!entry || entry.count < this.limit) return 0;
    return entry.since + this.windowMs - this.now();
  }

  recordFailure(client: string): void {
    const entry = this.current(client);
    if (entry) entry.count += 1;
    else this.failures.set(client, { count: 1, since: this.now() });
    if (this.failures.size > 10_000) this.sweep();
  }

  reset(client: string): void {
    this.failures.delete(client);
  }

  private current(client: string) {
    const entry = this.failures.get(client);
    if (entry && this.now() - entry.since >= this.windowMs) {
      this.failures.delete(client);
      return undefined;
    }
    return entry;
  }

  /** Forgets ended windows, so that a flood of addresses cannot grow the map for ever. */
  private sweep(): void {
    const now = this.now();
    for (const [client, entry] of this.failures) {
      if (now - entry.since >= this.windowMs) this.failures.delete(client);
    }
  }
}
