import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchOutcome, SummaryRow } from './lib/bench-result';
import { ensureBuilt } from './lib/ensure-built';
import { markdownTable } from './lib/markdown-table';
import { webDist } from './lib/paths';

/**
 * What the browser fetches (issue 4), from the built apps/web/dist and Vite's manifest
 * (dist/.vite/manifest.json): the page's initial JavaScript — the entry script and every chunk index.html
 * preloads, the figure the budget test holds at 110 KB gzip — then, for each piece loaded on first use,
 * the chunks it adds to what the page already has (its static imports not in the initial set).
 */

const NAME = 'web-bundle';
const KB = (bytes: number) => (bytes / 1000).toFixed(1);

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The lazily loaded pieces the issue names: the manifest keys (sources) of what each first use loads. */
const PIECES: { label: string; sources: RegExp[]; assets?: RegExp; note?: string }[] = [
  {
    label: 'pdf.js (first PDF upload)',
    sources: [
      /extraction\/extract-cv-text\.ts$/,
      /extraction\/extract-pdf-text\.ts$/,
      /pdfjs-dist\/build\/pdf\.mjs$/,
    ],
    assets: /pdf\.worker/,
    note: 'with its worker file',
  },
  {
    label: 'Word reader (first DOCX upload)',
    sources: [/extraction\/extract-cv-text\.ts$/, /extraction\/extract-docx-text\.ts$/],
  },
  {
    label: 'export panel: template choice, both buttons (first result)',
    sources: [/pdf-export\/components\/export-panel\.tsx$/],
  },
  {
    label: 'jsPDF + layout (first download)',
    sources: [/pdf-export\/build-cv-pdf\.ts$/, /jspdf\/dist\/jspdf\.es\.min\.js$/],
  },
  { label: 'docx + Word layout (first Word download)', sources: [/pdf-export\/build-cv-docx\.ts$/] },
  { label: 'PDF font, Latin subset (first download)', sources: [], assets: /-latin-.*\.ttf$/ },
  {
    label: 'PDF font, full DejaVu Sans (a CV outside the subset)',
    sources: [],
    assets: /DejaVuSans(-Bold)?-[\w-]{8}\.ttf$/,
  },
  { label: 'preview card', sources: [/preview\/components\/preview-card\.tsx$/] },
  { label: 'admin dashboard', sources: [/pages\/admin-page\.tsx$/] },
];

const gzipped = (file: string) => gzipSync(readFileSync(join(webDist, file))).length;
const raw = (file: string) => readFileSync(join(webDist, file)).length;

/** The chunk files a manifest entry needs: itself and its static imports, transitively. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

export async function runWebBundle(): Promise<BenchOutcome> {
  const notes: string[] = [];
  ensureBuilt(notes);
  const manifestFile = join(webDist, '.vite/manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`${manifestFile} missing: rebuild the web app (npm run build)`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;

  // What index.html loads before anything runs: the same reading as apps/web/src/bundle-budget.test.ts.
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const initial = [
    ...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g),
  ].map((match) => match[1]!);
  const initialCss = [...html.matchAll(/<link rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g)].map(
    (m) => m[1]!,
  );
  const initialGzip = initial.reduce((sum, file) => sum + gzipped(file), 0);
  const initialRaw = initial.reduce((sum, file) => sum + raw(file), 0);
  const cssGzip = initialCss.reduce((sum, file) => sum + gzipped(file), 0);
  const already = new Set(initial);

  const pieces = PIECES.map((piece) => {
    const files = new Set<string>();
    for (const pattern of piece.sources) {
      const key = Object.keys(manifest).find((k) => pattern.test(k));
      if (!key) throw new Error(`no chunk in the manifest for ${pattern}`);
      for (const file of closure(manifest, key)) if (!already.has(file)) files.add(file);
    }
    if (piece.assets) {
      for (const chunk of Object.values(manifest))
        if (piece.assets.test(chunk.file) && !chunk.file.endsWith('.js')) files.add(chunk.file);
    }
    const list = [...files];
    return {
      label: piece.label,
      note: piece.note,
      files: list,
      gzipBytes: list.reduce((sum, file) => sum + gzipped(file), 0),
      rawBytes: list.reduce((sum, file) => sum + raw(file), 0),
    };
  });

  console.log(
    `\n${markdownTable(
      ['what', 'gzip KB', 'raw KB', 'files'],
      [
        ['initial JavaScript (entry + preloads)', KB(initialGzip), KB(initialRaw), initial.join(', ')],
        ['initial CSS', KB(cssGzip), KB(initialCss.reduce((s, f) => s + raw(f), 0)), initialCss.join(', ')],
        ...pieces.map((p) => [p.label, KB(p.gzipBytes), KB(p.rawBytes), p.files.join(', ')]),
      ],
      [1, 2],
    )}\n`,
  );
  const summary: SummaryRow[] = [
    {
      benchmark: NAME,
      measure: `initial JavaScript, ${initial.length} files (entry + modulepreload)`,
      value: `${KB(initialGzip)} KB gzip (${KB(initialRaw)} KB raw)`,
      target: '≤ 110 KB gzip',
    },
    ...pieces.map((p) => ({
      benchmark: NAME,
      measure: `lazy: ${p.label}${p.note ? `, ${p.note}` : ''}`,
      value: `${KB(p.gzipBytes)} KB gzip (${KB(p.rawBytes)} KB raw)`,
    })),
  ];
  notes.push(
    'gzip at zlib level 6 (what a server compressing on the fly sends); "lazy" = added to the initial set',
  );
  return {
    name: NAME,
    status: 'ok',
    summary,
    notes,
    details: {
      initial: { files: initial, gzipBytes: initialGzip, rawBytes: initialRaw, cssGzipBytes: cssGzip },
      pieces,
    },
  };
}
