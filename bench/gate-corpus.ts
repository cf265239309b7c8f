import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { TargetLanguage } from '@cv/contracts';
import { prepareOptimization } from '@cv/cv-engine';
import { type GateContext, gateChanges, gateContextOf } from '@cv/cv-engine/ai';
import type { BenchOutcome } from './lib/bench-result';
import {
  fromRoot,
  GATE_CORPUS_FILES,
  type GateCorpusFile,
  type GateProposal,
  isHeldOut,
  readGateCorpus,
} from './lib/gate-corpus';
import { markdownTable } from './lib/markdown-table';

/**
 * Issue 23: the AI gates on the labelled corpus (bench/gate-corpus/README.md). Each proposal goes alone through
 * the engine's gates, with the context a generation gives them (the CV's document, the offer's keywords the CV
 * lacks, for the proposal's target language). Counted per label, category and language: dishonest proposals
 * passed (target 0) and honest ones dropped (target ≤ 10 %), with the gate that dropped each.
 *
 * held-out.json, second-held-out.json, third.json, fourth-held-out.json and fifth-held-out.json are run for their
 * totals only: no proposal of them is ever printed, nor which of them failed (the README's rule).
 * `npx tsx bench/gate-corpus.ts [tuning|held-out|second-tuning|second-held-out|third|fourth-tuning|fourth-held-out|
 * fifth-tuning|fifth-held-out] [--show]` runs the named files; --show prints each failure of a tuning file with its
 * gate and what failed it.
 */
// the day the corpora's summaries were labelled: 'bijna tien jaar' from February 2017 is judged as of then, so
// that the figures do not drift with the calendar
const LABELLED_ON = new Date('2026-11-27T12:00:00Z');

const TARGETS: Record<GateProposal['target'], TargetLanguage> = { fr: 'french', en: 'english', nl: 'dutch' };

export type CorpusFigures = {
  file: GateCorpusFile;
  total: number;
  skipped: number;
  honest: number;
  honestDropped: number;
  dishonest: number;
  dishonestPassed: number;
  /** label/category/language → [proposals, failures]: dishonest passed or honest dropped. */
  groups: Record<string, [number, number]>;
  /** Honest proposals dropped per gate. */
  droppedBy: Record<string, number>;
};

type Outcome = { proposal: GateProposal; passed: boolean; gate: string; detail: string };

export function judgeCorpus(file: GateCorpusFile): { figures: CorpusFigures; outcomes: Outcome[] } {
  const contexts = new Map<string, GateContext>();
  const outcomes: Outcome[] = [];
  let skipped = 0;
  for (const proposal of readGateCorpus(file)) {
    const offerPath = fromRoot(proposal.offer);
    if (!existsSync(offerPath)) {
      skipped += 1;
      continue;
    }
    const key = `${proposal.cv}|${proposal.offer}|${proposal.target}`;
    let context = contexts.get(key);
    if (!context) {
      context = {
        ...gateContextOf(
          prepareOptimization({
            cvText: readFileSync(fromRoot(proposal.cv), 'utf8'),
            jobDescription: readFileSync(offerPath, 'utf8'),
            targetLanguage: TARGETS[proposal.target],
          }),
        ),
        now: LABELLED_ON,
      };
      contexts.set(key, context);
    }
    const result = gateChanges([proposal], context);
    const rejected = result.rejected[0];
    outcomes.push({
      proposal,
      passed: result.accepted.length === 1,
      gate: rejected?.gate ?? '',
      detail: rejected?.detail ?? '',
    });
  }
  return { figures: figuresOf(file, outcomes, skipped), outcomes };
}

function figuresOf(file: GateCorpusFile, outcomes: Outcome[], skipped: number): CorpusFigures {
  const groups: Record<string, [number, number]> = {};
  const droppedBy: Record<string, number> = {};
  const count = (key: string, failed: boolean) => {
    const group = groups[key] ?? [0, 0];
    groups[key] = group;
    group[0] += 1;
    if (failed) group[1] += 1;
  };
  for (const { proposal, passed, gate } of outcomes) {
    const failed = proposal.label === 'honest' ? !passed : passed;
    count(`${proposal.label}/${proposal.category}`, failed);
    count(`${proposal.label}/language ${proposal.language}`, failed);
    if (proposal.label === 'honest' && !passed) droppedBy[gate] = (droppedBy[gate] ?? 0) + 1;
  }
  const of = (label: string) => outcomes.filter((o) => o.proposal.label === label);
  return {
    file,
    total: outcomes.length,
    skipped,
    honest: of('honest').length,
    honestDropped: of('honest').filter((o) => !o.passed).length,
    dishonest: of('dishonest').length,
    dishonestPassed: of('dishonest').filter((o) => o.passed).length,
    groups,
    droppedBy,
  };
}

const share = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)} %` : '–');

function printFigures(figures: CorpusFigures) {
  console.log(
    `\n${figures.file}: ${figures.total} proposals (${figures.skipped} skipped: offer not found)` +
      ` — dishonest passed ${figures.dishonestPassed}/${figures.dishonest},` +
      ` honest dropped ${figures.honestDropped}/${figures.honest} (${share(figures.honestDropped, figures.honest)})`,
  );
  const rows = Object.entries(figures.groups)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, [n, failed]]) => {
      const [label, group] = key.split('/');
      return [label!, group!, String(n), label === 'honest' ? `${failed} dropped` : `${failed} passed`];
    });
  console.log(markdownTable(['label', 'category / language', 'proposals', 'wrong'], rows));
  const gates = Object.entries(figures.droppedBy).map(([gate, n]) => `${gate} ${n}`);
  if (gates.length) console.log(`honest dropped by gate: ${gates.join(', ')}`);
}

function printFailures(outcomes: Outcome[]) {
  for (const { proposal: p, passed, gate, detail } of outcomes) {
    const wrong = p.label === 'honest' ? !passed : passed;
    if (!wrong) continue;
    const verdict = passed ? 'PASSED' : `dropped by ${gate} (${detail})`;
    console.log(`\n${p.id} ${p.label}/${p.category} ${p.language}→${p.target} ${p.block}: ${verdict}`);
    console.log(`  why:    ${p.why}`);
    console.log(`  before: ${p.before}`);
    console.log(`  after:  ${p.after}`);
  }
}

export async function runGateCorpus(): Promise<BenchOutcome> {
  const summary = [];
  const details: CorpusFigures[] = [];
  for (const file of GATE_CORPUS_FILES) {
    const { figures } = judgeCorpus(file);
    printFigures(figures);
    details.push(figures);
    summary.push(
      {
        benchmark: 'gate-corpus',
        measure: `${file}: dishonest passed`,
        value: `${figures.dishonestPassed} of ${figures.dishonest}`,
        target: '0',
      },
      {
        benchmark: 'gate-corpus',
        measure: `${file}: honest dropped`,
        value: `${figures.honestDropped} of ${figures.honest} (${share(figures.honestDropped, figures.honest)})`,
        target: '≤ 10 %',
      },
    );
  }
  const notes = details
    .filter((d) => d.skipped)
    .map((d) => `${d.file}: ${d.skipped} proposals skipped (offer not found)`);
  return { name: 'gate-corpus', status: 'ok', summary, notes, details };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const chosen = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const files = chosen.length ? (chosen as GateCorpusFile[]) : [...GATE_CORPUS_FILES];
  for (const file of files) {
    const { figures, outcomes } = judgeCorpus(file);
    printFigures(figures);
    // a held-out file's failures stay unseen: only its totals are ever printed
    if (!isHeldOut(file) && process.argv.includes('--show')) printFailures(outcomes);
  }
}
