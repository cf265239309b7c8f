import { Piscina } from 'piscina';

/**
 * The worker-thread pool both the extraction and the engine run on: started by the first task, with a heap
 * limit per thread, and started afresh after a worker that could not start. Such a worker is reported on the
 * pool, not on a task: unheard, the event would crash the server, and the task would wait for its time limit.
 * Closing the failed pool fails the waiting tasks at once; the next task tries a new pool, and `startError`
 * tells the caller why its task failed.
 */
export interface LazyThreadPoolOptions {
  /** The worker's entry file. */
  workerFile: string;
  /** Threads kept once started (0: none once idle, the memory goes back to the server). */
  minThreads: number;
  maxThreads: number;
  idleTimeoutMs: number;
  /** V8 old-generation heap limit of each thread. */
  maxHeapMb: number;
  /** Named in the error when the worker cannot start ('extraction', 'engine'). */
  what: string;
}

export class LazyThreadPool<Task, Result> {
  readonly #options: LazyThreadPoolOptions;
  #pool: Piscina<Task, Result> | null = null;
  #startFailure: unknown = null;

  constructor(options: LazyThreadPoolOptions) {
    this.#options = options;
  }

  threads(): Piscina<Task, Result> {
    if (this.#pool) return this.#pool;
    const { workerFile, minThreads, maxThreads, idleTimeoutMs, maxHeapMb } = this.#options;
    const pool = new Piscina<Task, Result>({
      filename: workerFile,
      minThreads,
      maxThreads,
      idleTimeout: idleTimeoutMs,
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
      // Threads do not inherit the process's flags: under a TypeScript runner (`tsx main.ts`) these load
      // its compiler into every thread, doubling start-up; the worker file brings what it needs.
      execArgv: [],
    });
    pool.on('error', (error: unknown) => {
      this.#startFailure = error;
      if (this.#pool === pool) this.#pool = null;
      void pool.destroy();
    });
    this.#startFailure = null;
    this.#pool = pool;
    return pool;
  }

  /** Why the last task failed when the worker could not start; null when it did start. */
  startError(): Error | null {
    if (!this.#startFailure) return null;
    return new Error(`The ${this.#options.what} worker could not start (${this.#options.workerFile})`, {
      cause: this.#startFailure,
    });
  }

  /** Stops the threads (running tasks are cancelled). The pool can be used again afterwards. */
  async close(): Promise<void> {
    const closing = this.#pool;
    this.#pool = null;
    await closing?.destroy();
  }
}
