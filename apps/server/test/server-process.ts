import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { DEMO_ACCOUNT } from '../src/modules/system/public-config';

/**
 * The real server in a process of its own (src/main.ts through tsx, no build needed), for the fault tests
 * that stop or kill it: demo mode, a data folder and maybe a PostgreSQL database of the test's own.
 */

const root = join(import.meta.dirname, '../../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
}

export interface ServerProcessOptions {
  port: number;
  dataDir: string;
  /** PostgreSQL; absent means PGlite in dataDir. */
  databaseUrl?: string | null;
  env?: Record<string, string>;
}

/** Starts the server and resolves once its health check answers (within 90 s). */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(options.port),
      APP_URL: url,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      MAX_REQUESTS_PER_MINUTE: '100000',
      DNS_SERVERS: '127.0.0.1:9',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  // PGlite's folder lock of a killed process goes stale after 10 s: a restart may wait that long.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, child, output: () => log };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server not healthy after 90 s:\n${log}`);
}

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Signs in as the demo account; its session token. */
export async function signInAsDemo(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }),
  });
  if (response.status !== 200) throw new Error(`sign-in as the demo account: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
