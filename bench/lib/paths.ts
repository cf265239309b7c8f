import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the benchmarks find the project and the shared fixtures (beside the project, not inside it). */
export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const fixturesDir = resolve(projectRoot, '../shared/fixtures');
export const resultsDir = join(projectRoot, 'bench/results');
export const serverDist = join(projectRoot, 'apps/server/dist');
export const webDist = join(projectRoot, 'apps/web/dist');

export const haveFixtures = (): boolean => existsSync(join(fixturesDir, 'SOURCES.md'));
