import { readFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { EngineOverBudget, EnginePool } from './engine-pool';
import { engineWorkerFile } from './engine-worker-file';

// The pool with the real engine (from source, through the tsx shim), then its limits, shown with workers
// that misbehave on purpose (__fixtures__/*-engine-worker.mjs): the engine no longer takes long on any
// text we know of (packages/cv-engine/src/hostile-input.test.ts), but the next quadratic step would.

const fixtures = new URL('../../../../../../packages/cv-engine/src/__fixtures__/', import.meta.url);
const cvText = readFileSync(new URL('cv-fr-developpeuse-fullstack.txt', fixtures), 'utf8');
const jobDescription = readFileSync(new URL('offre-fr-developpeur-fullstack.txt', fixtures), 'utf8');
const worker = (name: string) => new URL(`./__fixtures__/${name}`, import.meta.url).pathname;

describe('EnginePool with the engine', () => {
  const pool = new EnginePool({ workerFile: engineWorkerFile() });
  afterAll(() => pool.close());

  it('parses in a thread', async () => {
    const parsed = await pool.run('parse', { cvText });
    expect(parsed.name).toBe('Maëlle Duchâteau');
  });

  it('passes every stage on, in order, before the result', async () => {
    const stages: string[] = [];
    const result = await pool.run('optimize', { cvText, jobDescription }, (stage) => stages.push(stage));
    expect(stages).toEqual(['analyse_cv', 'analyse_job', 'generate', 'ats_score', 'finalise']);
    expect(result.language).toBe('french');
  });

  it('runs from source through the tsx shim (the bundle has dist/engine-worker.js instead)', () => {
    expect(engineWorkerFile()).toMatch(/engine-worker-shim\.mjs$/);
  });
});

describe('EnginePool limits', () => {
  it('stops a task past its budget, in another thread, and replaces the thread', async () => {
    const pool = new EnginePool({ workerFile: worker('stuck-engine-worker.mjs'), budgetMs: 300 });
    let ticks = 0;
    const ticking = setInterval(() => ticks++, 20);
    const started = performance.now();
    const over = await pool.run('parse', { cvText }).catch((error: unknown) => error);
    clearInterval(ticking);
    expect(over).toBeInstanceOf(EngineOverBudget);
    expect(over).toMatchObject({ task: 'parse', limit: 'time' });
    expect(isMainThread).toBe(true);
    expect(ticks).toBeGreaterThan(5);
    expect(performance.now() - started).toBeLessThan(10_000);
    // The stuck thread was terminated; a new one takes the next task.
    await expect(pool.run('parse', { cvText })).rejects.toBeInstanceOf(EngineOverBudget);
    await pool.close();
  });

  it('turns a thread killed by its heap limit into a memory overrun', async () => {
    const pool = new EnginePool({ workerFile: worker('greedy-engine-worker.mjs'), maxHeapMb: 32 });
    await expect(pool.run('parse', { cvText })).rejects.toMatchObject({ limit: 'memory' });
    await pool.close();
  });

  it('rejects (a 500, not a 422) when the worker file is missing', async () => {
    const pool = new EnginePool({ workerFile: worker('no-such-worker.mjs') });
    const error = await pool.run('parse', { cvText }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(EngineOverBudget);
    expect(String(error)).toMatch(/could not start|Cannot find module/);
    await pool.close();
  });
});
