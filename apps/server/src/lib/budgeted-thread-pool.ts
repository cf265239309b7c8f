import {
  MessageChannel,
  type MessagePort,
  receiveMessageOnPort,
  type TransferListItem,
} from 'node:worker_threads';
import type { TaskStarted } from './announce-start';
import { LazyThreadPool, type LazyThreadPoolOptions } from './lazy-thread-pool';
import { TaskLanes } from './task-lanes';

/**
 * A thread pool whose every task has a time budget counted from its start on a thread — not from its
 * submission: waiting behind other people's tasks is not the task's fault, and a budget counted from
 * submission let four slow uploads make a fifth user's ordinary file fail (issue 21). The thread says when it
 * starts on a port of the task's own (announce-start.ts), and may send events of its
 * own on it (the engine's stages), passed to `onEvent` in order. Tasks wait in lanes (task-lanes.ts): a
 * bounded queue per lane, the first lane served first. A task past its time or heap budget has its thread
 * terminated and replaced, and rejects with OverBudget; a full lane rejects with QueueFull; the caller's
 * own signal, once aborted, takes the task out of its lane, or drops its result, and rejects with its reason.
 */

export interface BudgetedThreadPoolOptions<Lane extends string> extends LazyThreadPoolOptions {
  /** A task still running this long after its start on a thread is stopped, its thread replaced. */
  budgetMs: number;
  /** The most tasks each lane may hold waiting for a thread; lanes listed first are served first. */
  lanes: Record<Lane, number>;
}

export interface BudgetedRun<Lane extends string, Event> {
  lane: Lane;
  /**
   * The caller giving up (its client left): a waiting task leaves its lane at once; a running one finishes
   * (a few milliseconds: stopping it would cost a new thread) and its result is dropped.
   */
  signal?: AbortSignal;
  transferList?: TransferListItem[];
  onEvent?: (event: Event) => void;
}

/** The task kept its thread past its budget (time or memory): the input is at fault, not the server. */
export class OverBudget extends Error {
  constructor(readonly limit: 'time' | 'memory') {
    super(`task over its ${limit} budget`);
    this.name = 'OverBudget';
  }
}

export class BudgetedThreadPool<Task, Result, Event = never, Lane extends string = string> {
  readonly #budgetMs: number;
  readonly #threads: LazyThreadPool<Task & { port: MessagePort }, Result>;
  readonly #lanes: TaskLanes<Lane>;

  constructor({ budgetMs, lanes, ...threads }: BudgetedThreadPoolOptions<Lane>) {
    this.#budgetMs = budgetMs;
    this.#threads = new LazyThreadPool(threads);
    this.#lanes = new TaskLanes(threads.maxThreads, lanes);
  }

  async run(task: Task, { lane, signal, transferList = [], onEvent }: BudgetedRun<Lane, Event>) {
    const release = await this.#lanes.enter(lane, signal);
    const { port1, port2 } = new MessageChannel();
    const budget = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const hear = (message: TaskStarted | Event) => {
      if ((message as TaskStarted).type === 'started')
        timer ??= setTimeout(() => budget.abort(), this.#budgetMs);
      else onEvent?.(message as Event);
    };
    port1.on('message', hear);
    try {
      const result = await this.#threads.threads().run(
        { ...task, port: port2 },
        {
          signal: budget.signal,
          transferList: [...transferList, port2],
        },
      );
      // The result came on piscina's own channel: events the thread sent before it may still wait on ours.
      for (let left = receiveMessageOnPort(port1); left; left = receiveMessageOnPort(port1)) {
        hear(left.message as TaskStarted | Event);
      }
      signal?.throwIfAborted();
      return result;
    } catch (error) {
      if (budget.signal.aborted) throw new OverBudget('time');
      // Node kills a thread past its resourceLimits; piscina rejects the task with this code.
      if ((error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY')
        throw new OverBudget('memory');
      throw this.#threads.startError() ?? error;
    } finally {
      clearTimeout(timer);
      port1.close();
      release();
    }
  }

  /** Whether a task of this lane would be refused now (QueueFull): callers may refuse before any work. */
  isFull(lane: Lane): boolean {
    return this.#lanes.isFull(lane);
  }

  /** Stops the threads (running tasks are cancelled). The pool can be used again afterwards. */
  close(): Promise<void> {
    return this.#threads.close();
  }
}
