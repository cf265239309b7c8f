// Small process helpers shared by the entry scripts.
import { spawn, spawnSync } from 'node:child_process';
import { constants } from 'node:os';
import { ROOT } from './paths.mjs';

/** Runs a command to completion with inherited output; returns its exit status (1 when it could not start). */
export function runSync(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.error) console.error(`[run] ${command}: ${result.error.message}`);
  return result.status ?? 1;
}

/** The exit code a shell would report for a child killed by `signal`. */
export function exitCodeOf(code, signal) {
  return code ?? 128 + (constants.signals[signal] ?? 1);
}

/**
 * Runs a long-lived child, forwards SIGINT/SIGTERM to it, and ends this process with the child's code.
 * The returned promise never resolves: the process ends when the child does.
 */
export function handOverTo(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('error', (error) => {
    console.error(`[run] could not start ${command}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => process.exit(exitCodeOf(code, signal)));
  return new Promise(() => {});
}
