import type { TargetLanguage } from '@cv/contracts';
import { GENERIC_AD_WORDS } from '../data/generic-ad-words';
import { OFFER_NOISE_WORDS } from '../data/offer-noise-words';
import { type Phrase, phraseAt, phraseIndex } from './skill-terms';
import { stemWord } from './stem-word';
import { STOP_WORDS } from './stop-words';
import { prefixOf, stemAt, type WordStream } from './word-stream';

/**
 * Step 2d — what one clause of an offer names: the skills of the table, longest phrase first ('Power BI', not
 * 'BI'), and the other words that may be keywords of their own — not a stop word, not boilerplate, not a word
 * every ad uses (data/generic-ad-words.ts, by stem), no digit (numbers, references), at least three letters. A
 * word of the offer's names (its employer, places, people) is never one, nor a skill phrase starting with one.
 */
const SHORT_TECH = new Set(['c#', 'c++', 'f#', 'ux', 'ui', 'qa', 'bi', 'r']);

/** Skills (longest phrase first) and candidate single words of one clause. */
export function readClause(
  stream: WordStream,
  names: ReadonlySet<string>,
  language: TargetLanguage,
  onSkill: (phrase: Phrase, surface: string, start: number, end: number) => void,
  onWord: (at: number, surface: string, start: number, end: number) => void,
): void {
  const index = phraseIndex();
  const generic = genericStems(language);
  const words = stream.words;
  for (let at = 0; at < words.length; ) {
    const w = words[at]!;
    const named = names.has(w.folded) || names.has(w.glued);
    const candidates = [
      ...(index.byPrefix.get(prefixOf(w.folded)) ?? []),
      ...(w.glued ? (index.byGlued.get(w.glued) ?? []) : []),
    ];
    let best = -1;
    let bestPhrase: Phrase | undefined;
    for (const phrase of candidates) {
      if (phrase.narrower) continue;
      const end = phraseAt(stream, at, phrase);
      if (end > best && !spansName(stream, at, end, names)) [best, bestPhrase] = [end, phrase];
    }
    if (bestPhrase && !(named && best === w.tokenEnd) && !isCodeNumber(stream, at, best)) {
      onSkill(bestPhrase, stream.text.slice(w.start, words[best]!.end), w.start, words[best]!.end);
      at = best + 1;
      continue;
    }
    if (named) {
      at = w.tokenEnd + 1;
      continue;
    }
    if (w.glued && isCandidateWord(stream, at, generic)) {
      const end = words[w.tokenEnd]!.end;
      onWord(at, stream.text.slice(w.start, end), w.start, end);
    }
    at = w.glued ? w.tokenEnd + 1 : at + 1;
  }
}

/** A short name in capitals followed by a number is a code of its own ('BS 7671' is a standard, not a
 *  bachelor's degree; 'ISO 9001'). */
function isCodeNumber(stream: WordStream, from: number, to: number): boolean {
  const next = stream.words[to + 1];
  const surface = stream.text.slice(stream.words[from]!.start, stream.words[to]!.end);
  return (
    next !== undefined &&
    /^\d{3,}$/.test(next.folded) &&
    /^\p{Lu}{1,3}$/u.test(surface) &&
    !/\n/.test(stream.text.slice(stream.words[to]!.end, next.start))
  );
}

/** A skill phrase starting with a name is the name ('Tech Solutions'); one with a name inside is not ('Adobe
 *  Creative Suite' at an agency called 'VisualImpact Creative'). */
function spansName(stream: WordStream, from: number, _to: number, names: ReadonlySet<string>): boolean {
  return names.has(stream.words[from]!.folded);
}

const GENERIC = new Map<TargetLanguage, Set<string>>();
/** The stems of the generic words of an ad in its language (data/generic-ad-words.ts). */
export function genericStems(language: TargetLanguage): ReadonlySet<string> {
  let stems = GENERIC.get(language);
  if (!stems) {
    stems = new Set(GENERIC_AD_WORDS[language].map((word) => stemWord(word, language)));
    GENERIC.set(language, stems);
  }
  return stems;
}

function isCandidateWord(stream: WordStream, at: number, generic: ReadonlySet<string>): boolean {
  const w = stream.words[at]!;
  const whole =
    w.tokenEnd === at ? w.folded : stream.text.slice(w.start, stream.words[w.tokenEnd]!.end).toLowerCase();
  if (SHORT_TECH.has(whole)) return true;
  if (/\d/.test(w.glued)) return false; // numbers, years, references ('RTL-DEV-0312', '4K')
  if (w.glued.replace(/[^\p{L}]/gu, '').length < 3) return false;
  for (let i = at; i <= w.tokenEnd; i++) {
    const part = stream.words[i]!.folded;
    if (STOP_WORDS.has(part) || OFFER_NOISE_WORDS.has(part) || generic.has(stemAt(stream, i))) return false;
  }
  return !OFFER_NOISE_WORDS.has(w.glued) && !OFFER_NOISE_WORDS.has(whole);
}

/** 'PostGIS', 'RGAA', 'Synapse' in mid-sentence: a product or a standard, worth a keyword once. */
export function isShapedLikeAName(surface: string, at: number): boolean {
  if (/\p{Ll}\p{Lu}/u.test(surface) || /^\p{Lu}{2,}$/u.test(surface)) return true;
  return at > 0 && /^\p{Lu}/u.test(surface);
}
