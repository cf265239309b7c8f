import type { JobOfferFromUrl } from '@cv/contracts';
import { BudgetedThreadPool, OverBudget } from '../../../lib/budgeted-thread-pool';
import { QueueFull } from '../../../lib/task-lanes';
import { JobFetchRefusal } from '../fetch/job-fetch-refusal';
import { pageReaderWorkerFile } from './page-reader-worker-file';
import type { ReadStepInput, ReadStepName } from './read-steps';

/**
 * One thread, started by the first link and stopped when idle, reads the fetched pages (read-steps.ts).
 * Measured on this machine: a 2 MB page of paragraphs takes about 3 s to parse, read by readability and
 * turned into lines; 2 MB of nested elements took more than ten minutes. On the server's own thread either
 * would hold every other request; here each step has 3 s from its start on the thread, past which the thread
 * is replaced and the link refused (paste the text). Eight pages may wait for the thread; a ninth is
 * refused at once rather than made to wait behind them.
 */
const OPTIONS = {
  minThreads: 0,
  maxThreads: 1,
  idleTimeoutMs: 30_000,
  maxHeapMb: 256,
  budgetMs: 3_000,
  waiting: 8,
};

type ReadTask = { step: ReadStepName; input: unknown };

let pool: BudgetedThreadPool<ReadTask, JobOfferFromUrl | null, never, 'pages'> | null = null;

/** Runs one reading step off the server's thread; refuses the page past its budget or when the queue is full. */
export async function readInThread<K extends ReadStepName>(
  step: K,
  input: ReadStepInput<K>,
): Promise<JobOfferFromUrl | null> {
  const { waiting, ...threads } = OPTIONS;
  pool ??= new BudgetedThreadPool({
    ...threads,
    workerFile: pageReaderWorkerFile(),
    what: 'page reader',
    lanes: { pages: waiting },
  });
  try {
    return await pool.run({ step, input }, { lane: 'pages' });
  } catch (error) {
    if (error instanceof OverBudget) throw new JobFetchRefusal('too-unusual');
    if (error instanceof QueueFull) throw new JobFetchRefusal('busy');
    throw error;
  }
}

export async function closePageReaderPool(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.close();
}
