import { availableParallelism } from 'node:os';
import type { OptimizeStage } from '@cv/cv-engine';
import { BudgetedThreadPool, OverBudget } from '../../../lib/budgeted-thread-pool';
import type { EngineEvent, EngineInput, EngineOutput, EngineTask, EngineTaskName } from './engine-worker';

/**
 * A small pool of worker threads for the engine (issue 17): parsing, scoring and rewriting a CV is pure
 * computation on text anyone signed in may send, and on the server's own thread one slow text held every
 * other request behind it. Here each task has a time budget, counted from its start on a thread (waiting
 * behind other generations is not the text's fault); past it the thread is terminated, another takes its
 * place, and the caller gets EngineOverBudget — a 422, not a 500. The engine's stages come back as they
 * happen, for the progress stream (decision D14).
 */

export interface EngineOptions {
  /** The worker's entry file: see engineWorkerFile(). */
  workerFile: string;
  /** A task still running this long after its start on a thread is stopped, its thread replaced. */
  budgetMs: number;
  /** V8 old-generation heap limit of each thread; past it the thread dies and the task is over budget. */
  maxHeapMb: number;
  /** Threads at most; one core is left to the server's own thread. */
  maxThreads: number;
  /** A thread idle this long is stopped (one is kept once the pool has started). */
  idleTimeoutMs: number;
  /** The most tasks each lane may hold waiting for a thread; past it a task is refused (QueueFull, a 503). */
  waiting: Record<EngineLane, number>;
}

/**
 * Paid generations go ahead of free parsing (issue 21): 600 free parse-cv of 50 000 characters took a paid
 * generation from 85 ms to 13 s when they shared one queue. The paid lane is long, since each of its tasks
 * holds a credit already (500 generations at once on one balance of 100 must all be served); the free one
 * is short, as a free request costs its sender nothing.
 */
export type EngineLane = 'paid' | 'free';

const LANE_OF: Record<EngineTaskName, EngineLane> = {
  parse: 'free',
  optimize: 'paid',
  aiBrief: 'paid',
  optimizeWithAi: 'paid',
  letter: 'paid',
  letterDraft: 'paid',
  letterWithAi: 'paid',
};

export const defaultEngineOptions: Omit<EngineOptions, 'workerFile'> = {
  // the engine takes 10–30 ms on a real CV and at most a few hundred on the hostile texts of the bench
  budgetMs: 3_000,
  maxHeapMb: 256,
  maxThreads: Math.max(1, Math.min(2, availableParallelism() - 1)),
  idleTimeoutMs: 60_000,
  // a parse of 50 000 characters takes about 50 ms: 32 waiting is a wait of under 2 s
  waiting: { paid: 256, free: 32 },
};

/** The text kept the engine past its budget (time or memory): the request is refused, not the server. */
export class EngineOverBudget extends Error {
  constructor(
    readonly task: EngineTaskName,
    readonly limit: 'time' | 'memory',
  ) {
    super(`engine task '${task}' over its ${limit} budget`);
    this.name = 'EngineOverBudget';
  }
}

export class EnginePool {
  readonly #pool: BudgetedThreadPool<EngineTask, unknown, EngineEvent, EngineLane>;

  constructor(options: Partial<EngineOptions> & Pick<EngineOptions, 'workerFile'>) {
    const { workerFile, budgetMs, maxThreads, idleTimeoutMs, maxHeapMb, waiting } = {
      ...defaultEngineOptions,
      ...options,
    };
    // Started by the first task, then one thread kept warm: a generation should not wait for a start.
    this.#pool = new BudgetedThreadPool({
      workerFile,
      minThreads: 1,
      maxThreads,
      idleTimeoutMs,
      maxHeapMb,
      what: 'engine',
      budgetMs,
      lanes: waiting,
    });
  }

  /**
   * Runs one engine task in a thread, in its lane. Rejects with EngineOverBudget when the text is at fault,
   * with QueueFull when its lane is full, with the signal's reason once the caller has given up (its client
   * left); with any other error on our own faults (worker file missing, a bug in the engine), which deserve
   * a 500.
   */
  async run<K extends EngineTaskName>(
    name: K,
    input: EngineInput<K>,
    onStage: (stage: OptimizeStage) => void = () => {},
    signal?: AbortSignal,
  ): Promise<EngineOutput<K>> {
    const onEvent = (event: EngineEvent) => event.type === 'stage' && onStage(event.stage);
    try {
      const task = { name, input };
      return (await this.#pool.run(task, { lane: LANE_OF[name], signal, onEvent })) as EngineOutput<K>;
    } catch (error) {
      if (error instanceof OverBudget) throw new EngineOverBudget(name, error.limit);
      throw error;
    }
  }

  /** Whether a task of this kind would be refused now, its lane full. */
  isFull(name: EngineTaskName): boolean {
    return this.#pool.isFull(LANE_OF[name]);
  }

  /** Stops the threads (running tasks are cancelled). The pool can be used again afterwards. */
  close(): Promise<void> {
    return this.#pool.close();
  }
}
