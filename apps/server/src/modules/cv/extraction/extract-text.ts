import { type ExtractionOptions, ExtractionPool } from './extraction-pool';
import type { ExtractionResult, FileKind } from './extraction-result';
import { extractionWorkerFile } from './extraction-worker-file';

/**
 * The server's one extraction pool, behind three functions: the route calls extractText(), main.ts calls
 * closeExtractionPool() at shutdown, and configureExtraction() (optional, before the first upload) passes
 * settings in. Threads start only at the first extraction.
 */

let options: Partial<ExtractionOptions> = {};
let pool: ExtractionPool | null = null;

/** Applies to the pool created next: call it at start-up, or after closeExtractionPool(). */
export function configureExtraction(changes: Partial<ExtractionOptions>): void {
  options = { ...options, ...changes };
}

/** Reads the text of a file whose kind detectFileKind() found. See ExtractionPool.extract(). */
export function extractText(bytes: Uint8Array, kind: FileKind): Promise<ExtractionResult> {
  pool ??= new ExtractionPool({ workerFile: extractionWorkerFile(), ...options });
  return pool.extract(bytes, kind);
}

export async function closeExtractionPool(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.close();
}
