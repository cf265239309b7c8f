// Bundles the server and the workspace packages into dist/main.js; npm dependencies stay external
// (loaded from node_modules), and the SQL migrations are copied beside the bundle.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const isWorkspace = (name) => name.startsWith('@cv/');
const dependenciesOf = (path) =>
  Object.keys(readJson(path).dependencies ?? {}).filter((n) => !isWorkspace(n));
const external = [
  ...dependenciesOf(join(root, 'package.json')),
  ...['contracts', 'cv-engine', 'db'].flatMap((name) =>
    dependenciesOf(join(root, '../../packages', name, 'package.json')),
  ),
];

rmSync(join(root, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: {
    main: join(root, 'src/main.ts'),
    // Runs in the extraction worker threads; found at run time by extraction-worker-file.ts.
    'extraction-worker': join(root, 'src/modules/cv/extraction/extraction-worker.ts'),
    // Runs in the engine worker threads; found at run time by engine-worker-file.ts.
    'engine-worker': join(root, 'src/modules/cv/engine/engine-worker.ts'),
    // Reads fetched job pages (issue 27); found at run time by page-reader-worker-file.ts.
    'page-reader-worker': join(root, 'src/modules/job-offer/read/page-reader-worker.ts'),
  },
  outdir: join(root, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  external: [...new Set(external)].flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
cpSync(join(root, '../../packages/db/migrations'), join(root, 'dist/migrations'), { recursive: true });
console.log('server built: apps/server/dist/main.js');
