import { Piscina } from 'piscina';
import type { ExtractionResult, FileKind } from './extraction-result';
import type { ExtractionTask } from './extraction-worker';

/**
 * A small pool of worker threads, each with a time and a memory limit: a hostile file (zip bomb, PDF that
 * never ends) costs a bounded time and memory and ends as a failure, while the server's own thread stays
 * free. Threads start at the first extraction and stop when idle, so the server pays nothing for them
 * until someone uploads.
 */

export interface ExtractionOptions {
  /** The worker's entry file: see extractionWorkerFile(). */
  workerFile: string;
  /** A task still running after this is stopped and its thread terminated. Counts from submission. */
  timeoutMs: number;
  /** V8 old-generation heap limit of each thread; past it the thread dies and the result is too_complex. */
  maxHeapMb: number;
  /** Text longer than this (after normalisation) is too_large; 200 000 characters is about 60 pages. */
  maxChars: number;
  /** The most a DOCX may inflate to, all its parts together. */
  maxInflatedBytes: number;
  /** Two: this runs on a 2-core machine, beside the server's own thread. */
  maxThreads: number;
  /** A thread idle this long is stopped; the next extraction starts a new one. */
  idleTimeoutMs: number;
}

export const defaultExtractionOptions: Omit<ExtractionOptions, 'workerFile'> = {
  timeoutMs: 15_000,
  maxHeapMb: 256,
  maxChars: 200_000,
  maxInflatedBytes: 64 * 1024 * 1024,
  maxThreads: 2,
  idleTimeoutMs: 60_000,
};

export class ExtractionPool {
  readonly #options: ExtractionOptions;
  #pool: Piscina<ExtractionTask, ExtractionResult> | null = null;
  #startFailure: unknown = null;

  constructor(options: Partial<ExtractionOptions> & Pick<ExtractionOptions, 'workerFile'>) {
    this.#options = { ...defaultExtractionOptions, ...options };
  }

  #threads(): Piscina<ExtractionTask, ExtractionResult> {
    if (this.#pool) return this.#pool;
    const { workerFile, maxThreads, idleTimeoutMs, maxHeapMb } = this.#options;
    const pool = new Piscina<ExtractionTask, ExtractionResult>({
      filename: workerFile,
      // No thread before the first task, none kept once idle: the memory goes back to the server.
      minThreads: 0,
      maxThreads,
      idleTimeout: idleTimeoutMs,
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
      // Threads do not inherit the process's flags: under a TypeScript runner (`tsx main.ts`) these load
      // its compiler into every thread, doubling start-up; the worker file brings what it needs.
      execArgv: [],
    });
    // A worker that cannot start (file missing, broken bundle) is reported on the pool, not on a task:
    // unheard, the event would crash the server, and the task would wait for its time limit. Closing the
    // pool fails the waiting tasks at once; the next extraction tries a new pool.
    pool.on('error', (error: unknown) => {
      this.#startFailure = error;
      if (this.#pool === pool) this.#pool = null;
      void pool.destroy();
    });
    this.#startFailure = null;
    this.#pool = pool;
    return pool;
  }

  /**
   * Resolves with the text or a failure reason; rejects only on our own faults (worker file missing, a
   * bug), which deserve a 500 rather than "cannot read your file".
   */
  async extract(bytes: Uint8Array, kind: FileKind): Promise<ExtractionResult> {
    const { timeoutMs, maxChars, maxInflatedBytes } = this.#options;
    const timeout = AbortSignal.timeout(timeoutMs);
    // A copy of our own, moved (not cloned) to the thread: the caller's buffer may be a view of a larger
    // pooled one, which must be neither sent whole nor detached. (Buffer#slice would not copy: a small
    // Buffer lives in Node's shared pool, which cannot be transferred.)
    const copy = new Uint8Array(bytes);
    try {
      return await this.#threads().run(
        { bytes: copy, kind, maxChars, maxInflatedBytes },
        { signal: timeout, transferList: [copy.buffer] },
      );
    } catch (error) {
      if (timeout.aborted) return { ok: false, reason: 'timeout' };
      // Node kills a thread past its resourceLimits; piscina rejects the task with this code.
      if ((error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY') {
        return { ok: false, reason: 'too_complex' };
      }
      if (this.#startFailure) {
        throw new Error(`The extraction worker could not start (${this.#options.workerFile})`, {
          cause: this.#startFailure,
        });
      }
      throw error;
    }
  }

  /** Stops the threads (running tasks are cancelled). The pool can be used again afterwards. */
  async close(): Promise<void> {
    const closing = this.#pool;
    this.#pool = null;
    await closing?.destroy();
  }
}
