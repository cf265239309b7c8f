import { afterAll, beforeAll } from 'vitest';
import { openBrowser } from './browser';
import { type RunningServer, startServer } from './start-server';

export interface ServerAndBrowser {
  server: RunningServer;
  browser: Awaited<ReturnType<typeof openBrowser>>;
}

/**
 * The usual set-up of a journey file: the real built server on a fresh data folder and a fresh Chromium,
 * started before the file's tests and stopped after them. Read `server` and `browser` inside the tests.
 */
export function useServerAndBrowser(env: Record<string, string> = {}): ServerAndBrowser {
  const running = {} as ServerAndBrowser;
  beforeAll(async () => {
    running.server = await startServer(env);
    running.browser = await openBrowser();
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.server?.stop();
  });
  return running;
}
