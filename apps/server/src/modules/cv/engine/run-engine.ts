import type { OptimizeStage } from '@cv/cv-engine';
import { type EngineOptions, EnginePool } from './engine-pool';
import type { EngineInput, EngineOutput, EngineTaskName } from './engine-worker';
import { engineWorkerFile } from './engine-worker-file';

/**
 * The server's one engine pool, behind three functions (as extract-text.ts for the extraction pool): the
 * routes call runEngine(), the app's onClose hook calls closeEnginePool(), and configureEngine() (optional,
 * before the first task) passes settings in. Threads start at the first task.
 */

let options: Partial<EngineOptions> = {};
let pool: EnginePool | null = null;

/** Applies to the pool created next: call it at start-up, or after closeEnginePool(). */
export function configureEngine(changes: Partial<EngineOptions>): void {
  options = { ...options, ...changes };
}

/** Runs one of the engine's steps off the server's thread. See EnginePool.run(). */
export function runEngine<K extends EngineTaskName>(
  name: K,
  input: EngineInput<K>,
  onStage?: (stage: OptimizeStage) => void,
  signal?: AbortSignal,
): Promise<EngineOutput<K>> {
  pool ??= new EnginePool({ workerFile: engineWorkerFile(), ...options });
  return pool.run(name, input, onStage, signal);
}

/** Whether a task of this kind would be refused now (its lane full); false before the pool starts. */
export function engineFull(name: EngineTaskName): boolean {
  return pool?.isFull(name) ?? false;
}

export async function closeEnginePool(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.close();
}
