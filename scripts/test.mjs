// `npm test` (and CI's `.ci/run`): installs what is missing (node_modules, Debian's chromium, PostgreSQL),
// then runs every check in order, each timed, and ends with a table and the line `N passed, N failed`.
//
// Steps: typecheck, lint, build, unit, integration-pglite, integration-postgres, e2e.
// Local filtering (comma-separated; `integration` means both integration steps):
//   npm test -- --only unit,lint
//   npm test -- --skip e2e
//
// typecheck, lint and build count as one test each; a step that finds no tests counts as one failure,
// so a suite that silently runs nothing can never look green. Later steps still run after a failure,
// except e2e, which needs the build.
//
// Plain ESM with Node built-ins only: on a fresh clone this first runs under the machine's own Node.
import { mkdirSync, realpathSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfStale, currentBuildHash, markBuilt } from './lib/build-if-stale.mjs';
import { runChildStep, stopCurrentStep } from './lib/child-step.mjs';
import { ensureInstall, reexecUnderPinnedNode } from './lib/ensure-install.mjs';
import { ensureChromium, ensurePostgresBinaries } from './lib/ensure-system.mjs';
import { NODE_MODULES, projectEnv, ROOT } from './lib/paths.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { printSummary, totals } from './lib/summary.mjs';
import { countVitestResults } from './lib/vitest-report.mjs';

const STEPS = [
  { name: 'typecheck', npmScript: 'typecheck' },
  { name: 'lint', npmScript: 'lint' },
  { name: 'build', npmScript: 'build' },
  { name: 'unit', project: 'unit' },
  { name: 'integration-pglite', project: 'integration' },
  { name: 'integration-postgres', project: 'integration', needs: ['postgres'] },
  { name: 'e2e', project: 'e2e', needs: ['build', 'chromium'] },
];
const ALIASES = { integration: ['integration-pglite', 'integration-postgres'] };
const REPORT_DIR = join(ROOT, 'test-results');

/** The steps named by --only / --skip (all of them by default); exits on an unknown name. */
function selectSteps(argv) {
  const list = (flag) => {
    const at = argv.indexOf(flag);
    if (at === -1) return null;
    return (argv[at + 1] ?? '').split(',').flatMap((name) => ALIASES[name] ?? [name.trim()]);
  };
  const only = list('--only');
  const skip = list('--skip') ?? [];
  const unknown = [...(only ?? []), ...skip].filter((name) => !STEPS.some((step) => step.name === name));
  if (unknown.length > 0) {
    console.error(
      `[test] unknown step(s): ${unknown.join(', ')}. Steps: ${STEPS.map((s) => s.name).join(', ')}`,
    );
    process.exit(2);
  }
  return STEPS.filter((step) => (only ? only.includes(step.name) : true) && !skip.includes(step.name));
}

/** Times `work` as a setup row of the table (counts no test); returns what `work` returned. */
async function setupRow(rows, name, work) {
  const started = Date.now();
  console.log(`\n=== setup: ${name}`);
  const value = await work();
  rows.push({
    name: `(setup) ${name}`,
    setup: true,
    status: value ? 'ok' : 'FAILED',
    ms: Date.now() - started,
  });
  return value;
}

/** Installs the system programs the selected steps need, before any step, so their cost shows apart. */
async function prepareSystem(rows, steps, context) {
  const needs = new Set(steps.flatMap((step) => step.needs ?? []));
  if (needs.has('chromium')) context.chromium = await setupRow(rows, 'chromium', ensureChromium);
  if (needs.has('postgres'))
    context.postgresBinaries = await setupRow(rows, 'postgresql', ensurePostgresBinaries);
}

/** Why the step cannot run (a note), or null when every need is met. Starts PostgreSQL on demand. */
async function unmetNeed(step, rows, context) {
  for (const need of step.needs ?? []) {
    if (need === 'chromium' && !context.chromium) return 'Chromium is not available';
    if (need === 'build' && !(await buildReady(rows))) return 'the build failed';
    if (need === 'postgres' && !(await postgresReady(rows, context))) return 'PostgreSQL did not start';
  }
  return null;
}

/** The build step's outcome when it ran; otherwise (e.g. --only e2e) build now if stale. */
async function buildReady(rows) {
  const buildRow = rows.find((row) => row.name === 'build');
  if (buildRow) return buildRow.status === 'ok';
  return setupRow(rows, 'build if stale', () => buildIfStale() === 0);
}

async function postgresReady(rows, context) {
  if (!context.postgresBinaries) return false;
  context.postgres = await setupRow(rows, 'postgres server', () =>
    startPostgres().catch((error) => {
      console.error(error.message);
      return null;
    }),
  );
  return Boolean(context.postgres);
}

/** The command of a step and the extra environment it runs with. */
function commandOf(step, context) {
  if (step.npmScript) return { command: 'npm', args: ['run', step.npmScript], env: {} };
  const vitest = realpathSync(join(NODE_MODULES, '.bin', 'vitest'));
  const args = [vitest, 'run', '--project', step.project, '--passWithNoTests'];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${reportFile(step)}`);
  const env = {
    // The integration tests create one database per test file from this admin URL; unset means PGlite.
    TEST_DATABASE_URL: step.needs?.includes('postgres') ? context.postgres?.url : undefined,
    CHROMIUM_PATH: step.needs?.includes('chromium') ? context.chromium : process.env.CHROMIUM_PATH,
  };
  return { command: process.execPath, args, env };
}

function reportFile(step) {
  return join(REPORT_DIR, `${step.name}.json`);
}

/** Counts for a finished step: vitest's report, or one test for a plain command. */
function countsOf(step, status) {
  if (step.project) return countVitestResults(reportFile(step), status);
  return { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, skipped: 0, total: 1, note: '' };
}

function statusOf(counts, timedOut) {
  if (timedOut) return 'TIMEOUT';
  if (counts.total === 0 && counts.failed === 0) return 'NO TESTS';
  return counts.failed > 0 ? 'FAILED' : 'ok';
}

/** Runs one step and returns its table row. */
async function runStep(step, context) {
  const started = Date.now();
  console.log(`\n=== ${step.name}`);
  rmSync(reportFile(step), { force: true });
  const { command, args, env } = commandOf(step, context);
  const hash = step.name === 'build' ? currentBuildHash() : null;
  const { status, timedOut } = await runChildStep(command, args, projectEnv(env));
  if (hash && status === 0) markBuilt(hash);
  const counts = countsOf(step, status);
  const row = { name: step.name, ...counts, status: statusOf(counts, timedOut), ms: Date.now() - started };
  if (row.status === 'NO TESTS') {
    row.failed = 1;
    row.note = 'no tests found: counted as a failure';
    console.error(`[test] ${step.name}: no tests found — counted as a failure`);
  }
  return row;
}

/** A step whose needs are not met: one failure, unless the build step already counted the cause. */
function skippedRow(step, note) {
  const failed = note === 'the build failed' ? 0 : 1;
  console.error(`[test] ${step.name} skipped: ${note}`);
  return { name: step.name, status: 'SKIPPED', passed: 0, failed, skipped: 0, ms: 0, note };
}

/**
 * Ctrl-C or a CI cancel: stop the running step's processes, run no further step, still print the table.
 * A second signal exits at once; the exit hook stops PostgreSQL either way.
 */
function stopOnSignals(run) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (run.interrupted) process.exit(130);
      console.error(`\n[test] ${signal}: stopping`);
      run.interrupted = signal;
      stopCurrentStep();
    });
  }
}

async function main() {
  // Kept in the environment so that the re-run under the pinned Node counts the install in the total.
  const startedAt = Number(process.env.CV_TEST_STARTED_AT) || Date.now();
  process.env.CV_TEST_STARTED_AT = String(startedAt);
  ensureInstall();
  await reexecUnderPinnedNode(import.meta.url);
  const steps = selectSteps(process.argv.slice(2));
  const run = { interrupted: null };
  stopOnSignals(run);
  mkdirSync(REPORT_DIR, { recursive: true });
  const rows = [];
  const installMs = Number(process.env.CV_INSTALL_MS);
  if (installMs) rows.push({ name: '(setup) npm install', setup: true, status: 'ok', ms: installMs });
  const context = {};
  await prepareSystem(rows, steps, context);
  for (const step of steps) {
    if (run.interrupted) break;
    const note = await unmetNeed(step, rows, context);
    const row = note ? skippedRow(step, note) : await runStep(step, context);
    if (run.interrupted) row.status = 'INTERRUPTED';
    rows.push(row);
    if (step.needs?.includes('postgres')) context.postgres?.stop();
  }
  printSummary(rows, Date.now() - startedAt);
  if (run.interrupted) process.exit(run.interrupted === 'SIGINT' ? 130 : 143);
  process.exit(totals(rows).failed > 0 ? 1 : 0);
}

await main();
