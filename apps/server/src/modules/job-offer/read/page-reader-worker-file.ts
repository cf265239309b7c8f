import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the page reader worker's code is: in the bundle, dist/page-reader-worker.js beside dist/main.js
 * (build.mjs writes it); from source (Vitest, tsx), the TypeScript worker reached through its .mjs shim.
 */
export function pageReaderWorkerFile(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const bundled = join(here, 'page-reader-worker.js');
  return existsSync(bundled) ? bundled : join(here, 'page-reader-worker-shim.mjs');
}
