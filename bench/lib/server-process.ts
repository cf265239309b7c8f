import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../scripts/lib/postgres.mjs';
import { serverDist } from './paths';

/**
 * The real built server (apps/server/dist/main.js) in its own process, so that the load generator and the
 * server do not share an event loop. Production settings in demo mode (the demo account is seeded), a
 * rate limit high enough never to trigger, the log written to a file in the data folder.
 */

export interface ServerOptions {
  dataDir: string;
  /** PostgreSQL; absent means PGlite in dataDir. */
  databaseUrl?: string;
  /** Kept across restarts so that sessions stay valid. */
  authSecret: string;
  /** More settings for this run (e.g. ADMIN_PASSWORD). */
  env?: Record<string, string>;
}

export interface RunningServer {
  url: string;
  /** Resident memory of the server process now, and its peak so far (Linux /proc), in MiB. */
  memory(): { rssMiB: number; peakMiB: number } | null;
  /** SIGTERM, then SIGKILL after 15 s; resolves when the process has exited (PGlite's lock released). */
  stop(): Promise<void>;
}

export const newAuthSecret = (): string => randomBytes(36).toString('base64url');

async function waitUntilReady(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}; see ${logFile}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not ready after 90 s; see ${logFile}`);
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = (await freePort()) as number;
  const url = `http://127.0.0.1:${port}`;
  const logFile = join(options.dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [join(serverDist, 'main.js')], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DEMO_MODE: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      AUTH_SECRET: options.authSecret,
      AI_PROVIDER: 'local',
      MAX_REQUESTS_PER_MINUTE: '1000000',
      ...options.env,
    },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitUntilReady(url, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop, memory: () => readMemory(child.pid) };
}

function readMemory(pid: number | undefined): { rssMiB: number; peakMiB: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (key: string) =>
      Number(status.match(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm'))?.[1] ?? Number.NaN);
    return { rssMiB: Math.round(kib('VmRSS') / 1024), peakMiB: Math.round(kib('VmHWM') / 1024) };
  } catch {
    return null;
  }
}

/** Signs in through better-auth, as the web client does (Origin = APP_URL); returns the Cookie header. */
/** The account the server seeds in demo mode (the benchmarks' signed-in user). */
export const DEMO = { email: 'demo@example.com', password: 'demo1234' } as const;

/** Signs in as the web client does (Origin = APP_URL) and keeps the session token as a bearer token. */
export async function bearerToken(url: string, account: { email: string; password: string } = DEMO) {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(account),
  });
  const body = (await response.json()) as { token?: string };
  const token = response.headers.get('set-auth-token') ?? body.token;
  if (!response.ok || !token) throw new Error(`sign-in as ${account.email}: ${response.status}`);
  return token;
}

export async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
