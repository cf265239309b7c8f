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
 * Each run is its own `lighthouse` process with a fresh profile; the median run (by performance score) is
 * reported, with the audits that cost it points — what to fix next.
 */

const NAME = 'web-lighthouse';
const RUNS = 3;

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

function lighthouse(url: string, outputPath: string): Promise<void> {
  const bin = join(projectRoot, 'node_modules/.bin/lighthouse');
  const args = [
    url,
    '--output=json',
    `--output-path=${outputPath}`,
    '--only-categories=performance,accessibility',
    `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
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
  const runs: RunResult[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const output = join(dataDir, `lighthouse-${i}.json`);
      await lighthouse(`${server.url}/`, output);
      runs.push(read(JSON.parse(readFileSync(output, 'utf8')) as Report));
      const r = runs.at(-1)!;
      console.log(
        `  run ${i + 1}: performance ${r.performance}, accessibility ${r.accessibility}, LCP ${ms(r.lcpMs)} ms, TBT ${ms(r.tbtMs)} ms, CLS ${r.cls.toFixed(3)}`,
      );
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
  console.log(
    `\n${markdownTable(
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
  for (const miss of median.misses) notes.push(`below 90 in the median run — ${miss}`);
  notes.push(`${RUNS} runs, mobile (Lighthouse's default); the median run by performance score is shown`);
  const summary: SummaryRow[] = [
    {
      benchmark: NAME,
      measure: 'performance score (mobile)',
      value: String(median.performance),
      target: '≥ 95',
    },
    { benchmark: NAME, measure: 'accessibility score', value: String(median.accessibility), target: '≥ 95' },
    {
      benchmark: NAME,
      measure: 'Largest Contentful Paint',
      value: `${ms(median.lcpMs)} ms`,
      target: '≤ 1800 ms',
    },
    { benchmark: NAME, measure: 'Total Blocking Time', value: `${ms(median.tbtMs)} ms`, target: '≤ 50 ms' },
    { benchmark: NAME, measure: 'Cumulative Layout Shift', value: median.cls.toFixed(3), target: '≤ 0.02' },
    {
      benchmark: NAME,
      measure: 'First Contentful Paint, Speed Index',
      value: `${ms(median.fcpMs)} ms, ${ms(median.speedIndexMs)} ms`,
    },
  ];
  return { name: NAME, status: 'ok', summary, notes, details: { runs, median } };
}
