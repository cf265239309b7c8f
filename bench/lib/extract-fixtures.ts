import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { detectFileKind } from '../../apps/server/src/modules/cv/extraction/detect-file-kind';
import {
  closeExtractionPool,
  configureExtraction,
  extractText,
} from '../../apps/server/src/modules/cv/extraction/extract-text';
import { extractionCode } from './cached-extraction';
import { percentile } from './markdown-table';
import { fixturesDir } from './paths';

/**
 * Text of fixture files through the server's own extraction module (worker pool, time and memory limits),
 * timed per file. A first pass reads every file once (the first one also pays for the thread start and
 * pdf.js loading); the figure per file is then the median of `runs` further reads on the warm pool.
 */

export interface ExtractedFile {
  file: string;
  kind: string;
  pages: number | null;
  characters: number;
  /** Median of the warm reads. */
  ms: number;
  /** The first read of this file in the run (for the first file: includes the pool's start). */
  firstMs: number;
  text: string;
  failure?: string;
}

export async function extractFixtures(files: string[], runs = 3): Promise<ExtractedFile[]> {
  // The bundle's worker is what production runs (from source each thread first compiles TypeScript), unless
  // the extraction code changed since the build: then the source, so the figures are the code's.
  configureExtraction({ workerFile: extractionCode().workerFile });
  const read = async (file: string) => {
    // a path under the fixtures folder, or an absolute one (bench/trade-offers)
    const bytes = new Uint8Array(readFileSync(resolve(fixturesDir, file)));
    const kind = detectFileKind(bytes);
    const started = performance.now();
    const result = kind ? await extractText(bytes, kind) : null;
    return { kind: kind ?? 'unknown', result, ms: performance.now() - started };
  };
  try {
    const out: ExtractedFile[] = [];
    for (const file of files) {
      const first = await read(file);
      const warm: number[] = [];
      for (let i = 0; i < runs; i++) warm.push((await read(file)).ms);
      const ok = first.result?.ok ? first.result : null;
      out.push({
        file,
        kind: first.kind,
        pages: ok?.pages ?? null,
        characters: ok?.text.length ?? 0,
        ms: percentile(warm, 50),
        firstMs: first.ms,
        text: ok?.text ?? '',
        failure: first.result && !first.result.ok ? first.result.reason : ok ? undefined : 'unknown type',
      });
    }
    return out;
  } finally {
    await closeExtractionPool();
  }
}

export const usesBundledWorker = (): boolean => !extractionCode().fromSource;
