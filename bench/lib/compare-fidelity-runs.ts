/**
 * A fidelity run beside an earlier one (`--baseline FILE`, FILE written by `--json`): each summary row's
 * value then and now, and the failures that appeared or went away, keyed by file, kind and truth path.
 */

export interface SavedRun {
  summary: { measure: string; value: string; target?: string }[];
  files: { file: string; failures: { what: string; path: string; pattern: string }[] }[];
}

const keyOf = (file: string, f: { what: string; path: string }) => `${file} ${f.what} ${f.path}`;

function failureKeys(run: SavedRun): Map<string, string> {
  return new Map(
    run.files.flatMap((file) => file.failures.map((f) => [keyOf(file.file, f), f.pattern] as const)),
  );
}

export function compareFidelityRuns(before: SavedRun, now: SavedRun): string[] {
  const out = ['measure: baseline → now'];
  for (const row of now.summary) {
    const then = before.summary.find((r) => r.measure === row.measure)?.value ?? '-';
    out.push(`  ${row.measure}: ${then} → ${row.value}${then === row.value ? '' : '  *'}`);
  }
  const files = new Set(now.files.map((f) => f.file));
  const old = failureKeys({ ...before, files: before.files.filter((f) => files.has(f.file)) });
  const fresh = failureKeys(now);
  const appeared = [...fresh].filter(([k]) => !old.has(k));
  const gone = [...old].filter(([k]) => !fresh.has(k));
  out.push(`new failures (${appeared.length}):`, ...appeared.map(([k, p]) => `  + ${k} — ${p}`));
  out.push(`fixed (${gone.length}):`, ...gone.map(([k, p]) => `  - ${k} — was ${p}`));
  return out;
}
