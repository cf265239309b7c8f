import {
  NUMBER_WORDS,
  ORDINAL_SUFFIXES,
  ORDINAL_WORDS,
  ROUND_COUNT_SUFFIX,
  SCALE_WORDS,
} from '../../data/number-words';
import {
  AGE_WORDS,
  BARE_TIME_PLURALS,
  BOUND_WORDS,
  CLOCK_BEFORE,
  CLOCK_HOURS,
  CLOCK_WORDS,
  CURRENCY_WORDS,
  DURATION_PHRASES,
  DURATION_WORDS,
  MULTIPLE_WORDS,
  RATE_WORDS,
  SHIFT_NOUNS,
  UNIT_SIGNS,
  UNIT_WORDS,
} from '../../data/quantity-units';
import { fold } from '../../text/fold';
import { withoutContacts } from './contacts-of';

/**
 * The figures of a text as quantities, for the AI gates: a value with its scale applied and its unit, whatever
 * the language and the writing — '€2.4M', '2,4 M€' and '2.4 million euros' are one quantity (2 400 000 eur),
 * '10 semaines' and 'ten weeks' another (10 week), 'nine' is 9. A figure glued to letters is a code, not a
 * quantity ('HTML5', 'C1', 'ES2022', 'p95'): codes are compared as written, folded. Contact details are left out
 * (their own gate freezes them).
 */
export type Bound = 'below' | 'above' | 'about';
export type Quantity = {
  readonly value: number;
  readonly unit: string | null;
  readonly bound?: Bound;
  /** The words after it up to the clause's end ('of them at Northgate'): whose years a summary counts. */
  readonly clause?: string;
  /** Its whole clause, the words before it too ('results raised to 68% A*–B'). */
  readonly around?: string;
};

export type Figures = {
  readonly quantities: Quantity[];
  readonly codes: Set<string>;
  /** The spans of time the text names, with or without a figure ('per week', 'first quarter'). */
  readonly durations: Set<string>;
  /** The same, and those at the head of a Dutch compound ('maandrapportage'): what the text proves. */
  readonly spans: Set<string>;
};

// a number (thousands separated by a blank, a dot or a comma before exactly three digits; a decimal part), a
// word, or a sign
const TOKEN =
  /(?<num>\d{1,3}(?:[\s\u00a0\u202f.,]\d{3}(?!\d))+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)|(?<word>[\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)*)|(?<sign>[€$£%×])/gu;
// letters and digits in one word ('HTML5', 'p95'), or letters, a hyphen and digits ('PL-300', 'DP-900')
// or a number and a shorter one after a hyphen, not a range ('2391-52', 'City & Guilds 2382-22'; '45-60' is a
// range, '2019-20' a season)
const CODE =
  /[\p{L}\p{N}]*(?:\p{L}\d|\d\p{L})[\p{L}\p{N}]*|\b\p{L}+-\d+\b|\b(?!(?:19|20)\d{2}-)\d{3,}-\d{1,2}\b(?![.,]?\d)/gu;
// between two figures of a range, the second's unit is the first's too ('de 45 à 8 minutes', '5 naar 1 dag')
const RANGE = /^\s*(?:-|–|—|to|à|au|naar|tot|and|et|en|or|ou)\s*$/i;

type Token = { kind: 'num' | 'word' | 'sign'; text: string; start: number; end: number };

export function figuresOf(text: string): Figures {
  const clean = UNIT_SIGNS.reduce((t, [sign, word]) => t.replace(sign, word), withoutContacts(text)).replace(
    /(?<=\d\s?)([ap])\.\s?m\.?/gi,
    '$1m',
  );
  const codes = new Set<string>();
  const numbers = splitCounts(clean).replace(CODE, (code) => {
    // '3e', '3de', '3rd': the figure, its ordinal suffix blanked
    const ordinal = /^(\d+)(\p{L}+)$/u.exec(code);
    if (ordinal && ORDINAL_SUFFIXES.has(fold(ordinal[2]!))) {
      codes.add(rankCode(Number(ordinal[1])));
      return ordinal[1]!.padEnd(code.length, ' ');
    }
    if (!isFigureWithUnit(code)) codes.add(fold(code));
    return isFigureWithUnit(code) ? code : ' '.repeat(code.length);
  });
  const tokens = tokenize(numbers);
  type Read = {
    value: number;
    unit: string | null;
    bound?: Bound;
    clause: string;
    around: string;
    start: number;
    end: number;
  };
  const read: Read[] = [];
  const durations = new Set<string>();
  const spans = new Set<string>();
  for (const [t, token] of tokens.entries()) {
    if (token.kind !== 'word') continue;
    // 'tweede leerjaar', 'second-line': a rank, unless it is the unit of the figure before it ('30 seconds')
    const rank = ORDINAL_WORDS.get(fold(token.text).split('-')[0]!);
    if (rank !== undefined && tokens[t - 1]?.kind !== 'num' && ranksNoun(token, tokens[t + 1], numbers))
      codes.add(rankCode(rank));
    // each part of a hyphenated word ('year-on-year', '10-week'); after an ordinal ('first-year students'),
    // before 'end' ('year-end'), the span only proves, it claims nothing (data/quantity-units.ts)
    const parts = fold(token.text).split('-');
    const ordinal = parts.length > 1 && (ORDINALS.has(parts[0]!) || parts.includes('end'));
    const claims = !ordinal && !bareTime(tokens, t) && !SHIFT_NOUNS.has(fold(tokens[t + 1]?.text ?? ''));
    for (const word of parts) {
      const duration = DURATION_WORDS.get(word);
      if (duration && claims) durations.add(duration);
      const span = duration ?? compoundSpan(word) ?? (AGE_WORDS.has(word) ? 'year' : undefined);
      if (span) spans.add(span);
    }
  }
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const multiple = token.kind === 'word' ? MULTIPLE_WORDS.get(fold(token.text)) : undefined;
    const value = token.kind === 'num' ? numberOf(token.text) : (multiple ?? numberWord(token));
    if (value === null || isMonth(numbers, token) || isYear(token)) continue;
    let scaled = value;
    let unit: string | null = multiple === undefined ? null : 'times';
    const before = tokens[i - 1];
    if (!unit && before && adjacent(numbers, before, token))
      unit = CURRENCY_WORDS.get(fold(before.text)) ?? null;
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
      const half = CLOCK_WORDS.get(word);
      const said = fold(tokens[i - 1]?.text ?? '');
      const clock = CLOCK_BEFORE.has(said) && tokens[i - 2]?.kind !== 'num';
      if (!unit && (half !== undefined || (CLOCK_HOURS.has(word) && clock))) {
        // a time of day, on a 24-hour clock ('7 pm' is 19, 'à 7 h' is 7)
        scaled = (half ?? 0) + (scaled % 12 === 0 && half !== undefined ? 0 : scaled);
        unit = 'clock';
        at += 1;
      } else if (found && !unit) {
        unit = found;
        at += 1;
      } else if (!unit && UNIT_ADJECTIVES.has(word)) {
        // '1 working day', '5 business days', '10 calendar days': the unit one word later
        const later = tokens[at + 2];
        const timed = later && adjacent(numbers, unitToken, later) && DURATION_WORDS.get(fold(later.text));
        if (timed) {
          unit = UNIT_WORDS.get(fold(later.text)) ?? timed;
          at += 2;
        }
      }
    }
    const bound = boundOf(numbers, token);
    const end = tokens[at]!.end;
    const clause = /^[^.;,()]{0,80}/.exec(numbers.slice(end))![0];
    const lead = /[^.;,()]{0,80}$/.exec(numbers.slice(0, token.start))![0];
    const around = `${lead}${numbers.slice(token.start, end)}${clause}`;
    read.push({ value: Number(scaled.toPrecision(6)), unit, bound, clause, around, start: token.start, end });
    i = at;
  }
  const folded = fold(numbers);
  for (const [phrase, span] of DURATION_PHRASES)
    if (phrase.test(folded)) {
      durations.add(span);
      spans.add(span);
    }
  for (let q = read.length - 2; q >= 0; q--) {
    const [first, second] = [read[q]!, read[q + 1]!];
    if (!first.unit && second.unit && RANGE.test(numbers.slice(first.end, second.start)))
      first.unit = second.unit;
  }
  return {
    quantities: read.map(({ value, unit, bound, clause, around }) =>
      bound ? { value, unit, bound, clause, around } : { value, unit, clause, around },
    ),
    codes,
    durations,
    spans,
  };
}

const BOUNDS = BOUND_WORDS.map(
  ([bound, phrases]) =>
    [bound, new RegExp(String.raw`(?:^|[^\p{L}])(?:${phrases.split(', ').join('|')})\s*$`, 'u')] as const,
);

/** The side a figure's bound words put it on ('près de 40': below; '40+', 'ruim 40': above). */
function boundOf(text: string, token: Token): Bound | undefined {
  if (text[token.end] === '+') return 'above';
  const head = fold(text.slice(Math.max(0, token.start - 24), token.start));
  return BOUNDS.find(([, pattern]) => pattern.test(head))?.[0];
}

/** A bound claimed is one the evidence states, or 'about'; a figure without one claims no side. */
const boundFits = (claimed: Bound | undefined, stated: Bound | undefined) =>
  !claimed || claimed === 'about' || claimed === stated;

/** A plural of time with no figure, number word or rate before it ("drivers' hours"): a budget, not a span. */
function bareTime(tokens: Token[], at: number): boolean {
  if (!BARE_TIME_PLURALS.has(fold(tokens[at]!.text))) return false;
  const before = tokens[at - 1];
  if (!before) return true;
  return before.kind === 'word' && !RATE_WORDS.has(fold(before.text)) && numberWord(before) === null;
}

/**
 * Whether an ordinal word ranks the noun after it ('tweede leerjaar', 'first-line', 'third year') rather than saying
 * an order of events ('first in an accounting firm, then…', 'd'abord'): a noun follows it, in the same clause.
 */
function ranksNoun(token: Token, next: Token | undefined, text: string): boolean {
  if (token.text.includes('-')) return true;
  if (next?.kind !== 'word' || !/^\s+$/.test(text.slice(token.end, next.start))) return false;
  return !SEQUENCE_WORDS.has(fold(next.text));
}
// words after an ordinal used as an adverb: 'first in', 'first as', 'premier à', 'eerst bij'
const SEQUENCE_WORDS = new Set(
  'in as at to then of for the a an and on with by time place en dans comme chez a puis au aux et de du des sur bij als op van te voor met tot'.split(
    ' ',
  ),
);

/** The code a rank is compared as, whatever its writing ('3e', 'third', 'derde'). */
export const rankCode = (rank: number): string => `rank ${rank}`;

/**
 * A number word glued to its unit by a hyphen ('a four-year apprenticeship', 'three-time driver of the month',
 * 'vingt-quatre-heures') is the figure and its unit, as '4-year' is: the hyphen is read as a blank (same length).
 */
function splitCounts(text: string): string {
  return text.replace(/\p{L}+(?:-\p{L}+)+/gu, (word) => {
    const cut = word.lastIndexOf('-');
    const [count, unit] = [word.slice(0, cut), fold(word.slice(cut + 1))];
    const known = UNIT_WORDS.has(unit) || DURATION_WORDS.has(unit);
    const figure = numberWord({ kind: 'word', text: count, start: 0, end: count.length });
    return known && figure !== null ? `${count} ${word.slice(cut + 1)}` : word;
  });
}

// words between a figure and its unit of time ('working day', 'business days', 'werkdagen' is one word)
const UNIT_ADJECTIVES = new Set('working business calendar full whole school'.split(' '));

/** A year is a date, which the dates gate compares ('sinds 2020' may name the current job's start). */
const isYear = (token: Token) => token.kind === 'num' && /^(?:19|20)\d{2}$/.test(token.text);

const ORDINALS = new Set(
  'first second third final last premier premiere deuxieme eerste tweede derde'.split(' '),
);

/**
 * A span of time at the head of a Dutch compound ('maandrapportage', 'kwartaalanalyses') or at its tail
 * ('sportdag', 'schooljaar': 'sports day', 'school year' in English). Read as proof only: 'jaarrekening'
 * (annual accounts) names no span a translation must keep.
 */
function compoundSpan(word: string): string | undefined {
  const head = /^(maand|kwartaal|jaar|week)(?!end)\p{L}{4,}$/u.exec(word)?.[1];
  const tail = /^\p{L}{4,}(dag|maand|jaar|week)$/u.exec(word)?.[1];
  return head || tail ? DURATION_WORDS.get((head ?? tail)!) : undefined;
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

/** Only blanks, a hyphen ('10-week'), a plus ('340+ times'), or a French "d'" ('2 millions d'euros'). */
function adjacent(text: string, a: Token, b: Token): boolean {
  const between = text.slice(a.end, b.start);
  return /^\+?[\s\u00a0\u202f]{0,2}$|^-$/.test(between) || /^\s+d['’]$/.test(between);
}

function numberOf(written: string): number {
  const thousands = written.replace(/(\d)[\s\u00a0\u202f.,](?=\d{3}(?!\d))/g, '$1');
  return Number(thousands.replace(',', '.'));
}

/** 'nine', 'vingt-cinq', 'quatre-vingt-dix', 'vijfentwintig' → their value; null for any other word. */
function numberWord(token: Token): number | null {
  if (token.kind !== 'word') return null;
  const word = fold(token.text);
  // 'twaalftal', 'vijfentwintigtal': the count's number
  if (word.endsWith(ROUND_COUNT_SUFFIX) && word.length > ROUND_COUNT_SUFFIX.length + 2) {
    const count = numberWord({ ...token, text: word.slice(0, -ROUND_COUNT_SUFFIX.length) });
    if (count !== null) return count;
  }
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

/**
 * Whether `q` is said by one of `evidence`: the same value, and the same unit when `q` has one ('PHP 8' says
 * nothing of '8 years'). `kept` is the other way round, for a figure of the block that the change must keep:
 * the same value, and no other unit.
 */
export function saidBy(q: Quantity, evidence: readonly Quantity[]): boolean {
  return evidence.some(
    (e) => e.value === q.value && (e.unit === q.unit || !q.unit) && boundFits(q.bound, e.bound),
  );
}

export function keptIn(q: Quantity, after: readonly Quantity[]): boolean {
  // a span of time keeps its unit: 'toutes les deux semaines' is not 'deux séances par semaine'
  const timed = q.unit !== null && DURATION_WORDS.has(q.unit);
  return after.some((a) => a.value === q.value && (a.unit === q.unit || (!a.unit && !timed) || !q.unit));
}

/**
 * A text's figures with the word after each, folded ('40+ client entities' → '40 client', '5 business days' →
 * '5 business'): what a summary quotes of a line when it repeats an achievement with its own words.
 */
export function quotedFigures(text: string): Set<string> {
  const folded = fold(withoutContacts(text));
  return new Set([
    ...Array.from(
      // an ordinal's suffix aside ('18th Edition' → '18 edition')
      folded.matchAll(/(?<![\d.,])(\d+(?:[.,]\d+)?)(?:st|nd|rd|th|e|er|re|eme|de|ste)?\+?\s+(\p{L}{3,})/gu),
      (m) => `${Number(m[1]!.replace(',', '.'))} ${m[2]}`,
    ),
    // and with the word before it, which names a grade ('NVQ Level 3', 'HGV Class 2', 'niveau 4', 'groep 8')
    ...Array.from(
      folded.matchAll(/(\p{L}{3,})\s+(\d{1,2})(?![.,]?\d)(?!\s*%)/gu),
      (m) => `${m[1]} ${Number(m[2])}`,
    ),
  ]);
}
