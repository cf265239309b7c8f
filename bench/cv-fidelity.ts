import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { optimizeCv, parseCv } from '@cv/cv-engine';
import { CV_TRUTH, JOB_TRADES } from './fixtures-truth';
import { type BenchOutcome, type SummaryRow, skipped } from './lib/bench-result';
import { extractCached } from './lib/cached-extraction';
import { compareFidelityRuns, type SavedRun } from './lib/compare-fidelity-runs';
import { fidelityTruthFile, loadFidelityTruth } from './lib/fidelity-truth';
import { formatFailures, summaryRows } from './lib/format-fidelity';
import { markdownTable } from './lib/markdown-table';
import { type FileFidelity, measureFidelity } from './lib/measure-fidelity';
import { fixturesDir, haveFixtures, projectRoot } from './lib/paths';

/**
 * The CV engine's fidelity (issue 13) on ../shared/fixtures/fidelity-truth.json: does the rewritten CV keep
 * every bullet whole, every job with its company, position and years under the experience heading, every
 * degree with its years, every certification; does the parser find each job's company, position and period.
 * `npm run bench -- cv-fidelity`, or alone for an edit-and-measure loop:
 *   tsx bench/cv-fidelity.ts [FILTER] [--json] [--show] [--baseline FILE] [--set DIR]
 * FILTER: part of a file's id ('comptable', 'cv/'); --json: the figures and failures as JSON on stdout;
 * --show: each rewritten CV with line numbers too; --baseline FILE: figures and failures beside an
 * earlier --json output (bench/results/cv-fidelity-v1.json: the engine's first version); --set DIR: the CVs of
 * DIR/truth.json instead of the fixtures' (ids and each file's `offer` relative to DIR, e.g. bench/probe-docs/tuning).
 * A set folder named `held-out` prints its summary only: no file's failures, no --show, no --json details.
 * Extracted texts are cached (lib/cached-extraction.ts), so a run after the first takes a few seconds.
 */

const NAME = 'cv-fidelity';

/** Languages of the offers used for a CV without a matching one, when no offer of its trade exists. */
const ANY_OFFER: Record<string, string> = {
  fr: 'authored/offre-fr-chef-de-projet-marketing.txt',
  nl: 'authored/vacature-nl-data-analist.txt',
  en: 'jobs/sample_job.txt',
};

/** The CV's matching offer (fixtures-truth.ts), else the first offer of its trade, else one in its language. */
export function offerFor(id: string, lang: string): string {
  const row = CV_TRUTH.find((t) => t.file === id);
  if (row?.matches[0]) return row.matches[0];
  const ofTrade = Object.keys(JOB_TRADES).find((job) => row?.trades.includes(JOB_TRADES[job]!));
  return ofTrade ?? ANY_OFFER[lang] ?? ANY_OFFER.en!;
}

export interface FidelityRun {
  files: (FileFidelity & { offer: string; ms: number; error?: string })[];
  notes: string[];
}

export async function measureCvFidelity(filter = '', setDir?: string): Promise<FidelityRun | null> {
  const truth = setDir ? loadFidelityTruth(join(setDir, 'truth.json')) : loadFidelityTruth();
  if (!truth) return null;
  const chosen = truth.filter((f) => f.id.includes(filter));
  const offers = new Map(chosen.map((f) => [f.id, setDir && f.offer ? f.offer : offerFor(f.id, f.lang)]));
  const files = [...new Set([...chosen.map((f) => f.id), ...offers.values()])];
  const extraction = await extractCached(files, setDir ?? fixturesDir);
  const notes = [
    `texts: ${files.length - extraction.extracted.length} from the cache, ${extraction.extracted.length} extracted${extraction.fromSource ? ' (worker from source: the extraction code is newer than apps/server/dist)' : ''}`,
    ...[...extraction.failures].map(([f, why]) => `${f}: extraction failed (${why})`),
  ];
  const out: FidelityRun['files'] = [];
  for (const file of chosen) {
    const cvText = extraction.texts.get(file.id) ?? '';
    const offer = offers.get(file.id)!;
    const started = performance.now();
    let optimized = '';
    let parsed: { company: string; position: string; period: string | null }[] = [];
    let error: string | undefined;
    try {
      const cvLayout = extraction.layouts.get(file.id);
      parsed = parseCv(cvText, cvLayout).experience;
      optimized = optimizeCv({
        cvText,
        cvLayout,
        jobDescription: extraction.texts.get(offer) ?? '',
      }).optimizedText;
    } catch (e) {
      error = e instanceof Error ? (e.stack ?? e.message) : String(e);
    }
    const ms = performance.now() - started;
    out.push({ ...measureFidelity(file, optimized, parsed), offer, ms, ...(error ? { error } : {}) });
  }
  return { files: out, notes };
}

export async function runCvFidelity(filter = ''): Promise<BenchOutcome> {
  const run = haveFixtures() ? await measureCvFidelity(filter) : null;
  if (!run) {
    return skipped(
      NAME,
      'fixtures',
      `${haveFixtures() ? fidelityTruthFile : fixturesDir} not found: skipped`,
    );
  }
  console.log(formatFailures(run.files));
  const summary: SummaryRow[] = summaryRows(run.files).map((r) => ({ benchmark: NAME, ...r }));
  return {
    name: NAME,
    status: 'ok',
    summary,
    notes: run.notes,
    details: run.files.map(({ lines: _lines, ...f }) => f),
  };
}

/** The value after `name` on the command line, and its index. */
function option(args: string[], name: string): { value?: string; at: number } {
  const at = args.indexOf(name);
  return { value: at >= 0 ? args[at + 1] : undefined, at: at >= 0 ? at + 1 : -1 };
}

/** Command line: tsx bench/cv-fidelity.ts [FILTER] [--json] [--show] [--baseline FILE] [--set DIR]. */
async function main(args: string[]): Promise<void> {
  const baselineOpt = option(args, '--baseline');
  const setOpt = option(args, '--set');
  const baseline = baselineOpt.value;
  const setDir = setOpt.value ? resolve(process.cwd(), setOpt.value) : undefined;
  // held-out is measured, never looked into: its figures only
  const blind = setDir !== undefined && basename(setDir) === 'held-out';
  const flag = (name: string) => !blind && args.includes(name);
  const filter = blind
    ? ''
    : (args.find((a, i) => !a.startsWith('--') && i !== baselineOpt.at && i !== setOpt.at) ?? '');
  if (setDir && !existsSync(join(setDir, 'truth.json'))) {
    console.log(`${join(setDir, 'truth.json')} not found`);
    process.exitCode = 1;
    return;
  }
  const run = setDir || haveFixtures() ? await measureCvFidelity(filter, setDir) : null;
  if (!run) {
    console.log(`${haveFixtures() ? fidelityTruthFile : fixturesDir} not found: skipped`);
    return;
  }
  if (blind) {
    printSummary(summaryRows(run.files), [
      `${run.files.length} files of ${setDir!.replace(`${projectRoot}/`, '')}: figures only`,
    ]);
    return;
  }
  const saved = {
    summary: summaryRows(run.files),
    notes: run.notes,
    files: run.files.map(({ lines, ...f }) =>
      flag('--show') ? { ...f, optimizedText: lines.map((l) => l.raw).join('\n') } : f,
    ),
  };
  if (flag('--json')) {
    process.stdout.write(`${JSON.stringify(saved, null, 2)}\n`);
    return;
  }
  if (flag('--show'))
    for (const f of run.files)
      console.log(
        `══ ${f.file}\n${f.lines.map((l) => `${String(l.number).padStart(4)} | ${l.raw}`).join('\n')}\n`,
      );
  console.log(formatFailures(run.files));
  printSummary(saved.summary, run.notes);
  if (baseline)
    console.log(
      compareFidelityRuns(JSON.parse(readFileSync(baseline, 'utf8')) as SavedRun, saved).join('\n'),
    );
}

function printSummary(summary: ReturnType<typeof summaryRows>, notes: string[]): void {
  console.log(
    markdownTable(
      ['measure', 'value', 'target'],
      summary.map((r) => [r.measure, r.value, r.target ?? '']),
    ),
  );
  for (const note of notes) console.log(`note: ${note}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main(process.argv.slice(2));
