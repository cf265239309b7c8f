// Installs node_modules when missing or stale, then lets the entry scripts move onto the pinned Node.
//
// This file runs first on a fresh clone, before any dependency exists and under the machine's own Node
// (20 here): it must stay plain ESM with Node built-ins only.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashFiles, readStamp, writeStamp } from './hash-files.mjs';
import { NODE_MODULES, PINNED_NODE, PINNED_NODE_MAJOR, projectEnv, ROOT } from './paths.mjs';
import { handOverTo, runSync } from './run.mjs';

const INSTALL_STAMP = join(NODE_MODULES, '.install-stamp');
// --include=dev: NODE_ENV=production would otherwise drop the build tools and the pinned node itself.
const NPM_FLAGS = ['--include=dev', '--no-audit', '--no-fund'];

/** package-lock.json and every package.json of the root and its workspaces: what decides node_modules. */
export function installInputs() {
  const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const workspaceDirs = (root.workspaces ?? []).flatMap(expandWorkspacePattern);
  return [
    join(ROOT, 'package.json'),
    join(ROOT, 'package-lock.json'),
    ...workspaceDirs.map((dir) => join(dir, 'package.json')),
  ];
}

/** Only the two forms we use: `dir` and `dir/*`. */
function expandWorkspacePattern(pattern) {
  if (!pattern.endsWith('/*')) return [join(ROOT, pattern)];
  const parent = join(ROOT, pattern.slice(0, -2));
  if (!existsSync(parent)) return [];
  return readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(parent, entry.name, 'package.json')))
    .map((entry) => join(parent, entry.name));
}

/** Why an install is needed, or null when node_modules matches the lockfile and manifests. */
function installReason(hash) {
  if (!existsSync(NODE_MODULES)) return 'node_modules is missing';
  const stamp = readStamp(INSTALL_STAMP);
  if (stamp === null) return 'node_modules was not installed by this script';
  if (stamp !== hash) return 'package-lock.json or a package.json changed since the last install';
  return null;
}

/**
 * `npm ci` gives the exact lockfile on a clean tree, but it rejects a lockfile that lacks another platform's
 * optional binaries (the registry here does not have them all), so fall back to `npm install`, which uses
 * the same lockfile. On an existing tree, `npm install` alone: it updates in place instead of deleting all.
 */
function runNpmInstall() {
  if (!existsSync(NODE_MODULES) && runNpmCi()) return true;
  console.log(`[install] npm install ${NPM_FLAGS.join(' ')}`);
  return runSync('npm', ['install', ...NPM_FLAGS]) === 0;
}

/** `npm ci` with its output held back: when it refuses the lockfile, its usage text would only mislead. */
function runNpmCi() {
  console.log(`[install] npm ci ${NPM_FLAGS.join(' ')}`);
  const result = spawnSync('npm', ['ci', ...NPM_FLAGS], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.status === 0) {
    process.stdout.write(output);
    return true;
  }
  const reasons = output.split('\n').filter((line) => /npm error (code|Missing|`npm ci`)/.test(line));
  console.log(
    `[install] npm ci failed; falling back to npm install. npm said:\n${reasons.slice(0, 6).join('\n')}`,
  );
  return false;
}

/**
 * Installs dependencies when needed; exits the process when the install fails. The time taken is left in
 * CV_INSTALL_MS, which a re-run under the pinned Node inherits, so its summary can show it.
 */
export function ensureInstall() {
  const reason = installReason(hashFiles(installInputs()));
  if (reason === null) return;
  console.log(`[install] ${reason}: installing dependencies`);
  const started = Date.now();
  if (!runNpmInstall()) {
    console.error('[install] could not install dependencies (see npm output above)');
    process.exit(1);
  }
  // Hash after installing: `npm install` may have rewritten package-lock.json.
  writeStamp(INSTALL_STAMP, hashFiles(installInputs()));
  process.env.CV_INSTALL_MS = String(Date.now() - started);
  console.log(`[install] done in ${(Number(process.env.CV_INSTALL_MS) / 1000).toFixed(1)} s`);
}

/**
 * Re-runs the calling script under node_modules/.bin/node when this process runs another Node major.
 * Resolves at once when already on the pinned major; otherwise never resolves and this process ends with
 * the re-run's exit code. Use as `await reexecUnderPinnedNode(import.meta.url)`.
 */
export function reexecUnderPinnedNode(scriptUrl) {
  if (Number(process.versions.node.split('.')[0]) === PINNED_NODE_MAJOR) return Promise.resolve();
  // The guard stops a loop if node_modules/.bin/node is somehow not the pinned major.
  if (!existsSync(PINNED_NODE) || process.env.CV_REEXEC_FROM) {
    console.warn(`[node] running on Node ${process.version}, not ${PINNED_NODE_MAJOR}: results may differ`);
    return Promise.resolve();
  }
  console.log(
    `[node] Node ${process.version} here; re-running under the project's Node ${PINNED_NODE_MAJOR}`,
  );
  const args = [...process.execArgv, fileURLToPath(scriptUrl), ...process.argv.slice(2)];
  return handOverTo(PINNED_NODE, args, { env: projectEnv({ CV_REEXEC_FROM: process.version }) });
}
