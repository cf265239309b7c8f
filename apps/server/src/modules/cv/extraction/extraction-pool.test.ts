import { isMainThread } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
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
