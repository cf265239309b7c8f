import type { RateCounter } from './rate-counter';

/**
 * At most `limit` attempts per client and window (the admin login's passwords, the email changes): each
 * attempt is counted before it is judged, so that attempts sent together, to one instance or several, cannot
 * all pass a check made before any of them was counted. `take` answers how long the client must wait, 0 when
 * this attempt may go on; a success may `clear` the client's count (the admin login does).
 */
export class AttemptLimit {
  constructor(
    private readonly counter: RateCounter,
    private readonly name: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  async take(client: string): Promise<number> {
    const { count, resetInMs } = await this.counter.hit(this.key(client), this.windowMs);
    return count > this.limit ? resetInMs : 0;
  }

  async clear(client: string): Promise<void> {
    await this.counter.clear(this.key(client));
  }

  private key(client: string) {
    return `${this.name}:${client}`;
  }
}
