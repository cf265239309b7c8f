import { NUMBER_WORDS, SCALE_WORDS } from '../../data/number-words';
import { CURRENCY_WORDS, UNIT_WORDS } from '../../data/quantity-units';
import { fold } from '../../text/fold';
import { withoutContacts } from './contacts-of';

/**
 * The figures of a text as quantities, for the AI gates: a value with its scale applied and its unit, whatever
 * the language and the writing — '€2.4M', '2,4 M€' and '2.4 million euros' are one quantity (2 400 000 eur),
 * '10 semaines' and 'ten weeks' another (10 week), 'nine' is 9. A figure glued to letters is a code, not a
 * quantity ('HTML5', 'C1', 'ES2022', 'p95'): codes are compared as written, folded. Contact details are left out
 * (their own gate freezes them).
 */
export type Quantity = { readonly value: number; readonly unit: string | null };

export type Figures = { readonly quantities: Quantity[]; readonly codes: Set<string> };

// a number (thousands separated by a blank, a dot or a comma before exactly three digits; a decimal part), a
// word, or a sign
const TOKEN =
  /(?<num>\d{1,3}(?:[\s\u00a0\u202f.,]\d{3}(?!\d))+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)|(?<word>[\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)*)|(?<sign>[€$£%])/gu;
const CODE = /[\p{L}\p{N}]*(?:\p{L}\d|\d\p{L})[\p{L}\p{N}]*/gu;

type Token = { kind: 'num' | 'word' | 'sign'; text: string; start: number; end: number };

export function figuresOf(text: string): Figures {
  const clean = withoutContacts(text);
  const codes = new Set<string>();
  const numbers = clean.replace(CODE, (code) => {
    if (!isFigureWithUnit(code)) codes.add(fold(code));
    return isFigureWithUnit(code) ? code : ' '.repeat(code.length);
  });
  const tokens = tokenize(numbers);
  const quantities: Quantity[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const value = token.kind === 'num' ? numberOf(token.text) : numberWord(token);
    if (value === null || isMonth(numbers, token)) continue;
    let scaled = value;
    let unit: string | null = null;
    const before = tokens[i - 1];
    if (before && adjacent(numbers, before, token)) unit = CURRENCY_WORDS.get(fold(before.text)) ?? null;
    let at = i;
    const next = () => {
      const candidate = tokens[at + 1];
      return candidate && adjacent(numbers, tokens[at]!, candidate) ? candidate : undefined;
    };
    const scaleToken = next();
    const scale = scaleToken && SCALE_WORDS.get(fold(scaleToken.text));
    if (scale) {
      scaled *= scale;
      at += 1;
    }
    const unitToken = next();
    if (unitToken && isPourCent(tokens, at + 1)) {
      unit ??= 'percent';
      at += 2;
    } else if (unitToken) {
      const word = fold(unitToken.text);
      const found = CURRENCY_WORDS.get(word) ?? UNIT_WORDS.get(word);
      if (found && !unit) {
        unit = found;
        at += 1;
      }
    }
    quantities.push({ value: Number(scaled.toPrecision(6)), unit });
    i = at;
  }
  return { quantities, codes };
}

/** 'sept. 2018': the French month, not seven. */
const isMonth = (text: string, token: Token) =>
  token.kind === 'word' && /^\.|^\s*(?:19|20)\d{2}(?!\d)/.test(text.slice(token.end));

/** '40 pour cent'. */
const isPourCent = (tokens: Token[], at: number) =>
  fold(tokens[at]?.text ?? '') === 'pour' && fold(tokens[at + 1]?.text ?? '') === 'cent';

/** '35k', '2M', '40%', '15min': a figure glued to its scale or unit, not a code. */
function isFigureWithUnit(code: string): boolean {
  const match = /^(\d+(?:[.,]\d+)?)([\p{L}]+)$/u.exec(code);
  if (!match) return false;
  const suffix = fold(match[2]!);
  return SCALE_WORDS.has(suffix) || UNIT_WORDS.has(suffix) || CURRENCY_WORDS.has(suffix);
}

function tokenize(text: string): Token[] {
  return Array.from(text.matchAll(TOKEN), (m) => {
    const kind = m.groups!.num ? 'num' : m.groups!.word ? 'word' : 'sign';
    return { kind, text: m[0], start: m.index, end: m.index + m[0].length } as Token;
  });
}

/** Only blanks or a hyphen ('10-week'), or a French "d'" ('2 millions d'euros'), between two tokens. */
function adjacent(text: string, a: Token, b: Token): boolean {
  const between = text.slice(a.end, b.start);
  return /^[\s\u00a0\u202f]{0,2}$|^-$/.test(between) || /^\s+d['’]$/.test(between);
}

function numberOf(written: string): number {
  const thousands = written.replace(/(\d)[\s\u00a0\u202f.,](?=\d{3}(?!\d))/g, '$1');
  return Number(thousands.replace(',', '.'));
}

/** 'nine', 'vingt-cinq', 'quatre-vingt-dix', 'vijfentwintig' → their value; null for any other word. */
function numberWord(token: Token): number | null {
  if (token.kind !== 'word') return null;
  const word = fold(token.text);
  const single = NUMBER_WORDS.get(word);
  if (single !== undefined) return single;
  const dutch = /^(\p{L}+?)en(\p{L}+ig)$/u.exec(word);
  if (dutch) {
    const unit = NUMBER_WORDS.get(dutch[1]!);
    const ten = NUMBER_WORDS.get(dutch[2]!);
    return unit !== undefined && ten !== undefined && unit < 10 ? ten + unit : null;
  }
  const parts = word.split('-').filter((part) => part !== 'et');
  if (parts.length < 2) return null;
  let total = 0;
  for (const part of parts) {
    const value = NUMBER_WORDS.get(part.replace(/s$/, '')) ?? NUMBER_WORDS.get(part);
    if (value === undefined) return null;
    total =
      value === 100 || (value === 20 && total > 1 && total < 10) ? Math.max(total, 1) * value : total + value;
  }
  return total;
}

/** Whether `q` is said by one of `evidence`: the same value, and the same unit when both have one. */
export function saidBy(q: Quantity, evidence: readonly Quantity[]): boolean {
  return evidence.some((e) => e.value === q.value && (e.unit === q.unit || !e.unit || !q.unit));
}
