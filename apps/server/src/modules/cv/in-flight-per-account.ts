import { HttpError } from '../../plugins/errors';

/**
 * How many requests of one kind an account may have running at once (issue 21): past it the next is
 * refused with a 429 and its message, so that one account cannot fill a pool's queue by itself and make
 * everyone else wait or be refused. Counted in this process: it bounds what one account takes of this
 * instance's threads, which is what it protects.
 */
export class InFlightPerAccount {
  readonly #running = new Map<string, number>();

  constructor(
    readonly max: number,
    readonly detail: string,
  ) {}

  async run<T>(accountId: string, work: () => Promise<T>): Promise<T> {
    const running = this.#running.get(accountId) ?? 0;
    if (running >= this.max) throw new HttpError(429, this.detail);
    this.#running.set(accountId, running + 1);
    try {
      return await work();
    } finally {
      const left = (this.#running.get(accountId) ?? 1) - 1;
      if (left === 0) this.#running.delete(accountId);
      else this.#running.set(accountId, left);
    }
  }
}
