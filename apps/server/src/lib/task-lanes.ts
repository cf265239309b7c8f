/**
 * Who runs next on a pool of threads, and who is refused at once (issue 21). A pool has as many slots as
 * threads; a task waits for a slot in its lane, and lanes are served in the order they are listed, so a
 * paid generation waiting behind a flood of free parses goes first. Each lane holds a bounded number of
 * waiting tasks: past it the task is refused with QueueFull (a 503), instead of waiting behind a queue that
 * someone can make as long as they like. A waiting task whose caller gives up (its signal aborts) leaves
 * the lane at once.
 */

export class QueueFull extends Error {
  constructor(readonly lane: string) {
    super(`the '${lane}' queue is full`);
    this.name = 'QueueFull';
  }
}

interface Waiter {
  admit(): void;
}

export class TaskLanes<Lane extends string> {
  readonly #slots: number;
  readonly #limits: ReadonlyMap<Lane, number>;
  readonly #waiting = new Map<Lane, Waiter[]>();
  #running = 0;

  /** `waitingLimits`: the most tasks each lane may hold waiting, lanes listed first served first. */
  constructor(slots: number, waitingLimits: Record<Lane, number>) {
    this.#slots = slots;
    this.#limits = new Map(Object.entries(waitingLimits) as [Lane, number][]);
    for (const lane of this.#limits.keys()) this.#waiting.set(lane, []);
  }

  /** Resolves with the slot's release once the task may run; rejects with QueueFull or the abort reason. */
  enter(lane: Lane, signal?: AbortSignal): Promise<() => void> {
    signal?.throwIfAborted();
    const queue = this.#queue(lane);
    if (this.#running < this.#slots) {
      this.#running += 1;
      return Promise.resolve(this.#release());
    }
    if (this.isFull(lane)) return Promise.reject(new QueueFull(lane));
    return new Promise((resolve, reject) => {
      const giveUp = () => {
        queue.splice(queue.indexOf(waiter), 1);
        reject(signal?.reason);
      };
      const waiter: Waiter = {
        admit: () => {
          signal?.removeEventListener('abort', giveUp);
          resolve(this.#release());
        },
      };
      queue.push(waiter);
      signal?.addEventListener('abort', giveUp, { once: true });
    });
  }

  /** Whether a task of this lane would be refused now: every slot taken and the lane's queue full. */
  isFull(lane: Lane): boolean {
    return this.#running >= this.#slots && this.#queue(lane).length >= (this.#limits.get(lane) ?? 0);
  }

  /** Tasks waiting in a lane (for tests and logs). */
  waiting(lane: Lane): number {
    return this.#queue(lane).length;
  }

  #queue(lane: Lane): Waiter[] {
    const queue = this.#waiting.get(lane);
    if (!queue) throw new Error(`unknown lane '${lane}'`);
    return queue;
  }

  /** A release that frees its slot once, handing it straight to the first waiter of the first lane. */
  #release(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const queue of this.#waiting.values()) {
        const next = queue.shift();
        if (next) return next.admit();
      }
      this.#running -= 1;
    };
  }
}
