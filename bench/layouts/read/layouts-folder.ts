import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { extractionCacheDir } from '../../lib/cached-extraction';
import { projectRoot } from '../../lib/paths';

/**
 * Where the bench keeps the rendered files: bench/results/.cache/layouts-<hash of the generator's code>
 * (gitignored). The files depend only on the generator (content, vocabulary, renderers), so an engine change
 * re-reads them without rendering; a generator change renders into a new folder and the old ones are removed.
 */

const GENERATOR = join(projectRoot, 'bench/layouts');
const RENDERING_PARTS = ['random.ts', 'content', 'render', 'vocabulary'];

function sources(path: string): string[] {
  if (path.endsWith('.ts')) return path.endsWith('.test.ts') ? [] : [path];
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) =>
      entry.isDirectory() || entry.name.endsWith('.ts') ? sources(join(path, entry.name)) : [],
    );
}

export function layoutsFolder(): string {
  const hash = createHash('sha256');
  for (const file of RENDERING_PARTS.flatMap((part) => sources(join(GENERATOR, part))))
    hash.update(file.slice(GENERATOR.length)).update(readFileSync(file));
  const name = `layouts-${hash.digest('hex').slice(0, 12)}`;
  for (const old of readdirSync(extractionCacheDir, { withFileTypes: true }))
    if (old.isDirectory() && old.name.startsWith('layouts-') && old.name !== name)
      rmSync(join(extractionCacheDir, old.name), { recursive: true, force: true });
  return join(extractionCacheDir, name);
}
