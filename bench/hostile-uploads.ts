import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  pdfOfBusyPages,
  pdfOfEmptyPages,
} from '../apps/server/src/modules/cv/extraction/__fixtures__/build-test-files';
import type { BenchOutcome, SummaryRow } from './lib/bench-result';
import { ensureBuilt } from './lib/ensure-built';
import { markdownTable, ms } from './lib/markdown-table';
import { projectRoot } from './lib/paths';
import { newAuthSecret, startServer } from './lib/server-process';
import { FORWARDED_FROM_LOOPBACK, signUpAccounts } from './lib/sign-up-accounts';

/**
 * Hostile uploads (issue 21, finding 1), on the built server (PGlite, default extraction settings: 2
 * threads, 15 s per file). The PDF — 20 000 empty pages, 2.3 MB — alone; then four of them at once
 * from one account while another user uploads an ordinary 2-page CV (0.4 s alone); then the same with a PDF
 * that is under the page limit and still holds a thread to its budget (20 pages of operators that draw
 * nothing). Each row: the statuses and times of the attacker's uploads and of the other user's one.
 * `tsx bench/hostile-uploads.ts` runs it alone.
 */

const NAME = 'hostile-uploads';
const cvPdf = readFileSync(
  join(projectRoot, 'apps/server/src/modules/cv/extraction/__fixtures__/cv-fr-developpeuse-fullstack.pdf'),
);

type Answer = { status: number; ms: number; detail: string };

async function upload(url: string, token: string, bytes: Uint8Array): Promise<Answer> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'cv.pdf');
  const started = performance.now();
  const response = await fetch(`${url}/api/extract-pdf`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, origin: url },
    body: form,
  });
  const body = (await response.json()) as { detail?: string };
  return { status: response.status, ms: performance.now() - started, detail: body.detail ?? '' };
}

const statuses = (answers: Answer[]) => answers.map((a) => `${a.status} in ${ms(a.ms)} ms`).join(', ');

export async function runHostileUploads(): Promise<BenchOutcome> {
  const notes: string[] = [];
  ensureBuilt(notes);
  const dataDir = mkdtempSync(join(tmpdir(), 'cv-bench-uploads-'));
  const server = await startServer({ dataDir, authSecret: newAuthSecret(), env: FORWARDED_FROM_LOOPBACK });
  try {
    const [attacker, user, warm] = await signUpAccounts(server.url, 3, 'uploads');
    // Both threads started (a thread's start is not a file's reading).
    await Promise.all([upload(server.url, warm!, cvPdf), upload(server.url, user!, cvPdf)]);
    const alone = await upload(server.url, user!, cvPdf);
    const empty = pdfOfEmptyPages(20_000, 'Jeanne Martin');
    const emptyAlone = await upload(server.url, attacker!, empty);
    const scenarios: [string, Uint8Array][] = [
      ['4 × 20 000 empty pages', empty],
      ['4 × 20 pages of drawing operators', pdfOfBusyPages(20, 4)],
    ];
    const rows: { scenario: string; attacker: Answer[]; user: Answer }[] = [];
    for (const [scenario, bytes] of scenarios) {
      const attack = Promise.all(Array.from({ length: 4 }, () => upload(server.url, attacker!, bytes)));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const userAnswer = await upload(server.url, user!, cvPdf);
      rows.push({ scenario, attacker: await attack, user: userAnswer });
    }
    console.log(
      markdownTable(
        ['case', "attacker's uploads", "other user's 2-page CV"],
        [
          ['2-page CV alone', '', `${alone.status} in ${ms(alone.ms)} ms`],
          [`20 000 empty pages (${(empty.length / 1e6).toFixed(1)} MB) alone`, statuses([emptyAlone]), ''],
          ...rows.map((r) => [r.scenario, statuses(r.attacker), statuses([r.user])]),
        ],
      ),
    );
    const summary: SummaryRow[] = [
      { benchmark: NAME, measure: '20 000 empty pages alone', value: statuses([emptyAlone]) },
      ...rows.map((r) => ({
        benchmark: NAME,
        measure: `2-page CV during ${r.scenario}`,
        value: statuses([r.user]),
        target: '200, < 2 s',
      })),
    ];
    return { name: NAME, status: 'ok', summary, notes, details: { alone, emptyAlone, rows } };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outcome = await runHostileUploads();
  console.log(outcome.summary);
}
