import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { detectFileKind } from './detect-file-kind';
import { ExtractionPool } from './extraction-pool';
import { extractionWorkerFile } from './extraction-worker-file';

/**
 * Extraction time per fixture PDF: cold (a new pool, so the thread starts and loads pdf.js) and warm (the
 * median of further runs on the same thread). A figure for docs/performance.md, not a test.
 *
 *   tsx apps/server/src/modules/cv/extraction/measure-extraction.ts [--fixtures DIR] [--worker FILE] [--runs N]
 *
 * --worker: from source the thread first compiles the worker through tsx, which inflates the cold figure;
 * pass the bundle's dist/extraction-worker.js to measure what production pays.
 */

const root = resolve(fileURLToPath(import.meta.url), '../../../../../../..');
const { values } = parseArgs({
  options: {
    fixtures: { type: 'string', default: join(root, '../shared/fixtures') },
    worker: { type: 'string', default: extractionWorkerFile() },
    runs: { type: 'string', default: '5' },
  },
});
const runs = Number(values.runs);
const pdfsIn = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.pdf'))
    .sort()
    .map((name) => join(dir, name));
const files = [...pdfsIn(join(values.fixtures, 'cv')), ...pdfsIn(join(values.fixtures, 'authored'))];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

const rows: string[][] = [];
for (const file of files) {
  const bytes = new Uint8Array(readFileSync(file));
  const kind = detectFileKind(bytes);
  if (kind !== 'pdf') throw new Error(`${file}: detected as ${kind}`);
  const pool = new ExtractionPool({ workerFile: values.worker, maxThreads: 1 });
  const [result, cold] = await timed(() => pool.extract(bytes, kind));
  const warm: number[] = [];
  for (let i = 0; i < runs; i++) warm.push((await timed(() => pool.extract(bytes, kind)))[1]);
  await pool.close();
  rows.push([
    basename(file),
    result.ok ? String(result.pages) : '-',
    result.ok ? String(result.text.length) : result.reason,
    cold.toFixed(0),
    median(warm).toFixed(0),
  ]);
}

const header = ['file', 'pages', 'characters', 'cold ms', `warm ms (median of ${runs})`];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) =>
  `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
console.log(`worker: ${values.worker}\n`);
console.log(
  [
    line(header),
    `|${widths.map((w, i) => `${'-'.repeat(w + 1)}${i === 0 ? '-' : ':'}`).join('|')}|`,
    ...rows.map(line),
  ].join('\n'),
);
