import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CvLayout } from '@cv/contracts';
import { detectFileKind } from '../../apps/server/src/modules/cv/extraction/detect-file-kind';
import {
  closeExtractionPool,
  configureExtraction,
  extractText,
} from '../../apps/server/src/modules/cv/extraction/extract-text';
import { fixturesDir, projectRoot, resultsDir, serverDist } from './paths';

/**
 * The text of fixture files through the server's own extraction (worker pool), kept in memory for the run
 * and on disk in bench/results/.cache (gitignored), so a measuring loop pays for extraction once. A cached
 * text is keyed by the file's bytes and by the extraction code (the server's extraction module and the
 * engine's extraction helpers): changing either extracts again. When that code is newer than the built
 * worker (apps/server/dist/extraction-worker.js), the worker runs from source, so an unbuilt change is used.
 */

const EXTRACTION_SOURCES = [
  join(projectRoot, 'apps/server/src/modules/cv/extraction'),
  join(projectRoot, 'packages/cv-engine/src/extraction'),
];
export const extractionCacheDir = join(resultsDir, '.cache');
const memory = new Map<string, string>();
const memoryLayouts = new Map<string, CvLayout>();

function readLayout(file: string): CvLayout | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CvLayout) : undefined;
}

/** The extraction's code files, its subfolders' too (pdf/, docx/): a change to any of them extracts again. */
function extractionSources(): string[] {
  return EXTRACTION_SOURCES.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(ts|mjs)$/.test(f) && !/\.test\.ts$/.test(f) && !f.includes('__fixtures__'))
      .sort()
      .map((f) => join(dir, f)),
  );
}

/** Which worker to run (the bundle unless the code is newer) and a hash of the code that makes the text. */
export function extractionCode(): { workerFile: string; hash: string; fromSource: boolean } {
  const sources = extractionSources();
  const hash = createHash('sha256');
  for (const file of sources) hash.update(file).update(readFileSync(file));
  const bundled = join(serverDist, 'extraction-worker.js');
  const newestSource = Math.max(...sources.map((f) => statSync(f).mtimeMs));
  const fromSource = !existsSync(bundled) || statSync(bundled).mtimeMs < newestSource;
  const workerFile = fromSource
    ? join(projectRoot, 'apps/server/src/modules/cv/extraction/extraction-worker-shim.mjs')
    : bundled;
  return { workerFile, hash: hash.digest('hex').slice(0, 16), fromSource };
}

export interface ExtractedTexts {
  texts: Map<string, string>;
  /** What extraction saw of each line (PDF, DOCX), as the product sends it with the text. */
  layouts: Map<string, CvLayout>;
  /** Files read again this run (not in the cache), and why a file gave no text. */
  extracted: string[];
  failures: Map<string, string>;
  fromSource: boolean;
}

/** Texts of `files` (paths under `baseDir`: the fixtures folder unless told). */
export async function extractCached(files: string[], baseDir = fixturesDir): Promise<ExtractedTexts> {
  const code = extractionCode();
  const texts = new Map<string, string>();
  const layouts = new Map<string, CvLayout>();
  const extracted: string[] = [];
  const failures = new Map<string, string>();
  mkdirSync(extractionCacheDir, { recursive: true });
  // texts made by other versions of the extraction code are of no further use
  // (files only: other benches keep folders of their own here)
  for (const name of readdirSync(extractionCacheDir))
    if (!name.includes(`-${code.hash}.`) && statSync(join(extractionCacheDir, name)).isFile())
      rmSync(join(extractionCacheDir, name), { force: true });
  configureExtraction({ workerFile: code.workerFile });
  try {
    for (const file of files) {
      const bytes = new Uint8Array(readFileSync(join(baseDir, file)));
      const key = `${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}-${code.hash}`;
      const onDisk = join(extractionCacheDir, `${key}.txt`);
      const layoutOnDisk = join(extractionCacheDir, `${key}.layout.json`);
      let text = memory.get(key) ?? (existsSync(onDisk) ? readFileSync(onDisk, 'utf8') : undefined);
      let layout = memoryLayouts.get(key) ?? readLayout(layoutOnDisk);
      if (text === undefined) {
        const kind = detectFileKind(bytes);
        const result = kind ? await extractText(bytes, kind) : null;
        if (!result?.ok) {
          failures.set(file, result ? result.reason : 'unknown file type');
          continue;
        }
        text = result.text;
        layout = result.layout;
        writeFileSync(onDisk, text);
        if (layout) writeFileSync(layoutOnDisk, JSON.stringify(layout));
        extracted.push(file);
      }
      memory.set(key, text);
      texts.set(file, text);
      if (layout) {
        memoryLayouts.set(key, layout);
        layouts.set(file, layout);
      }
    }
  } finally {
    await closeExtractionPool();
  }
  return { texts, layouts, extracted, failures, fromSource: code.fromSource };
}
