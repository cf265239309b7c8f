import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openBrowser } from '../e2e/support/browser';
import type { BenchOutcome } from './lib/bench-result';
import { ensureBuilt } from './lib/ensure-built';
import { markdownTable, ms, percentile } from './lib/markdown-table';
import { projectRoot } from './lib/paths';
import { newAuthSecret, signIn, startServer } from './lib/server-process';

/**
 * Issue 22: a CV file read in the browser with its layout (pdf.js's text and fonts, columns, tables and type for
 * a PDF; the document's XML for a Word file), from the file input's change event to the CV text box holding
 * the text, in Debian's Chromium on the built server. The two files alternate in one page, so that each
 * upload is a new extraction: the first PDF is cold (pdf.js's chunk and worker fetched and compiled), the
 * others warm, as for a person's second CV. Times taken in the page.
 */
const NAME = 'web-extraction';
const ROUNDS = 6;
const FILES = [
  { file: 'cv-fr-developpeuse-fullstack.pdf', marker: 'Centres d', label: '2-page PDF' },
  { file: 'cv-fr-developpeuse-fullstack.docx', marker: 'Centres d', label: 'Word file' },
] as const;

declare global {
  interface Window {
    cvExtraction: { changeAt?: number; textAt?: number };
  }
}

/**
 * Marks the file input's change, and the moment React writes the new text into a text box after emptying it
 * (the extraction's start): the value's setter is watched, so a fast extraction is not missed between frames.
 */
function installMark(): void {
  window.cvExtraction = {};
  const value = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!;
  Object.defineProperty(HTMLTextAreaElement.prototype, 'value', {
    ...value,
    set(this: HTMLTextAreaElement, text: string) {
      const marks = window.cvExtraction;
      if (marks.changeAt !== undefined && text === '') marks.textAt = -1;
      else if (marks.textAt === -1 && text.includes('Centres d')) marks.textAt = performance.now();
      value.set!.call(this, text);
    },
  });
  document.addEventListener(
    'change',
    (event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === 'file')
        window.cvExtraction.changeAt = performance.now();
    },
    true,
  );
}

export async function runWebExtraction(): Promise<BenchOutcome> {
  const notes: string[] = [];
  ensureBuilt(notes);
  const dataDir = mkdtempSync(join(tmpdir(), 'cv-bench-extraction-'));
  const server = await startServer({ dataDir, authSecret: newAuthSecret() });
  const times: Record<string, number[]> = Object.fromEntries(FILES.map((f) => [f.file, []]));
  const browser = await openBrowser();
  try {
    const cookie = await signIn(server.url, 'demo@example.com', 'demo1234');
    const { context, page } = browser;
    await context.addCookies(
      cookie.split('; ').map((pair) => ({
        name: pair.slice(0, pair.indexOf('=')),
        value: pair.slice(pair.indexOf('=') + 1),
        url: server.url,
      })),
    );
    await page.addInitScript(installMark);
    await page.goto(server.url);
    await page.getByRole('banner').getByText('demo@example.com').first().waitFor({ timeout: 15_000 });
    for (let round = 0; round < ROUNDS; round++)
      for (const { file } of FILES) {
        // the box is emptied when the extraction starts: wait for that, then for the new text
        await page.evaluate(() => {
          // an empty box stays empty when the extraction starts: React writes nothing then
          const empty = document.querySelector('textarea')?.value === '';
          window.cvExtraction = empty ? { textAt: -1 } : {};
        });
        const chooser = page.waitForEvent('filechooser');
        await page.getByRole('button', { name: 'Choisir un fichier' }).click();
        await (await chooser).setFiles(join(projectRoot, 'e2e/fixtures', file));
        await page.waitForFunction(() => (window.cvExtraction.textAt ?? -1) > 0, undefined, {
          polling: 'raf',
          timeout: 30_000,
        });
        times[file]!.push(
          await page.evaluate(() => window.cvExtraction.textAt! - window.cvExtraction.changeAt!),
        );
      }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const rows = FILES.map(({ file, label }) => {
    const [cold, ...warm] = times[file]!;
    return { label, file, cold: cold!, warm: percentile(warm, 50), all: times[file] };
  });
  console.log(
    `\n${markdownTable(
      ['file', 'first upload ms', `next uploads, median of ${ROUNDS - 1} ms`],
      rows.map((r) => [`${r.label} (${r.file})`, ms(r.cold), ms(r.warm)]),
      [1, 2],
    )}\n`,
  );
  notes.push('One page, the two files alternating; the first PDF loads pdf.js and its worker.');
  return {
    name: NAME,
    status: 'ok',
    summary: rows.flatMap((r) => [
      {
        benchmark: NAME,
        measure: `upload → text with its layout, ${r.label}, warm: median`,
        value: `${ms(r.warm)} ms (first upload ${ms(r.cold)} ms)`,
        ...(r.label === '2-page PDF' ? { target: '≤ 150 ms' } : {}),
      },
    ]),
    notes,
    details: rows,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) await runWebExtraction();
