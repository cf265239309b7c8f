import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@cv/db/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/postgres.mjs';
import { testDatabaseAdminUrl, testDatabaseKind } from '../test/config';
import { exited, signInAsDemo, startServerProcess } from '../test/server-process';

/**
 * A stop while browsers are open (issue 21, finding 7): each open tab holds a live-credits stream, which
 * never ends by itself. A SIGTERM waited for the tabs to close, holding PGlite's folder lock meanwhile: a
 * restart waited and then refused to start. The real server in its own process, three streams open, a
 * SIGTERM, then a new start on the same data folder (or database).
 */

let testDb: TestDatabase | null = null;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cv-stop-'));
  if (testDatabaseAdminUrl) testDb = await createTestDatabase(testDatabaseAdminUrl);
});
afterAll(async () => {
  await testDb?.destroy();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Opens the live-credits stream as the web client does; resolves once its first balance has come. */
async function openStream(url: string, token: string) {
  const response = await fetch(`${url}/api/user/credits/stream`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
  });
  const reader = response.body!.getReader();
  let text = '';
  while (!text.includes('data:')) {
    const { value, done } = await reader.read();
    if (done) throw new Error('the stream ended before its first balance');
    text += new TextDecoder().decode(value);
  }
  // what the browser sees next: the end of the stream, after which it reconnects by itself
  const ended = (async () => {
    for (;;) if ((await reader.read().catch(() => ({ done: true }))).done) return true;
  })();
  return { ended };
}

describe(`a stop with live-credits streams open (${testDatabaseKind})`, () => {
  it('ends the streams and stops within 5 s; a new start on the same data succeeds at once', {
    timeout: 240_000,
  }, async () => {
    const port = await freePort();
    const start = () => startServerProcess({ port, dataDir, databaseUrl: testDb?.url });
    const first = await start();
    let stopMs: number;
    try {
      const token = await signInAsDemo(first.url);
      const streams = await Promise.all([1, 2, 3].map(() => openStream(first.url, token)));
      const stopping = performance.now();
      first.child.kill('SIGTERM');
      await Promise.race([exited(first.child), new Promise((resolve) => setTimeout(resolve, 5_000))]);
      stopMs = performance.now() - stopping;
      expect(first.child.exitCode, first.output()).toBe(0);
      expect(await Promise.all(streams.map((s) => s.ended))).toEqual([true, true, true]);
    } finally {
      if (first.child.exitCode === null && first.child.signalCode === null) first.child.kill('SIGKILL');
      await exited(first.child);
    }
    expect(stopMs).toBeLessThan(5_000);

    const restarting = performance.now();
    const second = await start();
    const restartMs = performance.now() - restarting;
    try {
      expect(second.output()).not.toMatch(/in use|locked/i);
      const profile = await fetch(`${second.url}/api/user/profile`, {
        headers: { authorization: `Bearer ${await signInAsDemo(second.url)}` },
      });
      expect(profile.status).toBe(200);
    } finally {
      second.child.kill('SIGTERM');
      await exited(second.child);
    }
    console.log(
      `[server-stop] ${JSON.stringify({ database: testDatabaseKind, stopMs: Math.round(stopMs), restartMs: Math.round(restartMs) })}`,
    );
  });
});
