// Runs one test step's command as its own process group, so a timeout or Ctrl-C can stop everything it
// started (vitest workers, servers, Chromium) and not only the top process.
import { spawn } from 'node:child_process';
import { ROOT } from './paths.mjs';

// CI stops the whole job at 90 minutes; a hung step should fail on its own, long before, with a clear message.
const STEP_TIMEOUT_MS = 20 * 60_000;
const GRACE_MS = 3_000;

let current = null;

/** Runs the command; resolves { status, timedOut } (status 1 when it could not start). */
export function runChildStep(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    current = child;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(`\n[test] step timed out after ${STEP_TIMEOUT_MS / 60_000} min: stopping it`);
      stopCurrentStep();
    }, STEP_TIMEOUT_MS);
    child.on('error', (error) => console.error(`[test] could not start ${command}: ${error.message}`));
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      current = null;
      // Whatever the step left running in its group (a server, a browser) goes with it.
      signalGroup(child.pid, 'SIGKILL');
      resolve({ status: code ?? (signal ? 1 : 0), timedOut });
    });
  });
}

/** SIGTERM to the running step's group, then SIGKILL after a grace period; resolves when done. */
export function stopCurrentStep() {
  const child = current;
  if (!child) return Promise.resolve();
  signalGroup(child.pid, 'SIGTERM');
  return new Promise((resolve) => {
    setTimeout(resolve, GRACE_MS);
    child.once('close', resolve);
  }).then(() => signalGroup(child.pid, 'SIGKILL'));
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}
