import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@cv/db/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/postgres.mjs';
import { testDatabaseAdminUrl, testDatabaseKind } from '../test/config';
import { exited, type ServerProcess, signInAsDemo, startServerProcess } from '../test/server-process';

/**
 * What shows only with the real server in a process of its own (issue 21), on one server started for both:
 * - a JSON body over the 1 MB limit was answered 413 while the client was still sending, and the connection
 *   closed with the rest unread, which the kernel turns into a reset: the client saw EPIPE (a browser, a
 *   network error) instead of the answer (finding 8; within the test's own process the reset did not show);
 * - a stop while browsers are open: each open tab holds a live-credits stream, which never ends by itself.
 *   A SIGTERM waited for the tabs to close, holding PGlite's folder lock meanwhile: a restart waited and then
 *   refused to start (finding 7). Three streams open, a SIGTERM, then a new start on the same data.
 */

let testDb: TestDatabase | null = null;
let dataDir: string;
let port: number;
let first: ServerProcess;
const start = () => startServerProcess({ port, dataDir, databaseUrl: testDb?.url });
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cv-stop-'));
  if (testDatabaseAdminUrl) testDb = await createTestDatabase(testDatabaseAdminUrl);
  port = await freePort();
  first = await start();
}, 120_000);
afterAll(async () => {
  if (first && first.child.exitCode === null && first.child.signalCode === null) first.child.kill('SIGKILL');
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

const ROUTES = ['/api/optimize-cv', '/api/user/consume-credits', '/api/user/cvs', '/api/admin/login'];
// 5 MB: on this machine's loopback most bodies this size met a reset (2.5 MB fitted in its buffers).
const bigBody = new Blob([
  JSON.stringify({ cv_content: 'a'.repeat(5_000_000), job_description: 'x', amount: 1 }),
]);

describe(`a JSON body over the limit (${testDatabaseKind})`, () => {
  it('is answered 413 with a detail, which the client reads, and changes nothing', async () => {
    const token = await signInAsDemo(first.url);
    const headers = {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      origin: first.url,
    };
    const answers: string[] = [];
    for (const path of ROUTES) {
      for (let i = 0; i < 5; i++) {
        const answer = await fetch(`${first.url}${path}`, { method: 'POST', headers, body: bigBody }).then(
          async (response) => `${response.status} ${((await response.json()) as { detail: string }).detail}`,
          (error: { cause?: { code?: string } }) => `${path}: ${error.cause?.code ?? error}`,
        );
        answers.push(answer);
      }
    }
    expect(new Set(answers)).toEqual(new Set(['413 Requête trop volumineuse (1 Mo au plus).']));
    const profile = await fetch(`${first.url}/api/user/profile`, { headers });
    expect(await profile.json()).toMatchObject({ credits: 100, totalCVsGenerated: 0 });
  });
});

describe(`a stop with live-credits streams open (${testDatabaseKind})`, () => {
  it('ends the streams and stops within 5 s; a new start on the same data succeeds at once', {
    timeout: 240_000,
  }, async () => {
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
