import type { Evidence } from './evidence-of';
import { firstMissing } from './first-missing';
import { figuresOf, keptIn, type Quantity, quotedFigures } from './quantities-of';

/**
 * What is wrong with a change's figures, if anything: a quantity, a span of time or a code its evidence does not
 * say, or one of its block's that it loses (gate-changes.ts, gate 'figures').
 */
export function figuresProblem(original: string, after: string, evidence: Evidence): string | undefined {
  const figures = figuresOf(after);
  const was = figuresOf(original);
  // a summary may repeat a line's achievement when it quotes its figure with the word after it ('40+ client
  // entities'); a figure with a unit must be said with that unit ('team of 5' is no '5 years')
  const quoted = evidence.quotes ? [...quotedFigures(after)].filter((q) => evidence.quotes!.has(q)) : [];
  const quotes = (value: number) => quoted.some((q) => q.startsWith(`${value} `));
  // in a summary, a bare figure after years of experience is a part of those years ('ten years in logistics,
  // seven of them at …', 'dix ans …, dont huit aux Tilleuls'): judged as years
  const asYears = (q: Quantity, i: number): Quantity =>
    evidence.wholeCv &&
    q.unit === null &&
    figures.quantities.slice(0, i).some((y) => y.unit === 'year' && y.value >= q.value)
      ? { ...q, unit: 'year' }
      : q;
  const unsaid = figures.quantities.find(
    (q, i) => !evidence.says(asYears(q, i)) && !(q.unit === null && quotes(q.value)),
  );
  if (unsaid) return `${unsaid.value} ${unsaid.unit ?? ''} added`;
  const lost = was.quantities.find((q) => !keptIn(q, figures.quantities));
  if (lost) return `${lost.value} ${lost.unit ?? ''} lost`;
  const span = firstMissing(figures.durations, evidence.spans) ?? firstMissing(was.durations, figures.spans);
  if (span) return `per ${span}`;
  return firstMissing(figures.codes, evidence.codes) ?? firstMissing(was.codes, figures.codes);
}
