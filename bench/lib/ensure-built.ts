import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot, serverDist, webDist } from './paths';

/**
 * The benchmarks measure the built product (what `npm start` serves). A missing build is made once with
 * `npm run build` (web, then server) and said in the notes; an existing one is used as it is, so rebuild
 * after changing the sources.
 */
export function ensureBuilt(notes: string[]): void {
  const missing = [join(webDist, 'index.html'), join(serverDist, 'main.js')].filter((f) => !existsSync(f));
  if (missing.length === 0) return;
  notes.push(`${missing.join(', ')} missing: built with npm run build`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}
