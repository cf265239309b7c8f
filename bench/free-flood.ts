import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchOutcome, SummaryRow } from './lib/bench-result';
import { ensureBuilt } from './lib/ensure-built';
import { markdownTable, ms, percentile } from './lib/markdown-table';
import { projectRoot } from './lib/paths';
import { bearerToken, newAuthSecret, startServer } from './lib/server-process';
import { FORWARDED_FROM_LOOPBACK, signUpAccounts } from './lib/sign-up-accounts';

/**
 * A free flood against paid generations (issue 21, finding 3), on the built server (PGlite): the demo
 * account's optimize-cv (a 2-page CV and its offer), one after another, alone, then while FLOOD free
 * parse-cv of 50 000 characters are kept in flight — from ACCOUNTS accounts, two each, as many as the
 * per-account cap lets through, each text its own. The paid generations' p50, p99 and max, and what the
 * flood's requests were answered. Before the fix the paid ones queued behind every parse of one shared,
 * unbounded queue. `tsx bench/free-flood.ts` runs it alone.
 */

const NAME = 'free-flood';
const FLOOD = 200;
const ACCOUNTS = 100;
const PAID_ALONE = 10;
const PAID_DURING = 20;
/** The flood stops after this, even when fewer paid generations were answered. */
const MAX_FLOOD_MS = 90_000;
/** A refused flood request waits this long before the next (PAUSE_MS=5000: the Retry-After obeyed). */
const PAUSE_MS = Number(process.env.PAUSE_MS ?? 0);
const fixtures = join(projectRoot, 'packages/cv-engine/src/__fixtures__');
const read = (name: string) => readFileSync(join(fixtures, name), 'utf8');

/** 50 000 characters of CV text, the first line its number: no two texts alike. */
function floodText(n: number, base: string): string {
  const head = `Candidat ${n}\n`;
  return head + base.slice(0, 50_000 - head.length);
}

type Post = (path: string, token: string, body: unknown) => Promise<number>;

async function paidLatencies(post: Post, token: string, body: unknown, count: number, until: number) {
  const latencies: number[] = [];
  const statuses: number[] = [];
  while (latencies.length < count && performance.now() < until) {
    const started = performance.now();
    statuses.push(await post('/api/optimize-cv', token, body));
    latencies.push(performance.now() - started);
  }
  return { latencies, statuses };
}

const describeLatencies = (latencies: number[]) =>
  `p50 ${ms(percentile(latencies, 50))} ms, p99 ${ms(percentile(latencies, 99))} ms (n = ${latencies.length})`;

export async function runFreeFlood(): Promise<BenchOutcome> {
  const notes: string[] = [];
  ensureBuilt(notes);
  const dataDir = mkdtempSync(join(tmpdir(), 'cv-bench-flood-'));
  const server = await startServer({ dataDir, authSecret: newAuthSecret(), env: FORWARDED_FROM_LOOPBACK });
  const post: Post = async (path, token, body) => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => null);
    await response?.arrayBuffer();
    return response?.status ?? 0;
  };
  try {
    const payer = await bearerToken(server.url);
    const flooders = await signUpAccounts(server.url, ACCOUNTS, 'flood');
    const paid = {
      cv_content: read('cv-fr-developpeuse-fullstack.txt'),
      job_description: read('offre-fr-developpeur-fullstack.txt'),
    };
    const cvs = [
      'cv-fr-developpeuse-fullstack.txt',
      'cv-en-marketing.txt',
      'cv-fr-comptable.txt',
      'cv-nl-data-analist.txt',
    ];
    const base = cvs.map(read).join('\n\n').repeat(20);

    await paidLatencies(post, payer, paid, 2, Number.POSITIVE_INFINITY); // warm
    const alone = await paidLatencies(post, payer, paid, PAID_ALONE, Number.POSITIVE_INFINITY);

    const floodStatuses = new Map<number, number>();
    let flooding = true;
    let sent = 0;
    const loop = async (slot: number) => {
      while (flooding) {
        sent += 1;
        const status = await post('/api/parse-cv', flooders[slot % ACCOUNTS]!, {
          cv_text: floodText(sent, base),
          job_description: '',
        });
        floodStatuses.set(status, (floodStatuses.get(status) ?? 0) + 1);
        if (PAUSE_MS > 0 && status !== 200) await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      }
    };
    const floodStarted = performance.now();
    const loops = Array.from({ length: FLOOD }, (_, slot) => loop(slot));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const during = await paidLatencies(post, payer, paid, PAID_DURING, floodStarted + MAX_FLOOD_MS);
    flooding = false;
    await Promise.all(loops);
    const floodSeconds = (performance.now() - floodStarted) / 1000;

    const floodAnswers = [...floodStatuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${n} × ${status}`)
      .join(', ');
    console.log(
      markdownTable(
        ['paid optimize-cv', 'p50 ms', 'p99 ms', 'max ms', 'n', 'statuses'],
        [alone, during].map((run, i) => [
          i === 0 ? 'alone' : `during ${FLOOD} free parse-cv in flight`,
          ms(percentile(run.latencies, 50)),
          ms(percentile(run.latencies, 99)),
          ms(Math.max(...run.latencies)),
          String(run.latencies.length),
          [...new Set(run.statuses)].join(' '),
        ]),
        [1, 2, 3, 4],
      ),
    );
    console.log(`flood: ${floodAnswers} in ${floodSeconds.toFixed(1)} s`);
    const summary: SummaryRow[] = [
      { benchmark: NAME, measure: 'paid optimize-cv alone', value: describeLatencies(alone.latencies) },
      {
        benchmark: NAME,
        measure: `paid optimize-cv during ${FLOOD} free parse-cv of 50 000 characters`,
        value: describeLatencies(during.latencies),
      },
      {
        benchmark: NAME,
        measure: 'the flood answered',
        value: `${floodAnswers} in ${floodSeconds.toFixed(1)} s`,
      },
    ];
    return {
      name: NAME,
      status: 'ok',
      summary,
      notes,
      details: { alone, during, flood: Object.fromEntries(floodStatuses), floodSeconds },
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outcome = await runFreeFlood();
  console.log(outcome.summary);
}
