// A throwaway PostgreSQL server for tests and benchmarks: a fresh cluster in a temp folder, listening only
// on 127.0.0.1 on a free port, trust auth (loopback only), fsync off. Removed by stop(), and on process exit.
//
// Usage: const pg = await startPostgres(); … pg.url …; pg.stop();
// Fault tests may also stop the server and start it again on the same port and data: pg.stopServer('fast'),
// pg.startServer().
// A script that handles SIGINT/SIGTERM itself should end with process.exit() so the exit hook runs.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePostgresBinaries, isRoot } from './ensure-system.mjs';

const OS_USER = 'postgres';
// Tuned for throwaway speed, not durability; enough connections for one pool per parallel test file.
const SETTINGS = {
  listen_addresses: "'127.0.0.1'",
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  max_connections: '200',
};

/** A port nobody listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, run its programs as the `postgres` user (created if missing). */
function serverUser() {
  if (!isRoot()) return null;
  if (spawnSync('id', ['-u', OS_USER], { stdio: 'ignore' }).status !== 0) {
    console.log(`[postgres] creating the ${OS_USER} system user`);
    spawnSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', OS_USER], {
      stdio: 'inherit',
    });
  }
  return OS_USER;
}

function ownerIds(user) {
  const id = (flag) => Number(spawnSync('id', [flag, user], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

function runAs(user, command, args) {
  const [file, argv] = user ? ['runuser', ['-u', user, '--', command, ...args]] : [command, args];
  return spawnSync(file, argv, { encoding: 'utf8', cwd: tmpdir() });
}

/** runAs without blocking the event loop: a fault test keeps serving requests while the server stops. */
function runAsAsync(user, command, args) {
  const [file, argv] = user ? ['runuser', ['-u', user, '--', command, ...args]] : [command, args];
  return new Promise((resolve) => {
    const child = spawn(file, argv, { cwd: tmpdir() });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

function fail(step, result, logFile) {
  const log = logFile && existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-20) : [];
  const output = [result.stdout, result.stderr, ...log].filter(Boolean).join('\n');
  throw new Error(`[postgres] ${step} failed (exit ${result.status}):\n${output}`);
}

/** A temp folder owned by the server's user, holding the cluster, its socket and its log. */
function makeWorkDir(user) {
  const dir = mkdtempSync(join(tmpdir(), 'cv-postgres-'));
  mkdirSync(join(dir, 'socket'));
  if (user) {
    const { uid, gid } = ownerIds(user);
    for (const path of [dir, join(dir, 'socket')]) chownSync(path, uid, gid);
  }
  return dir;
}

function initCluster(binDir, user, dataDir) {
  const args = [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C',
    '--no-sync',
  ];
  const result = runAs(user, join(binDir, 'initdb'), args);
  if (result.status !== 0) fail('initdb', result);
  const lines = Object.entries(SETTINGS).map(([key, value]) => `${key} = ${value}`);
  appendFileSync(join(dataDir, 'postgresql.conf'), `\n# throwaway test server\n${lines.join('\n')}\n`);
}

/**
 * Starts the server and waits until it accepts connections; returns { url, port, dataDir, stop, stopServer,
 * startServer }. stop() ends it for good and removes its files. stopServer(mode) only stops the server (mode:
 * pg_ctl's smart, fast or immediate) and startServer() starts the same cluster again on the same port; both
 * are async and resolve once pg_ctl has waited for the change.
 */
export async function startPostgres() {
  const binDir = ensurePostgresBinaries();
  if (!binDir) throw new Error('[postgres] PostgreSQL server binaries are not available');
  const started = Date.now();
  const user = serverUser();
  const dir = makeWorkDir(user);
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  const pgCtl = join(binDir, 'pg_ctl');
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', stop);
    runAs(user, pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  let port = 0;
  const startArgs = () => ['-D', dataDir, '-l', logFile, '-o', `-p ${port} -k ${join(dir, 'socket')}`];
  const startServer = async () => {
    const result = await runAsAsync(user, pgCtl, [...startArgs(), '-w', '-t', '60', 'start']);
    if (result.status !== 0) fail('pg_ctl start', result, logFile);
  };
  const stopServer = async (mode = 'fast') => {
    const result = await runAsAsync(user, pgCtl, ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
    if (result.status !== 0) fail('pg_ctl stop', result, logFile);
  };
  try {
    initCluster(binDir, user, dataDir);
    port = await freePort();
    const result = runAs(user, pgCtl, [...startArgs(), '-w', '-t', '60', 'start']);
    if (result.status !== 0) fail('pg_ctl start', result, logFile);
    console.log(`[postgres] ready on 127.0.0.1:${port} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      dataDir,
      stop,
      stopServer,
      startServer,
    };
  } catch (error) {
    stop();
    throw error;
  }
}
