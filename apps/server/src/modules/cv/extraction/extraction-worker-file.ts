import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The one place that knows where the worker's code is. In the bundle this module's code is inlined into
 * dist/main.js, and build.mjs writes the worker beside it as dist/extraction-worker.js. From source
 * (Vitest, tsx) this file sits beside the TypeScript worker, which a thread reaches through the .mjs shim.
 */
export function extractionWorkerFile(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const bundled = join(here, 'extraction-worker.js');
  return existsSync(bundled) ? bundled : join(here, 'extraction-worker-shim.mjs');
}
