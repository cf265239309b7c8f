import { pathToFileURL } from 'node:url';
import { optimizeCv, prepareOptimization } from '@cv/cv-engine';
import { aiBrief, rewriteWithAi } from '@cv/cv-engine/ai';
import { loadSettings } from '../apps/server/src/config';
import { AiRewriteError } from '../apps/server/src/modules/cv/ai/ai-rewrite-error';
import { createAiRewriter } from '../apps/server/src/modules/cv/ai/create-ai-rewriter';
import { mustHavesOnTop, wordsKept } from './lib/eval-ai-figures';
import { type EvalPair, evalPairs } from './lib/eval-ai-pairs';
import { markdownTable, percentile } from './lib/markdown-table';

/**
 * `npm run eval:ai`: a self-hoster's model measured on the fixture pairs (issue 23). The endpoint is the
 * server's own: AI_PROVIDER (openai or openai-compatible), AI_BASE_URL, AI_MODEL, AI_API_KEY, AI_TIMEOUT_MS and
 * AI_FIRST_TOKEN_TIMEOUT_MS, read by the server's settings module (apps/server/src/config.ts) like at start-up;
 * `--models a,b` measures several models of that endpoint. Each pair goes through what a generation does —
 * the brief, the model's answer, the gates, the merge with the built-in changes — and the same figures are
 * taken of the built-in engine alone: proposals made, passed, dropped per gate, the offer's must-haves the CV
 * proves that stand in its top third (before → after), the original's meaning words kept, time per generation.
 */
export type EvalRow = {
  engine: string;
  pairs: number;
  failures: Record<string, number>;
  proposed: number;
  passed: number;
  dropped: Record<string, number>;
  mustHaves: { proven: number; before: number; after: number };
  wordsKept: number;
  msPerGeneration: number;
};

type EvalOptions = { env?: Record<string, string | undefined>; models?: string[]; pairs?: EvalPair[] };

export async function runEvalAi(
  options: EvalOptions = {},
): Promise<{ rows: EvalRow[]; table: string; note: string }> {
  const pairs = options.pairs ?? evalPairs();
  const { ai } = loadSettings({ NODE_ENV: 'development', ...(options.env ?? process.env) });
  const rows = [builtIn(pairs)];
  if (ai.provider === 'local')
    return { rows, table: tableOf(rows), note: 'AI_PROVIDER=local: only the built-in engine was measured.' };
  const models = options.models?.length ? options.models : [ai.model ?? 'gpt-4o-mini'];
  for (const model of models) {
    const rewriter = createAiRewriter({ ...ai, provider: ai.provider, model });
    rows.push(await withModel(model, pairs, rewriter));
  }
  return {
    rows,
    table: tableOf(rows),
    note: `${ai.provider} at ${ai.baseUrl ?? 'https://api.openai.com/v1'}`,
  };
}

function builtIn(pairs: EvalPair[]): EvalRow {
  const row = emptyRow('built-in engine', pairs.length);
  const times: number[] = [];
  for (const pair of pairs) {
    const input = { cvText: pair.cvText, jobDescription: pair.jobDescription };
    const started = performance.now();
    const result = optimizeCv(input);
    times.push(performance.now() - started);
    row.proposed += result.changes.length;
    row.passed += result.changes.length;
    addFigures(row, prepareOptimization(input), pair.cvText, result.optimizedText);
  }
  return finish(row, times, pairs.length);
}

async function withModel(
  model: string,
  pairs: EvalPair[],
  rewriter: ReturnType<typeof createAiRewriter>,
): Promise<EvalRow> {
  const row = emptyRow(model, pairs.length);
  const times: number[] = [];
  for (const pair of pairs) {
    const prepared = prepareOptimization({ cvText: pair.cvText, jobDescription: pair.jobDescription });
    const started = performance.now();
    try {
      const answer = await rewriter.rewrite({ ...aiBrief(prepared), jobDescription: pair.jobDescription });
      const rewritten = rewriteWithAi(prepared, answer.proposals);
      times.push(performance.now() - started);
      row.proposed += answer.proposals.length;
      row.passed += rewritten.kept;
      for (const [gate, n] of Object.entries(rewritten.dropped))
        row.dropped[gate] = (row.dropped[gate] ?? 0) + n;
      addFigures(row, prepared, pair.cvText, rewritten.text);
    } catch (error) {
      times.push(performance.now() - started);
      const reason = error instanceof AiRewriteError ? error.reason : 'error';
      row.failures[reason] = (row.failures[reason] ?? 0) + 1;
      // a failed generation gives the built-in result (D12): its figures count for the model's row
      addFigures(row, prepared, pair.cvText, optimizeCv(prepared.input).optimizedText);
    }
  }
  return finish(row, times, pairs.length);
}

function emptyRow(engine: string, pairs: number): EvalRow {
  return {
    engine,
    pairs,
    failures: {},
    proposed: 0,
    passed: 0,
    dropped: {},
    mustHaves: { proven: 0, before: 0, after: 0 },
    wordsKept: 0,
    msPerGeneration: 0,
  };
}

function addFigures(
  row: EvalRow,
  prepared: ReturnType<typeof prepareOptimization>,
  original: string,
  text: string,
) {
  const before = mustHavesOnTop(prepared, original);
  const after = mustHavesOnTop(prepared, text);
  row.mustHaves.proven += before.proven;
  row.mustHaves.before += before.onTop;
  row.mustHaves.after += after.onTop;
  row.wordsKept += wordsKept(original, text);
}

function finish(row: EvalRow, times: number[], pairs: number): EvalRow {
  return { ...row, wordsKept: row.wordsKept / Math.max(1, pairs), msPerGeneration: percentile(times, 50) };
}

const counts = (record: Record<string, number>) =>
  Object.entries(record)
    .sort(([, a], [, b]) => b - a)
    .map(([key, n]) => `${key} ${n}`)
    .join(', ') || '–';

export function tableOf(rows: EvalRow[]): string {
  return markdownTable(
    [
      'engine',
      'pairs',
      'failed',
      'proposed',
      'passed',
      'dropped per gate',
      'must-haves on top',
      'words kept',
      'ms / generation (p50)',
    ],
    rows.map((r) => [
      r.engine,
      String(r.pairs),
      counts(r.failures),
      String(r.proposed),
      String(r.passed),
      counts(r.dropped),
      `${r.mustHaves.before} → ${r.mustHaves.after} of ${r.mustHaves.proven}`,
      `${Math.round(100 * r.wordsKept)} %`,
      r.msPerGeneration < 100 ? r.msPerGeneration.toFixed(1) : r.msPerGeneration.toFixed(0),
    ]),
    [1, 3, 4, 8],
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const flag = process.argv.indexOf('--models');
  const models = flag >= 0 ? (process.argv[flag + 1] ?? '').split(',').filter(Boolean) : [];
  const { table, note } = await runEvalAi({ models });
  console.log(`${note}\n\n${table}`);
}
