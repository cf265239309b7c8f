import type { TargetLanguage } from '@cv/contracts';
import { STOP_WORDS } from '../../keywords/stop-words';
import { clearLanguageOfTokens, countLanguageHits, LANGUAGE_ORDER } from '../../language/detect-language';
import { fold } from '../../text/fold';
import { tokenize } from '../../text/tokenize';

/**
 * Whether a change keeps its block's content, and only its block's (issue 23): the words that carry meaning
 * survive — in the same language, or as their cognates and translations, which a count cannot tell apart, so
 * that what is measured is how much meaning is left — and no other block's words come into it (two bullets
 * merged into one). Meaning words: three letters or more, not a stop word, not a figure; compared by their
 * first five letters, which most FR / EN / NL cognates share ('développement', 'development', 'ontwikkeling'
 * aside).
 */
const WORD = /\p{L}[\p{L}\p{M}'’-]*/gu;
const STEM = 5;

/**
 * A change keeps this share of its block's meaning words at least… (on the corpus of bench/gate-corpus,
 * faithful translations and rewordings kept 0.83 or more, halved bullets 0.69 or less)
 */
const MIN_KEPT = 0.75;
/** …unless it loses fewer words than this (a bullet of four words reworded into three). */
const MIN_LOST = 2;
/**
 * A change of a bullet or a line may grow by this share at most, and by GROWN_WORDS or more (on the corpus:
 * faithful ones grew by 1.26 at most, merged bullets by 1.59 or more): more is another block's content, or
 * padding that claims what the block never said. The summary may grow: it sums up the whole CV.
 */
const MAX_GROWTH = 1.45;
const GROWN_WORDS = 4;
/** Another block's words found in the change and not in its own block: a merge, from this many on… */
const MERGED_WORDS = 3;
const MERGED_SHARE = 0.5;
/**
 * …or from two, when they are half of a short bullet ('… en assisteren bij de wondzorg' from 'Assisteren bij de
 * wondzorg onder toezicht'): a short bullet folded in brings two words. On the corpora of bench/gate-corpus no
 * honest proposal shares two added words with another block.
 */
const MERGED_SHORT = 2;
/** …or this share of the words the change adds, all from one other block ('…, and ran parenting programmes'). */
const ADDED_SHARE = 0.6;

export function meaningWords(text: string): string[] {
  return Array.from(text.matchAll(WORD), (m) => fold(m[0]).replace(/^(?:[ldjnsmtc]|qu)['’]/, ''))
    .map((w) => w.replace(/['’-]/g, ''))
    .filter((w) => w.length >= 3 && !STOP_WORDS.has(w));
}

export const stemsOf = (words: readonly string[]): Set<string> => new Set(words.map((w) => w.slice(0, STEM)));
const stems = stemsOf;

/**
 * The first word of a new item a change of a skill line adds that the CV never writes (by stem): 'grill and steak
 * cookery' for 'grill', 'Multi-drop delivery and trunking' — the offer's word slipped into a list. An item is a
 * part between separators or after 'and' / 'et' / 'en'; one with a word of the line is that item said otherwise
 * ('déclarations URSSAF', 'flow cytometry (FACS)'). A translation writes other words for the same items, and is
 * weighed by the other gates.
 */
const SAME_LINE = 0.5;
const ITEM_BREAK = /[,;·•|]|\s(?:and|et|en|&|ainsi que|as well as|plus|or|ou|of)\s/u;

export function unprovenWord(
  before: string,
  after: string,
  cvStems: ReadonlySet<string>,
): string | undefined {
  const own = stems(meaningWords(before));
  // a line whose words are mostly others is written in another language, whatever its markers show
  const now = stems(meaningWords(after));
  if ([...now].filter((stem) => own.has(stem)).length < now.size * SAME_LINE) return undefined;
  for (const item of after.split(ITEM_BREAK)) {
    const words = meaningWords(item);
    if (words.some((word) => own.has(word.slice(0, STEM)))) continue;
    const unproven = words.find((word) => !cvStems.has(word.slice(0, STEM)));
    if (unproven) return unproven;
  }
  return undefined;
}

export function keepsContent(before: string, after: string): boolean {
  const was = meaningWords(before);
  const is = meaningWords(after);
  if (!(was.length - is.length >= MIN_LOST && is.length < was.length * MIN_KEPT)) return true;
  // a Dutch compound is two words in one ('leesprojecten' for 'projets lecture'): weighed by letters too
  return letters(is) >= letters(was) * MIN_KEPT;
}

const letters = (words: readonly string[]) => words.reduce((sum, word) => sum + word.length, 0);

/**
 * In its own language a rewording keeps the block's words themselves, not only as many of them: a change of
 * a line that drops this many of its meaning words (by stem)… (on the corpora of bench/gate-corpus, faithful
 * rewordings kept 0.84 or more of their words where they dropped three or more; 'Suivi de 35 dossiers… avec
 * les avocats externes' → 'Plaidoirie de 35 dossiers devant le conseil' keeps 0.40)
 */
const MIN_DROPPED_WORDS = 3;
/** …and keeps less than this share of them, says something else. A translation is weighed by count only. */
const MIN_KEPT_WORDS = 0.75;

/** A text's language, or the only one its marker words show when they are too few to tell clearly ('… de …'). */
export function languageOf(text: string): TargetLanguage | undefined {
  const tokens = tokenize(text);
  const clear = clearLanguageOfTokens(tokens);
  if (clear) return clear;
  const hits = countLanguageHits(text);
  const shown = LANGUAGE_ORDER.filter((language) => hits[language] > 0);
  return shown.length === 1 ? shown[0] : undefined;
}

export function keepsWords(before: string, after: string): boolean {
  const language = clearLanguageOfTokens(tokenize(before));
  if (!language || languageOf(after) !== language) return true;
  const was = stems(meaningWords(before));
  const now = stems(meaningWords(after));
  const dropped = [...was].filter((stem) => !now.has(stem)).length;
  return dropped < MIN_DROPPED_WORDS || was.size - dropped >= was.size * MIN_KEPT_WORDS;
}

export function growsTooMuch(before: string, after: string): boolean {
  const was = sizeOf(before);
  const is = sizeOf(withoutGlosses(before, after));
  return is - was >= GROWN_WORDS && is > was * MAX_GROWTH;
}

/**
 * A text's size in meaning words as a translation would write them: each part of a compound ('expert-comptable'
 * is 'external accountant', 'year-end' two words) and a two-letter acronym ('CA de 14,2 M€' is 'turnover of
 * €14.2M') count, so that a French line written out in English does not look grown.
 */
const sizeOf = (text: string) =>
  meaningWords(text.replace(/(?<=\p{L})-(?=\p{L})/gu, ' ')).length +
  (text.match(/\b\p{Lu}{2}\b/gu) ?? []).length;

/**
 * `after` without the brackets that explain one of the block's acronyms ('CAP Cuisine (French vocational cooking
 * diploma)', 'AREI (Belgian electrical installations code)'): a translation's gloss, not a grown claim. Its words
 * still pass every other gate.
 */
function withoutGlosses(before: string, after: string): string {
  const acronyms = new Set(before.match(/\b\p{Lu}{2,6}\b/gu) ?? []);
  const own = new Set(meaningWords(before));
  return (
    after
      // the block's own words kept in brackets beside their translation ('community board (bureau communautaire)')
      .replace(/\(([^()]*)\)/g, (all, inner: string) => {
        const words = meaningWords(inner);
        return words.length > 0 && words.every((word) => own.has(word)) ? '' : all;
      })
      .replace(/\b(\p{Lu}{2,6})\b([^()]{0,30}?)\s*\([^()]*\)/gu, (all, acronym: string, rest: string) =>
        acronyms.has(acronym) ? `${acronym}${rest}` : all,
      )
      // the gloss after a comma inside the acronym's own brackets ('(GIR 1 and 2, the French dependency scale)')
      .replace(/\((\p{Lu}{2,6})\b([^(),]*),[^()]*\)/gu, (all, acronym: string, rest: string) =>
        acronyms.has(acronym) ? `(${acronym}${rest})` : all,
      )
  );
}

/** Whether `after` brings in the meaning words of one of `others` (another block) that its own block lacks. */
export function mergesAnother(before: string, after: string, others: readonly string[]): boolean {
  const own = stems(meaningWords(before));
  const added = new Set([...stems(meaningWords(after))].filter((s) => !own.has(s)));
  if (added.size < MERGED_SHORT) return false;
  return others.some((other) => {
    const theirs = [...stems(meaningWords(other))].filter((s) => !own.has(s));
    const shared = theirs.filter((s) => added.has(s)).length;
    // half of the other block, or a part of it that makes most of what the change adds (its second clause)
    if (shared >= MERGED_SHORT && shared >= theirs.length * MERGED_SHARE) return true;
    return shared >= MERGED_WORDS && shared >= added.size * ADDED_SHARE;
  });
}

/**
 * The items of a list line ('Python, SQL, Power BI', 'Rigueur · discrétion'), those in brackets too, a colon
 * starting them as a comma does: 'Gestion (devis, facturation, URSSAF)' and 'Gestion : devis, facturation et
 * URSSAF' hold as many, 'flow cytometry (FACS)' is one, and 'Python (scripts)' → 'Python (scripts, FastAPI)'
 * gains one. A skill, language or quality line that gains an item claims something its block never said.
 */
export function itemsOf(text: string): number {
  return 1 + (text.match(/[,;·•|:]/g) ?? []).length;
}
