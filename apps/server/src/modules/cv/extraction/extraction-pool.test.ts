import { isMainThread } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { QueueFull } from '../../../lib/task-lanes';
import { ExtractionPool } from './extraction-pool';
import { extractionWorkerFile } from './extraction-worker-file';

// The pool's own limits, shown with workers that misbehave on purpose (__fixtures__/*-worker.mjs): the
// real parsers rarely hang or blow their heap on demand, but a hostile file may make them.

const worker = (name: string) => new URL(`./__fixtures__/${name}`, import.meta.url).pathname;
const bytes = new Uint8Array([0x25]);

describe('ExtractionPool', () => {
  it('stops a task past its time limit, in another thread: the main thread runs meanwhile', async () => {
    const pool = new ExtractionPool({ workerFile: worker('stuck-worker.mjs'), timeoutMs: 500 });
    let ticks = 0;
    const ticking = setInterval(() => ticks++, 20);
    const started = performance.now();
    expect(await pool.extract(bytes, 'pdf')).toEqual({ ok: false, reason: 'timeout' });
    clearInterval(ticking);
    expect(isMainThread).toBe(true);
    expect(ticks).toBeGreaterThan(5);
    expect(performance.now() - started).toBeLessThan(5_000);
    // The stuck thread was terminated; a new one takes the next task.
    expect(await pool.extract(bytes, 'pdf')).toEqual({ ok: false, reason: 'timeout' });
    await pool.close();
  });

  it("counts a file's time from its start on a thread: waiting behind another file is not its fault", async () => {
    // One thread, a budget of 1.2 s, two files of 0.7 s each sent together: the second waits 0.7 s, then
    // runs 0.7 s. Counted from submission (before issue 21) it failed with a timeout at 1.2 s.
    const pool = new ExtractionPool({
      workerFile: worker('busy-worker.mjs'),
      maxThreads: 1,
      timeoutMs: 1_200,
    });
    const results = await Promise.all([
      pool.extract(new Uint8Array([7]), 'pdf'),
      pool.extract(new Uint8Array([7]), 'pdf'),
    ]);
    expect(results).toEqual([
      { ok: true, text: 'busy 7', pages: null },
      { ok: true, text: 'busy 7', pages: null },
    ]);
    await pool.close();
  });

  it('refuses a file at once, with QueueFull, when maxWaiting files already wait for a thread', async () => {
    const pool = new ExtractionPool({ workerFile: worker('busy-worker.mjs'), maxThreads: 1, maxWaiting: 2 });
    const accepted = [1, 2, 3].map(() => pool.extract(new Uint8Array([3]), 'pdf'));
    await expect(pool.extract(new Uint8Array([3]), 'pdf')).rejects.toBeInstanceOf(QueueFull);
    expect((await Promise.all(accepted)).every((result) => result.ok)).toBe(true);
    await pool.close();
  });

  it('turns a thread killed by its heap limit into too_complex', async () => {
    const pool = new ExtractionPool({ workerFile: worker('greedy-worker.mjs'), maxHeapMb: 32 });
    const started = performance.now();
    expect(await pool.extract(bytes, 'docx')).toEqual({ ok: false, reason: 'too_complex' });
    expect(performance.now() - started).toBeLessThan(15_000);
    await pool.close();
  });

  it('rejects (a 500, not a 422) when the worker file is missing', async () => {
    const pool = new ExtractionPool({ workerFile: worker('no-such-worker.mjs') });
    await expect(pool.extract(bytes, 'txt')).rejects.toThrow(/could not start/);
    await pool.close();
  });

  it('runs from source through the tsx shim (the bundle has dist/extraction-worker.js instead)', () => {
    expect(extractionWorkerFile()).toMatch(/extraction-worker-shim\.mjs$/);
  });
});
