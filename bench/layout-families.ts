import { mkdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { describeFailures, tallyFailures } from './layouts/read/describe-failures';
import { layoutsFolder } from './layouts/read/layouts-folder';
import { type LayoutResult, runLayouts } from './layouts/read/run-layouts';
import { PROPERTY_SEEDS, seedsUpTo } from './layouts/read/seeds';
import { showReading } from './layouts/read/show-reading';
import {
  allRight,
  FIGURE_HEADERS,
  figureCells,
  figuresOf,
  MEASURES,
  type Measure,
} from './layouts/read/summarise-families';
import { FAMILIES } from './layouts/render/families';
import type { BenchOutcome, SummaryRow } from './lib/bench-result';
import { extractionCacheDir } from './lib/cached-extraction';
import { markdownTable } from './lib/markdown-table';

/**
 * Issue 22, step 4: CVs the engine was not tuned on. Each layout family of bench/layouts renders the CVs of
 * seeds 1…N (Chromium for PDFs, `docx` for Word files, text files directly); each file goes through the
 * product's extraction, parseCv and optimizeCv; the reading is compared with the generator's data. Figures per
 * family, for the tuning seeds and for the held-out seeds (every third: bench/layouts/README.md); the failures
 * of tuning files only, expected beside read.
 *   npm run bench -- layout-families
 *   tsx bench/layout-families.ts [FAMILY…] [--seeds N] [--from S] [--quiet] [--show SEED]
 * FAMILY: part of a family's name ('sidebar'); --seeds: seeds per family (24); --from: the first seed (1),
 * so fresh seeds can be read apart from those already tuned on; --quiet: figures only;
 * --show SEED: also the extracted text and the jobs parseCv read, for that tuning seed of each family chosen;
 * --known-failing: what layouts/known-failing.json should say for today's engine (the property test's seeds);
 * --json: the figures per family and the tally of the tuning failures as JSON (bench/results/layout-families-*.json).
 * The rendered files stay in bench/results/.cache/layouts-<hash> (PDFs beside the HTML they were printed from).
 */

const NAME = 'layout-families';
const TARGETS = ['≥ 97 %', '≥ 97 %', '≥ 98 %', '100 %', '100 %'];

function table(results: LayoutResult[]): string {
  const rows: string[][] = [];
  const families = [...new Set(results.map((r) => r.family))];
  for (const family of families)
    for (const heldOut of [false, true]) {
      const mine = results.filter((r) => r.family === family && r.heldOut === heldOut);
      rows.push([
        family,
        heldOut ? 'held-out' : 'tuning',
        String(mine.length),
        ...figureCells(figuresOf(mine)),
      ]);
    }
  for (const heldOut of [false, true]) {
    const mine = results.filter((r) => r.heldOut === heldOut);
    rows.push([
      'all families',
      heldOut ? 'held-out' : 'tuning',
      String(mine.length),
      ...figureCells(figuresOf(mine)),
    ]);
  }
  return markdownTable(['family', 'seeds', 'files', ...FIGURE_HEADERS], rows);
}

function tallyTable(results: LayoutResult[]): string {
  const rows: string[][] = [];
  for (const [family, patterns] of tallyFailures(results.filter((r) => !r.heldOut)))
    for (const [pattern, count] of [...patterns].sort((a, b) => b[1] - a[1]))
      rows.push([family, pattern, String(count)]);
  return markdownTable(['family', 'failure (tuning seeds)', 'times'], rows, [2]);
}

export async function measureLayoutFamilies(
  filters: string[],
  seeds: number,
  from = 1,
): Promise<LayoutResult[]> {
  const families = FAMILIES.filter((f) => filters.length === 0 || filters.some((x) => f.name.includes(x)));
  mkdirSync(extractionCacheDir, { recursive: true });
  return runLayouts(
    families.map((f) => [f, seedsUpTo(seeds).map((s) => s + from - 1)]),
    layoutsFolder(),
  );
}

/** The figures per family and split, and how often each failure showed on the tuning seeds. */
function figuresJson(results: LayoutResult[]) {
  const families = [...new Set(results.map((r) => r.family))];
  const split = (heldOut: boolean) =>
    Object.fromEntries(
      [...families, 'all families'].map((family) => [
        family,
        figuresOf(
          results.filter((r) => r.heldOut === heldOut && (family === 'all families' || r.family === family)),
        ),
      ]),
    );
  const tally = Object.fromEntries(
    [...tallyFailures(results.filter((r) => !r.heldOut))].map(([family, row]) => [
      family,
      Object.fromEntries(row),
    ]),
  );
  return {
    seedsPerFamily: Math.max(...results.map((r) => r.seed)),
    tuning: split(false),
    heldOut: split(true),
    tuningFailures: tally,
  };
}

/** Per family and seed, the measures that do not hold: the shape of layouts/known-failing.json. */
function knownFailing(results: LayoutResult[]): Record<string, Record<string, Measure[]>> {
  const out: Record<string, Record<string, Measure[]>> = {};
  for (const r of results) {
    const figures = figuresOf([r]);
    const family = out[r.family] ?? {};
    family[String(r.seed)] = MEASURES.filter((m) => !allRight(figures, m));
    out[r.family] = family;
  }
  return out;
}

function summary(results: LayoutResult[]): SummaryRow[] {
  const rows: SummaryRow[] = [];
  for (const heldOut of [false, true]) {
    const cells = figureCells(figuresOf(results.filter((r) => r.heldOut === heldOut)));
    for (const [i, measure] of FIGURE_HEADERS.entries())
      rows.push({
        benchmark: NAME,
        measure: `${heldOut ? 'held-out' : 'tuning'}: ${measure}`,
        value: cells[i]!,
        target: TARGETS[i],
      });
  }
  return rows;
}

export async function runLayoutFamilies(
  filters: string[] = [],
  seeds = 24,
  quiet = false,
  from = 1,
): Promise<BenchOutcome> {
  const started = performance.now();
  const results = await measureLayoutFamilies(filters, seeds, from);
  if (!quiet)
    for (const r of results.filter((x) => !x.heldOut))
      for (const line of describeFailures(r)) console.log(line);
  console.log(`\n${tallyTable(results)}\n\n${table(results)}`);
  return {
    name: NAME,
    status: 'ok',
    summary: summary(results),
    notes: [
      `${results.length} files (${seeds} seeds per family) in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    ],
    details: results.map(({ cv, reading, ...r }) => ({
      ...r,
      lang: cv.lang,
      trade: cv.trade,
      // a held-out file's figures only: what it failed on stays unseen
      reading: r.heldOut || !reading ? null : reading,
    })),
  };
}

async function main(args: string[]): Promise<void> {
  const value = (flag: string) => (args.includes(flag) ? Number(args[args.indexOf(flag) + 1]) : null);
  const seeds = value('--seeds') ?? 24;
  const from = value('--from') ?? 1;
  const show = value('--show');
  const filters = args.filter(
    (a, i) => !a.startsWith('--') && !['--seeds', '--show', '--from'].includes(args[i - 1] ?? ''),
  );
  if (args.includes('--known-failing')) {
    const results = await runLayouts(
      FAMILIES.map((f) => [f, PROPERTY_SEEDS]),
      layoutsFolder(),
    );
    console.log(JSON.stringify(knownFailing(results), null, 2));
    return;
  }
  if (show !== null) {
    const results = await measureLayoutFamilies(filters, 1, show);
    for (const result of results.filter((r) => r.seed === show)) {
      console.log(await showReading(result));
      console.log(describeFailures(result).join('\n'));
    }
    return;
  }
  if (args.includes('--json')) {
    const results = await measureLayoutFamilies(filters, seeds, from);
    process.stdout.write(`${JSON.stringify(figuresJson(results), null, 2)}\n`);
    return;
  }
  await runLayoutFamilies(filters, seeds, args.includes('--quiet'), from);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main(process.argv.slice(2));
