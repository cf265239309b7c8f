// Builds the web client and the server only when their inputs changed since the last successful build,
// so that a second `npm start` serves within seconds.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { hashFiles, listFiles, readStamp, writeStamp } from './hash-files.mjs';
import { NODE_MODULES, projectEnv, ROOT } from './paths.mjs';
import { runSync } from './run.mjs';

const BUILD_STAMP = join(NODE_MODULES, '.build-stamp');
const BUILT_DIRS = ['apps', 'packages'];
const ROOT_INPUTS = ['package.json', 'package-lock.json', 'tsconfig.base.json'];
const OUTPUTS = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];
// Tests never reach a bundle, so editing one does not force a rebuild; nor do run-time folders a workspace
// may hold (a PGlite data folder, test reports), which change on every run.
const NOT_BUILT = [/\.test\.[cm]?[jt]sx?$/, /^(apps|packages)\/[^/]+\/(data|test-results|coverage)\//];

/**
 * Every file of every app and package (sources, index.html, public assets, migrations, config files,
 * build scripts) except tests, plus the root files that change how they build.
 */
export function buildInputs() {
  const workspaceFiles = BUILT_DIRS.flatMap((dir) => workspaceDirs(join(ROOT, dir))).flatMap((dir) =>
    listFiles(dir, (path) => !NOT_BUILT.some((pattern) => pattern.test(relative(ROOT, path)))),
  );
  return [...workspaceFiles, ...ROOT_INPUTS.map((file) => join(ROOT, file))];
}

function workspaceDirs(parent) {
  if (!existsSync(parent)) return [];
  return readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(parent, entry.name));
}

/** Why a build is needed, or null when the outputs exist and were built from these exact inputs. */
function buildReason(hash) {
  const missing = OUTPUTS.find((output) => !existsSync(join(ROOT, output)));
  if (missing) return `${missing} is missing`;
  if (readStamp(BUILD_STAMP) !== hash) return 'sources changed since the last build';
  return null;
}

/** The hash of the build inputs as they are now: take it before building, stamp it after. */
export function currentBuildHash() {
  return hashFiles(buildInputs());
}

/** Records a successful build of `hash`, so that the next start skips it. */
export function markBuilt(hash) {
  writeStamp(BUILD_STAMP, hash);
}

/** Builds when stale; returns the exit status (0 when nothing had to be done). */
export function buildIfStale() {
  const hash = currentBuildHash();
  const reason = buildReason(hash);
  if (reason === null) {
    console.log('[build] up to date');
    return 0;
  }
  console.log(`[build] ${reason}: npm run build`);
  const started = Date.now();
  const status = runSync('npm', ['run', 'build'], { env: projectEnv() });
  if (status === 0) markBuilt(hash);
  console.log(
    `[build] ${status === 0 ? 'done' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return status;
}
