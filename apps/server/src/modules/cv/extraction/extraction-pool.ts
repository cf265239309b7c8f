import { BudgetedThreadPool, OverBudget } from '../../../lib/budgeted-thread-pool';
import type { ExtractionResult, FileKind } from './extraction-result';
import type { ExtractionTask } from './extraction-worker';

/**
 * A small pool of worker threads, each task with a time and a memory limit: a hostile file (zip bomb, PDF
 * that never ends) costs a bounded time and memory and ends as a failure, while the server's own thread
 * stays free. The time counts from the task's start on a thread, and only a few files wait for one: past
 * that the upload is refused at once (QueueFull, a 503) rather than left to wait behind someone's hostile
 * files (issue 21). Threads start at the first extraction and stop when idle, so the server pays nothing
 * for them until someone uploads.
 */

export interface ExtractionOptions {
  /** The worker's entry file: see extractionWorkerFile(). */
  workerFile: string;
  /** A task still running this long after its start on a thread is stopped and its thread terminated. */
  timeoutMs: number;
  /** V8 old-generation heap limit of each thread; past it the thread dies and the result is too_complex. */
  maxHeapMb: number;
  /** Text longer than this (after normalisation) is too_large; 200 000 characters is about 60 pages. */
  maxChars: number;
  /** A PDF of more pages is too_many_pages, unread: a CV has a few, and empty pages cost time, no text. */
  maxPages: number;
  /** The most a DOCX may inflate to, all its parts together. */
  maxInflatedBytes: number;
  /** Two: this runs on a 2-core machine, beside the server's own thread. */
  maxThreads: number;
  /** A thread idle this long is stopped; the next extraction starts a new one. */
  idleTimeoutMs: number;
  /** Files waiting for a thread at most; one more is refused with QueueFull. */
  maxWaiting: number;
}

export const defaultExtractionOptions: Omit<ExtractionOptions, 'workerFile'> = {
  timeoutMs: 15_000,
  maxHeapMb: 256,
  maxChars: 200_000,
  maxPages: 20,
  maxInflatedBytes: 64 * 1024 * 1024,
  maxThreads: 2,
  idleTimeoutMs: 60_000,
  // a real CV takes 0.1–0.5 s: eight waiting is a few seconds' wait at worst
  maxWaiting: 8,
};

export class ExtractionPool {
  readonly #options: ExtractionOptions;
  readonly #pool: BudgetedThreadPool<Omit<ExtractionTask, 'port'>, ExtractionResult, never, 'files'>;

  constructor(options: Partial<ExtractionOptions> & Pick<ExtractionOptions, 'workerFile'>) {
    this.#options = { ...defaultExtractionOptions, ...options };
    const { workerFile, maxThreads, idleTimeoutMs, maxHeapMb, timeoutMs, maxWaiting } = this.#options;
    // No thread before the first task, none kept once idle: the memory goes back to the server.
    this.#pool = new BudgetedThreadPool({
      workerFile,
      minThreads: 0,
      maxThreads,
      idleTimeoutMs,
      maxHeapMb,
      what: 'extraction',
      budgetMs: timeoutMs,
      lanes: { files: maxWaiting },
    });
  }

  /**
   * Resolves with the text or a failure reason. Rejects with QueueFull when too many files wait already,
   * and on our own faults (worker file missing, a bug), which deserve a 500 rather than "cannot read your
   * file".
   */
  async extract(bytes: Uint8Array, kind: FileKind): Promise<ExtractionResult> {
    const { maxChars, maxPages, maxInflatedBytes } = this.#options;
    // A copy of our own, moved (not cloned) to the thread: the caller's buffer may be a view of a larger
    // pooled one, which must be neither sent whole nor detached. (Buffer#slice would not copy: a small
    // Buffer lives in Node's shared pool, which cannot be transferred.)
    const copy = new Uint8Array(bytes);
    try {
      return await this.#pool.run(
        { bytes: copy, kind, maxChars, maxPages, maxInflatedBytes },
        { lane: 'files', transferList: [copy.buffer] },
      );
    } catch (error) {
      if (!(error instanceof OverBudget)) throw error;
      return { ok: false, reason: error.limit === 'time' ? 'timeout' : 'too_complex' };
    }
  }

  /** Stops the threads (running tasks are cancelled). The pool can be used again afterwards. */
  close(): Promise<void> {
    return this.#pool.close();
  }
}
