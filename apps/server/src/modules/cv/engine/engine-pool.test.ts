import { readFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { QueueFull } from '../../../lib/task-lanes';
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

  it('serves a paid generation before the free parses that were waiting before it (issue 21)', async () => {
    const pool = new EnginePool({ workerFile: worker('busy-engine-worker.mjs'), maxThreads: 1 });
    const done: string[] = [];
    const task = (name: 'parse' | 'optimize', n: number) =>
      pool.run(name, { ms: 150, n } as never).then((answer) => done.push(answer as unknown as string));
    const parses = [1, 2, 3, 4].map((n) => task('parse', n));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await Promise.all([...parses, task('optimize', 5)]);
    // the first parse was running already; the generation comes next, then the other parses in order
    expect(done).toEqual(['parse 1', 'optimize 5', 'parse 2', 'parse 3', 'parse 4']);
    await pool.close();
  });

  it('refuses a free parse at once when its lane is full, while a generation may still wait', async () => {
    const pool = new EnginePool({
      workerFile: worker('busy-engine-worker.mjs'),
      maxThreads: 1,
      waiting: { paid: 1, free: 1 },
    });
    const run = (name: 'parse' | 'optimize', n: number) => pool.run(name, { ms: 200, n } as never);
    const accepted = [run('parse', 1), run('parse', 2)];
    await expect(run('parse', 3)).rejects.toBeInstanceOf(QueueFull);
    const generation = run('optimize', 4);
    await expect(run('optimize', 5)).rejects.toBeInstanceOf(QueueFull);
    expect(await Promise.all([...accepted, generation])).toEqual(['parse 1', 'parse 2', 'optimize 4']);
    await pool.close();
  });

  it("lets a caller that gives up leave the queue at once, and drops a running task's result", async () => {
    const pool = new EnginePool({ workerFile: worker('busy-engine-worker.mjs'), maxThreads: 1 });
    const run = (n: number, signal?: AbortSignal) =>
      pool.run('optimize', { ms: 400, n } as never, undefined, signal);
    const runningLeaves = new AbortController();
    const running = run(1, runningLeaves.signal).catch((error: unknown) => error);
    const waitingLeaves = new AbortController();
    const waiting = run(2, waitingLeaves.signal).catch((error: unknown) => error);
    const next = run(3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const left = performance.now();
    waitingLeaves.abort(new Error('client 2 left'));
    runningLeaves.abort(new Error('client 1 left'));
    expect(await waiting).toEqual(new Error('client 2 left'));
    expect(performance.now() - left).toBeLessThan(200);
    expect(await running).toEqual(new Error('client 1 left'));
    // the thread was not stopped: the next task runs on it, after the first
    expect(await next).toBe('optimize 3');
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
