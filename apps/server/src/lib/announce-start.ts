import type { MessagePort } from 'node:worker_threads';

/**
 * The message a pool thread sends first thing in a task, on the task's own port: the pool counts the task's
 * time budget from it (budgeted-thread-pool.ts). Its own file, so that a worker imports nothing of the pool.
 */
export type TaskStarted = { type: 'started' };

export function announceStart(port: MessagePort): void {
  port.postMessage({ type: 'started' } satisfies TaskStarted);
}
