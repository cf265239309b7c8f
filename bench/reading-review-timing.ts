import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openBrowser } from '../e2e/support/browser';
import type { BenchOutcome } from './lib/bench-result';
import { ensureBuilt } from './lib/ensure-built';
import { markdownTable, ms, percentile } from './lib/markdown-table';
import { addSessionCookie, nextDataValue } from './lib/page-session';
import { projectRoot } from './lib/paths';
import { DEMO, newAuthSecret, signIn, startServer } from './lib/server-process';

/**
 * Issue 22, « Ce que nous avons lu », in Debian's Chromium on the built server: a signed-in user pastes the
 * two-page developer CV; the panel shows what the engine read. Measured in the page:
 * - reading: summariseReading in the Web Worker, as the worker reports it — the first of a fresh page (its
 *   tables compiled during the worker's warm-up), one after an edit of the text, one after a correction;
 * - shown: from the paste to the panel's sections (the panel's chunk and the worker's file fetched, plus the
 *   300 ms the page waits for typing to settle).
 * Target: the reading ≤ 50 ms; nothing added to the initial JavaScript (bench/web-bundle.ts measures it).
 */

const NAME = 'reading-review-timing';
const RUNS = 3;
const CV = readFileSync(
  join(projectRoot, 'packages/cv-engine/src/__fixtures__/cv-fr-developpeuse-fullstack.txt'),
  'utf8',
);
const PANEL = 'Ce que nous avons lu';

interface RunResult {
  firstMs: number;
  afterEditMs: number;
  afterCorrectionMs: number;
  shownMs: number;
}

async function oneRun(url: string, cookie: string): Promise<RunResult> {
  const browser = await openBrowser();
  try {
    const { context, page } = browser;
    await addSessionCookie(context, cookie, url);
    await page.goto(url);
    await page.getByRole('banner').getByText(DEMO.email).first().waitFor({ timeout: 15_000 });
    const text = page.getByLabel('Texte du CV', { exact: true });
    await text.fill(CV);
    const inputAt = await page.evaluate(() => performance.now());
    const panel = page.getByRole('region', { name: PANEL });
    const readingMs = (previous: string | null) => nextDataValue(page, panel, 'readingMs', previous);
    const first = await readingMs(null);
    const shownAt = await page.evaluate(() => (window as unknown as { shownAt: number }).shownAt);
    await text.fill(`${CV}\nPermis B.`);
    const afterEdit = await readingMs(first);
    await panel.getByRole('button', { name: "Corriger l'employeur" }).first().click();
    await panel.getByRole('textbox', { name: 'Employeur' }).fill('Employeur corrigé');
    await page.keyboard.press('Enter');
    const afterCorrection = await readingMs(afterEdit);
    return {
      firstMs: Number(first),
      afterEditMs: Number(afterEdit),
      afterCorrectionMs: Number(afterCorrection),
      shownMs: shownAt - inputAt,
    };
  } finally {
    await browser.close();
  }
}

export async function runReadingReviewTiming(): Promise<BenchOutcome> {
  const notes: string[] = [];
  ensureBuilt(notes);
  const dataDir = mkdtempSync(join(tmpdir(), 'cv-bench-reading-'));
  const server = await startServer({ dataDir, authSecret: newAuthSecret() });
  try {
    const cookie = await signIn(server.url, DEMO.email, DEMO.password);
    const runs: RunResult[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await oneRun(server.url, cookie));
    const pair = (pick: (r: RunResult) => number) =>
      `${ms(percentile(runs.map(pick), 50))} / ${ms(Math.max(...runs.map(pick)))} ms`;
    console.log(
      `\n${markdownTable(
        ['run', 'first reading ms', 'after an edit ms', 'after a correction ms', 'paste → panel shown ms'],
        runs.map((r, i) => [
          String(i + 1),
          ms(r.firstMs),
          ms(r.afterEditMs),
          ms(r.afterCorrectionMs),
          ms(r.shownMs),
        ]),
        [1, 2, 3, 4],
      )}\n`,
    );
    return {
      name: NAME,
      status: 'ok',
      summary: [
        {
          benchmark: NAME,
          measure: `reading in the worker, 2-page CV, first of a page (${RUNS} runs): median / max`,
          value: pair((r) => r.firstMs),
          target: '≤ 50 ms',
        },
        {
          benchmark: NAME,
          measure: 'reading after an edit / after a correction: median / max',
          value: `${pair((r) => r.afterEditMs)}; ${pair((r) => r.afterCorrectionMs)}`,
          target: '≤ 50 ms',
        },
        {
          benchmark: NAME,
          measure: 'CV pasted → panel shown (chunk + worker fetched, 300 ms settle): median',
          value: `${ms(
            percentile(
              runs.map((r) => r.shownMs),
              50,
            ),
          )} ms`,
        },
      ],
      notes,
      details: { runs },
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
