import { LazyThreadPool } from '../../../lib/lazy-thread-pool';
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
  readonly #pool: LazyThreadPool<ExtractionTask, ExtractionResult>;

  constructor(options: Partial<ExtractionOptions> & Pick<ExtractionOptions, 'workerFile'>) {
    this.#options = { ...defaultExtractionOptions, ...options };
    const { workerFile, maxThreads, idleTimeoutMs, maxHeapMb } = this.#options;
    // No thread before the first task, none kept once idle: the memory goes back to the server.
    this.#pool = new LazyThreadPool({
      workerFile,
      minThreads: 0,
      maxThreads,
      idleTimeoutMs,
      maxHeapMb,
      what: 'extraction',
    });
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
      return await this.#pool
        .threads()
        .run(
          { bytes: copy, kind, maxChars, maxInflatedBytes },
          { signal: timeout, transferList: [copy.buffer] },
        );
    } catch (error) {
      if (timeout.aborted) return { ok: false, reason: 'timeout' };
      // Node kills a thread past its resourceLimits; piscina rejects the task with this code.
      if ((error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY') {
        return { ok: false, reason: 'too_complex' };
      }
      throw this.#pool.startError() ?? error;
    }
  }

  /** Stops the threads (running tasks are cancelled). The pool can be used again afterwards. */
  close(): Promise<void> {
    return this.#pool.close();
  }
}
