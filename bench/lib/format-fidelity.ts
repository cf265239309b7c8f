import type { FileFidelity, Tally } from './measure-fidelity';

/** The fidelity bench's printed summary and its per-file failure report (issue 13). */

const pct = (t: Tally) => (t.total === 0 ? '-' : `${((100 * t.kept) / t.total).toFixed(1)} %`);
const sum = (files: FileFidelity[], pick: (f: FileFidelity) => Tally): Tally =>
  files.reduce((a, f) => ({ total: a.total + pick(f).total, kept: a.kept + pick(f).kept }), {
    total: 0,
    kept: 0,
  });
const value = (t: Tally) => `${pct(t)} (${t.kept} / ${t.total})`;

export function summaryRows(files: FileFidelity[]): { measure: string; value: string; target?: string }[] {
  const parseField = (k: 'company' | 'position' | 'period'): Tally => ({
    total: sum(files, (f) => f.parse.jobsRight).total,
    kept: files.reduce((a, f) => a + f.parse[k], 0),
  });
  const exact: Tally = {
    total: files.length,
    kept: files.filter((f) => f.parse.found === f.parse.jobsRight.total).length,
  };
  return [
    {
      measure: 'rewrite: bullets whole in one line',
      value: value(sum(files, (f) => f.bullets)),
      target: '≥ 99 %',
    },
    {
      measure: 'rewrite: jobs whole under the experience heading',
      value: value(sum(files, (f) => f.jobs)),
      target: '≥ 97 %',
    },
    {
      measure: 'rewrite: degrees with their years',
      value: value(sum(files, (f) => f.degrees)),
      target: '≥ 97 %',
    },
    {
      measure: 'rewrite: certifications on one line',
      value: value(sum(files, (f) => f.certifications)),
      target: '≥ 97 %',
    },
    {
      measure: 'rewrite: bullets under their own job (no target)',
      value: value(sum(files, (f) => f.placement)),
    },
    {
      measure: 'parse: jobs right (company, position, period)',
      value: value(sum(files, (f) => f.parse.jobsRight)),
      target: '≥ 95 %',
    },
    {
      measure: 'parse: company / position / period right',
      value: `${parseField('company').kept} / ${parseField('position').kept} / ${parseField('period').kept} of ${parseField('company').total}`,
    },
    { measure: 'parse: number of jobs exact (files)', value: value(exact), target: '≥ 95 %' },
  ];
}

const clip = (s: string, n = 130) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** Per file, each failure with what the output had around it; then the failures counted by pattern. */
export function formatFailures(
  files: (FileFidelity & { offer: string; ms: number; error?: string })[],
): string {
  const out: string[] = [];
  for (const f of files) {
    const head = `── ${f.file} (offer ${f.offer}, ${Math.round(f.ms)} ms): bullets ${f.bullets.kept}/${f.bullets.total}, jobs ${f.jobs.kept}/${f.jobs.total}, degrees ${f.degrees.kept}/${f.degrees.total}, certifications ${f.certifications.kept}/${f.certifications.total}; parse: jobs right ${f.parse.jobsRight.kept}/${f.parse.jobsRight.total}, found ${f.parse.found}`;
    out.push(head);
    if (f.error) out.push(`   ✗ the engine threw: ${f.error.split('\n').slice(0, 4).join(' / ')}`);
    for (const x of f.failures) {
      out.push(`   ✗ ${x.pattern} — ${x.path}${x.unclear ? ` [unclear: ${x.unclear}]` : ''}`);
      out.push(`       expected: ${clip(x.expected)}`);
      out.push(`       ${clip(x.detail, 200)}`);
      for (const i of [...new Set(x.around)].filter((i) => i >= 0 && i < f.lines.length))
        out.push(`       ${String(f.lines[i]!.number).padStart(4)} | ${clip(f.lines[i]!.raw)}`);
    }
  }
  const patterns = new Map<string, number>();
  for (const x of files.flatMap((f) => f.failures))
    patterns.set(x.pattern, (patterns.get(x.pattern) ?? 0) + 1);
  out.push('', 'failures by pattern:');
  for (const [p, n] of [...patterns].sort((a, b) => b[1] - a[1]))
    out.push(`  ${String(n).padStart(4)}  ${p}`);
  return out.join('\n');
}
