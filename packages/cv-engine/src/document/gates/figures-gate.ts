import { AGE_WORDS, COUNT_BEFORE } from '../../data/quantity-units';
import { fold } from '../../text/fold';
import type { Evidence } from './evidence-of';
import { firstMissing } from './first-missing';
import { wordsOf } from './names-gate';
import { denies } from './negation-kept';
import { figuresOf, keptIn, type Quantity, quotedFigures, rankCode } from './quantities-of';

/**
 * What is wrong with a change's figures, if anything: a quantity, a span of time or a code its evidence does not
 * say, or one of its block's that it loses (gate-changes.ts, gate 'figures').
 */
/** 'seven of them', 'dont huit', 'and more than seven planning': a part of the years named before it. */
function partOfYears(q: Quantity): boolean {
  const clause = fold(q.clause ?? '');
  const around = fold(q.around ?? '');
  const lead = around.slice(0, Math.max(0, around.length - clause.length)).replace(/[\p{L}\p{N}]+\s*$/u, '');
  return !COUNT_BEFORE.test(
    lead.replace(/\b(?:more than|plus de|meer dan|about|environ|ongeveer|ruim|bijna|nearly|pres de)\s*$/, ''),
  );
}

const isRank = (code: string) => code.startsWith(rankCode(0).slice(0, -1));

export function figuresProblem(original: string, after: string, evidence: Evidence): string | undefined {
  const figures = figuresOf(after);
  const was = figuresOf(original);
  // a summary may repeat a line's achievement when it quotes its figure with the word after it ('40+ client
  // entities'); a figure with a unit must be said with that unit ('team of 5' is no '5 years')
  const quoted = evidence.quotes ? [...quotedFigures(after)].filter((q) => evidence.quotes!.has(q)) : [];
  const quotes = (value: number) => quoted.some((q) => q.startsWith(`${value} `) || q.endsWith(` ${value}`));
  // in a summary, a bare figure after years of experience is a part of those years ('ten years in logistics,
  // seven of them at …', 'dix ans …, dont huit aux Tilleuls'): judged as years
  const asYears = (q: Quantity, i: number): Quantity =>
    evidence.wholeCv &&
    q.unit === null &&
    partOfYears(q) &&
    figures.quantities.slice(0, i).some((y) => y.unit === 'year' && y.value >= q.value)
      ? { ...q, unit: 'year' }
      : q;
  // a zero is a denial: 'no accident' and 'zéro accident' say one fact
  const zero = (q: Quantity, text: string) => q.value === 0 && q.unit === null && denies(text);
  const unsaid = figures.quantities.find(
    (q, i) => !evidence.says(asYears(q, i)) && !(q.unit === null && quotes(q.value)) && !zero(q, original),
  );
  if (unsaid) return `${unsaid.value} ${unsaid.unit ?? ''} added`;
  // '3e année' → 'third year': the figure kept as a rank
  const ranked = (q: Quantity) => q.unit === null && figures.codes.has(rankCode(q.value));
  // 'enfants van 3 tot 12 jaar' → 'children aged 3 to 12': an age says its years without the unit
  const aged = [...wordsOf(after)].some((word) => AGE_WORDS.has(word));
  const agedKept = (q: Quantity) =>
    aged && q.unit === 'year' && figures.quantities.some((a) => a.value === q.value && !a.unit);
  const lost = was.quantities.find(
    (q) => !keptIn(q, figures.quantities) && !zero(q, after) && !ranked(q) && !agedKept(q),
  );
  if (lost) return `${lost.value} ${lost.unit ?? ''} lost`;
  const span = firstMissing(figures.durations, evidence.spans) ?? firstMissing(was.durations, figures.spans);
  if (span) return `per ${span}`;
  // a rank may be worded away ('first-line support' → 'support'), never added
  const kept = [...was.codes].filter((code) => !isRank(code));
  // a rank the evidence writes as a figure ('klas 5' for 'classe de 5e', 'third' of '3e année') is said by it
  const codes = [...figures.codes].filter(
    (code) => !(isRank(code) && evidence.says({ value: Number(code.split(' ')[1]), unit: null })),
  );
  return firstMissing(codes, evidence.codes) ?? firstMissing(kept, figures.codes);
}
