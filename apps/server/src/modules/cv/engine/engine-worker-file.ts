import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The one place that knows where the engine worker's code is. In the bundle this module's code is inlined
 * into dist/main.js, and build.mjs writes the worker beside it as dist/engine-worker.js. From source
 * (Vitest, tsx) this file sits beside the TypeScript worker, which a thread reaches through the .mjs shim.
 */
export function engineWorkerFile(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const bundled = join(here, 'engine-worker.js');
  return existsSync(bundled) ? bundled : join(here, 'engine-worker-shim.mjs');
}
