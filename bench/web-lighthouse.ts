import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS } from '../e2e/support/browser';
import type { BenchOutcome, SummaryRow } from './lib/bench-result';
import { ensureBuilt } from './lib/ensure-built';
import { markdownTable, ms } from './lib/markdown-table';
import { projectRoot } from './lib/paths';
import { newAuthSecret, startServer } from './lib/server-process';

/**
 * Lighthouse (npm `lighthouse`, its default mobile settings: a mid-range phone, simulated slow 4G and a 4×
 * slower CPU) on the generator page of the built server, as a visitor sees it first, in Debian's Chromium
 * with the e2e tests' flags (traps.md: Lighthouse runs offline with them and CHROME_PATH).
 * Each run is its own `lighthouse` process with a fresh profile; each figure reported is the median of its
 * runs (TBT swings by tens of milliseconds between identical runs here), with the audits that cost the
 * median run (by performance score) its points — what to fix next. Twice: for a French reader (the
 * product's default language, bundled) and an English one (Lighthouse's default browser language, whose
 * texts are a chunk of their own).
 */

const NAME = 'web-lighthouse';
const RUNS = 5;
const READERS = [
  { label: 'French reader', flags: ['--lang=fr-FR', '--accept-lang=fr-FR'] },
  { label: 'English reader', flags: ['--lang=en-US', '--accept-lang=en-US'] },
];

interface Audit {
  id: string;
  title: string;
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  scoreDisplayMode: string;
}
interface Report {
  categories: Record<string, { score: number; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
}

interface RunResult {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Audits below full marks: performance insights and diagnostics, failed accessibility checks. */
  misses: string[];
}

function lighthouse(url: string, outputPath: string, flags: string[]): Promise<void> {
  const bin = join(projectRoot, 'node_modules/.bin/lighthouse');
  const args = [
    url,
    '--output=json',
    `--output-path=${outputPath}`,
    '--only-categories=performance,accessibility',
    // Chromium 156 and Lighthouse 13 record no trace with a bare '--headless' (NO_NAVSTART): name the mode
    `--chrome-flags=${[...CHROMIUM_FLAGS.filter((f) => f !== '--headless'), '--headless=new', ...flags].join(' ')}`,
    '--quiet',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH || '/usr/bin/chromium' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse exited with ${code}: ${errors.slice(-500)}`)),
    );
  });
}

function read(report: Report): RunResult {
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const misses = Object.entries(report.categories).flatMap(([category, { auditRefs }]) =>
    auditRefs
      .map((ref) => report.audits[ref.id]!)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode),
      )
      .map((a) => `${category}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`),
  );
  return {
    performance: Math.round(report.categories.performance!.score * 100),
    accessibility: Math.round(report.categories.accessibility!.score * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndexMs: value('speed-index'),
    misses: [...new Set(misses)],
  };
}

export async function runWebLighthouse(): Promise<BenchOutcome> {
  const notes: string[] = [];
  ensureBuilt(notes);
  const dataDir = mkdtempSync(join(tmpdir(), 'cv-bench-lighthouse-'));
  const server = await startServer({ dataDir, authSecret: newAuthSecret() });
  const summary: SummaryRow[] = [];
  const details: Record<string, { runs: RunResult[]; median: RunResult }> = {};
  try {
    for (const reader of READERS) {
      console.log(`  ${reader.label}`);
      const runs: RunResult[] = [];
      for (let i = 0; i < RUNS; i++) {
        const output = join(dataDir, `lighthouse-${reader.flags.length}-${i}.json`);
        await lighthouse(`${server.url}/`, output, reader.flags);
        runs.push(read(JSON.parse(readFileSync(output, 'utf8')) as Report));
        const r = runs.at(-1)!;
        console.log(
          `  run ${i + 1}: performance ${r.performance}, accessibility ${r.accessibility}, LCP ${ms(r.lcpMs)} ms, TBT ${ms(r.tbtMs)} ms, CLS ${r.cls.toFixed(3)}`,
        );
      }
      const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
      console.log(
        `\n${reader.label}\n${markdownTable(
          ['run', 'performance', 'accessibility', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'Speed Index ms'],
          runs.map((r, i) => [
            String(i + 1),
            String(r.performance),
            String(r.accessibility),
            ms(r.fcpMs),
            ms(r.lcpMs),
            ms(r.tbtMs),
            r.cls.toFixed(3),
            ms(r.speedIndexMs),
          ]),
          [1, 2, 3, 4, 5, 6, 7],
        )}\n`,
      );
      for (const miss of median.misses) notes.push(`${reader.label}, below 90 in the median run — ${miss}`);
      summary.push(...summaryRows(reader.label, medians(runs)));
      details[reader.label] = { runs, median };
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  notes.push(`${RUNS} runs per reader, mobile (Lighthouse's default); each figure is the median of its runs`);
  return { name: NAME, status: 'ok', summary, notes, details };
}

/** Each measure's own median over the runs. */
function medians(runs: RunResult[]): RunResult {
  const median = (pick: (run: RunResult) => number) => {
    const values = runs.map(pick).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)]!;
  };
  return {
    performance: median((r) => r.performance),
    accessibility: median((r) => r.accessibility),
    fcpMs: median((r) => r.fcpMs),
    lcpMs: median((r) => r.lcpMs),
    tbtMs: median((r) => r.tbtMs),
    cls: median((r) => r.cls),
    speedIndexMs: median((r) => r.speedIndexMs),
    misses: [],
  };
}

function summaryRows(reader: string, median: RunResult): SummaryRow[] {
  return [
    {
      benchmark: NAME,
      measure: `${reader}: performance score (mobile)`,
      value: String(median.performance),
      target: '≥ 95',
    },
    {
      benchmark: NAME,
      measure: `${reader}: accessibility score`,
      value: String(median.accessibility),
      target: '≥ 95',
    },
    {
      benchmark: NAME,
      measure: `${reader}: Largest Contentful Paint`,
      value: `${ms(median.lcpMs)} ms`,
      target: '≤ 1800 ms',
    },
    {
      benchmark: NAME,
      measure: `${reader}: Total Blocking Time`,
      value: `${ms(median.tbtMs)} ms`,
      target: '≤ 50 ms',
    },
    {
      benchmark: NAME,
      measure: `${reader}: Cumulative Layout Shift`,
      value: median.cls.toFixed(3),
      target: '≤ 0.02',
    },
    {
      benchmark: NAME,
      measure: `${reader}: First Contentful Paint, Speed Index`,
      value: `${ms(median.fcpMs)} ms, ${ms(median.speedIndexMs)} ms`,
    },
  ];
}
