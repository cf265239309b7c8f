// Where things are, computed once from this file's location so the scripts work from any cwd.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const NODE_MODULES = join(ROOT, 'node_modules');
export const PINNED_NODE = join(NODE_MODULES, '.bin', 'node');
export const PINNED_NODE_MAJOR = 22;

/** The environment for child processes: the project's own binaries (and its pinned node) first on PATH. */
export function projectEnv(extra = {}) {
  const env = { ...process.env, PATH: `${join(NODE_MODULES, '.bin')}:${process.env.PATH ?? ''}` };
  for (const [key, value] of Object.entries(extra)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return env;
}
