import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { runAdminUsers } from './admin-users';
import { runConcurrentGenerations } from './concurrent-generations';
import { runCoverLetterLatency } from './cover-letter-latency';
import { runCvEngineEval } from './cv-engine-eval';
import { runCvFidelity } from './cv-fidelity';
import { runFreeFlood } from './free-flood';
import { runGateCorpus } from './gate-corpus';
import { runHostileInput } from './hostile-input';
import { runHostileUploads } from './hostile-uploads';
import { runKeywordTruth } from './keyword-truth';
import { runLayoutFamilies } from './layout-families';
import type { Benchmark, BenchOutcome } from './lib/bench-result';
import { describeMachine, machineLine } from './lib/describe-machine';
import { markdownTable } from './lib/markdown-table';
import { resultsDir } from './lib/paths';
import { runMatchCheckTiming } from './match-check-timing';
import { runMemory } from './memory';
import { runOptimizeLatency } from './optimize-latency';
import { runProbeCvs } from './probe-cvs';
import { runProfileThroughput } from './profile-throughput';
import { runReadingReviewTiming } from './reading-review-timing';
import { runTailoring } from './tailoring';
import { runWebBundle } from './web-bundle';
import { runWebExtraction } from './web-extraction';
import { runWebLighthouse } from './web-lighthouse';
import { runWebTimings } from './web-timings';

/**
 * `npm run bench`: runs every benchmark in turn, prints one table at the end and writes
 * bench/results/latest.json. `npm run bench -- NAME…` runs only the named ones.
 */

const BENCHMARKS: Benchmark[] = [
  { name: 'cv-engine-eval', run: runCvEngineEval },
  { name: 'keyword-truth', run: runKeywordTruth },
  { name: 'cv-fidelity', run: () => runCvFidelity() },
  { name: 'layout-families', run: () => runLayoutFamilies() },
  { name: 'probe-cvs', run: runProbeCvs },
  { name: 'gate-corpus', run: runGateCorpus },
  { name: 'tailoring', run: () => runTailoring() },
  { name: 'optimize-latency', run: runOptimizeLatency },
  { name: 'cover-letter-latency', run: runCoverLetterLatency },
  { name: 'hostile-input', run: runHostileInput },
  { name: 'hostile-uploads', run: runHostileUploads },
  { name: 'free-flood', run: runFreeFlood },
  { name: 'profile-throughput', run: runProfileThroughput },
  { name: 'admin-users', run: runAdminUsers },
  { name: 'concurrent-generations', run: runConcurrentGenerations },
  { name: 'memory', run: runMemory },
  { name: 'web-bundle', run: runWebBundle },
  { name: 'web-lighthouse', run: runWebLighthouse },
  { name: 'web-timings', run: runWebTimings },
  { name: 'web-extraction', run: runWebExtraction },
  { name: 'match-check-timing', run: runMatchCheckTiming },
  { name: 'reading-review-timing', run: runReadingReviewTiming },
];

const chosen = process.argv.slice(2);
const machine = describeMachine();
const startedAt = new Date();
console.log(`machine: ${machineLine(machine)}`);

const outcomes: BenchOutcome[] = [];
for (const bench of BENCHMARKS.filter((b) => chosen.length === 0 || chosen.includes(b.name))) {
  console.log(`\n== ${bench.name}`);
  const started = performance.now();
  const outcome = await bench.run().catch(
    (error: unknown): BenchOutcome => ({
      name: bench.name,
      status: 'failed',
      summary: [
        {
          benchmark: bench.name,
          measure: 'failed',
          value: String(error instanceof Error ? error.message : error),
        },
      ],
      notes: [String(error instanceof Error ? error.stack : error)],
      details: null,
    }),
  );
  console.log(
    `== ${bench.name}: ${outcome.status} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  outcomes.push(outcome);
}

const rows = outcomes.flatMap((o) => o.summary.map((r) => [r.benchmark, r.measure, r.value, r.target ?? '']));
console.log(`\n${markdownTable(['benchmark', 'measure', 'value', 'target'], rows)}`);
const loadAtEnd = loadavg().map((x) => x.toFixed(2));
console.log(`\nmachine: ${machineLine(machine)}; at the end ${loadAtEnd.join(' / ')}`);
for (const note of outcomes.flatMap((o) => o.notes.map((n) => `${o.name}: ${n}`)))
  console.log(`note: ${note}`);

mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, 'latest.json');
writeFileSync(
  file,
  `${JSON.stringify({ startedAt: startedAt.toISOString(), durationSeconds: Math.round((Date.now() - startedAt.getTime()) / 100) / 10, machine, loadAverageAtEnd: loadAtEnd.map(Number), benchmarks: outcomes }, null, 2)}\n`,
);
console.log(`written: ${file}`);
if (outcomes.some((o) => o.status === 'failed')) process.exitCode = 1;
