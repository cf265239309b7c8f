import { fold } from '../text/fold';
import { hasCompanyWord, hasJobTitleWord } from './entry-words';
import { findPeriod } from './find-period';
import type { Line } from './split-lines';

/**
 * Shared by steps 6 and 7 — take an entry's header lines apart: the period (first date found), and the parts of
 * the first line (and of the second when the first holds one part), split on ' | ', ' — ', ' – ', ' - ', ' at ', ' chez ', ' bij ', tabs and ' · '. A part written
 * in `**bold**` is flagged: our own layout writes the position (or degree) in bold.
 */
export type HeaderParts = { period: string | null; parts: Part[]; rest: string[] };
export type Part = {
  readonly text: string;
  readonly bold: boolean;
  readonly index: number;
  /** The part it was cut from at its commas (extract-experience.ts), when it was. */
  readonly cutFrom?: number;
  /** Which of the header's lines it was read from (0 first), how many parts that line gave, and whether the
   * line held the entry's period. */
  readonly line?: number;
  readonly partsOnLine?: number;
  readonly dated?: boolean;
  /** Written before ' at ', ' chez ', ' bij ' or ' @ ' and the next part ('Bediening bij Restaurant Zeezicht'). */
  readonly beforeAt?: boolean;
  /** The place written in brackets after an employer's name ('Boutique Élan (Namur)'): where, whatever its words. */
  readonly where?: boolean;
};

// in lower case: the part before names the role, the part after the employer
const AT_WORDS = ['at', 'chez', 'bij', '@'];
// unless what follows is one word, a region after it: 'Rodriguez Pharmaceuticals at Richmond', '… at Madison, USA'
const ONE_WORD_PLACE = /^\p{Lu}[\p{L}'’.-]+(?:,\s*[\p{L} ]+)?$/u;

const LABELLED = /^[^:]{2,25}?\s?:\s/u;
// the words in lower case, or all in capitals with the header ('DEVELOPER AT GOOGLE'): 'Association Bien Chez Soi'
// is a name
const SEPARATORS = /\s+[|·•—–]\s+|\s+-\s+|\t|\s+(?:at|chez|bij|AT|CHEZ|BIJ|@)\s+/;

/**
 * `complete` says when the parts read so far are enough (by default two of them); until then the next header line
 * joins in, two lines at most ('Barclays — London' / 'Business Analyst, 03/2020 – Present').
 */
export function splitHeaderParts(
  header: readonly Line[],
  complete: (parts: readonly Part[]) => boolean = (parts) => parts.length >= 2,
  separators: RegExp = SEPARATORS,
): HeaderParts {
  let period: string | null = null;
  const texts: Array<{ text: string; raw: string; dated: boolean }> = [];
  for (const line of header) {
    let text = line.text;
    let raw = line.raw;
    const found: ReturnType<typeof findPeriod> = period === null ? findPeriod(text) : undefined;
    if (found) {
      period = found.period;
      text = removePeriod(text, found.period);
      raw = removePeriod(raw, found.period);
    }
    if (text) texts.push({ text, raw, dated: found !== undefined });
  }
  // The first line gives the parts; a second line joins in while they are not complete ('Engineer' / 'Acme').
  const parts: Part[] = [];
  let used = 0;
  // header lines read for parts: the dates' line with only a town beside them is not one of the two
  // ('June 2021 – present · Glasgow' / 'Senior Care Assistant' / 'Riverside Care Home')
  let counted = 0;
  for (const { text, raw, dated } of texts) {
    // a labelled line ('Clients : TotalEnergies, Safran', 'Mention : bien') says something about the entry
    if (used > 0 && (complete(parts) || LABELLED.test(text))) break;
    if (counted >= 2) break;
    used++;
    counted++;
    const bold = new Set((raw.match(/\*\*([^*]+)\*\*/g) ?? []).map((b) => trimPart(b.slice(2, -2))));
    const pieces = text
      .split(separators)
      .map(trimPart)
      .filter((clean) => clean !== '')
      .flatMap(splitAtCapitals);
    if (used === 1 && dated && pieces.length === 1 && pieces[0]!.split(' ').length <= 2) counted--;
    // a town alone under the employer, the title on the line after ('Kozijnfabriek De Kempen' / 'Bladel' /
    // 'Machinaal houtbewerker'): under a name alone on its line, the town is no second piece of the header
    if (used > 1 && isNameAlone(parts) && !dated && pieces.length === 1 && isTownAlone(pieces[0]!)) counted--;
    pieces.forEach((clean, i) => {
      const next = pieces[i + 1];
      parts.push({
        text: clean,
        bold: bold.has(clean),
        index: parts.length,
        line: used - 1,
        partsOnLine: pieces.length,
        dated,
        ...(next !== undefined &&
        !ONE_WORD_PLACE.test(next) &&
        AT_WORDS.some((at) => text.includes(`${clean} ${at} ${next}`))
          ? { beforeAt: true }
          : {}),
      });
    });
  }
  const rest = texts.slice(used).map((t) => t.text.replace(/\t/g, ' '));
  return { period, parts, rest };
}

// one capitalised word, a French department's number after it ('Saran (45)'), that names no trade or firm
const TOWN_ALONE = /^\p{Lu}[\p{L}'’-]+(?:\s\(\d{2,3}\))?$/u;
// one part, without dates or a comma ('Woonzorgcentrum Hof ter Beke, Helpende zorg ⇥ 2014 – 2016' is two)
const isNameAlone = (parts: readonly Part[]) =>
  parts.length === 1 && !parts[0]!.dated && !parts[0]!.text.includes(',');
const isTownAlone = (piece: string) =>
  TOWN_ALONE.test(piece) && !hasJobTitleWord(fold(piece)) && !hasCompanyWord(piece);

/**
 * A name set in capitals and the place after it in ordinary type, with no sign between ('LEICESTER ELECTRICAL
 * SERVICES Bristol', 'HALL CIVIL ENGINEERING LTD Cardiff') are two parts — unless the words after the capitals
 * make a job title ('SAP FI Consultant').
 */
function splitAtCapitals(piece: string): string[] {
  const words = piece.split(' ');
  let capitals = 0;
  while (capitals < words.length && (CAPITAL_WORD.test(words[capitals]!) || words[capitals] === '&'))
    capitals++;
  const tail = words.slice(capitals);
  // the place's words: 'Bristol', 'Reading, UK'
  const placeWord = (w: string, i: number) =>
    CAPITALISED_WORD.test(w) || (i > 0 && tail[i - 1]!.endsWith(',') && /^\p{Lu}{2,3}$/u.test(w));
  if (capitals < 2 || tail.length === 0 || tail.length > 3 || !tail.every(placeWord)) return [piece];
  const after = tail.join(' ');
  return hasJobTitleWord(fold(after)) ? [piece] : [words.slice(0, capitals).join(' '), after];
}
const CAPITAL_WORD = /^\p{Lu}[\p{Lu}\d'’.-]+$/u;
const CAPITALISED_WORD = /^\p{Lu}\p{Ll}[\p{L}'’.-]*,?$/u;

function removePeriod(text: string, period: string): string {
  // '(2019 – 2021)' goes with its brackets; brackets the CV wrote around something else stay ('()0' is a name)
  const at = text.indexOf(period);
  const before = text.slice(0, at);
  const after = text.slice(at + period.length);
  const open = /\(\s*$/.exec(before);
  const close = /^\s*\)/.exec(after);
  if (open && close) return joinAround(before.slice(0, open.index), after.slice(close[0].length));
  // '(expected 2026)', '(prévu 2025)': the word that only qualified the date goes with it
  const qualified = /\(\s*(?:expected|exp\.|prévu|prévue|attendu|verwacht|en cours)\s*$/i.exec(before);
  if (qualified && close) return joinAround(before.slice(0, qualified.index), after.slice(close[0].length));
  return joinAround(before, after);
}

/**
 * What was on either side of a period, joined: a column gap on either side stays one ('2020 – 2024 ⇥ Financial
 * Controller ⇥ Unilever' keeps its two parts), as do the gaps inside; runs of spaces become one.
 */
function joinAround(before: string, after: string): string {
  // loops, not /\s+$/: that pattern steps back through a long run of blanks at every position (issue 17)
  let end = before.length;
  while (end > 0 && /\s/.test(before[end - 1]!)) end--;
  let start = 0;
  while (start < after.length && /\s/.test(after[start]!)) start++;
  const gap = before.slice(end).includes('\t') || after.slice(0, start).includes('\t') ? '\t' : ' ';
  return `${before.slice(0, end)}${gap}${after.slice(start)}`
    .split('\t')
    .map(trimPart)
    .filter(Boolean)
    .join('\t');
}

const HANGING = /[\s,;:|·—–-]/;

/**
 * Trim spaces and the separators or commas left hanging at either end. A loop, not /[…]+$/: that pattern
 * tries every position of a long run of separators inside the text, each to the run's end (a header line of
 * 24 000 ' -' took 11 s, issue 17).
 */
export function trimPart(text: string): string {
  const spaced = text.replace(/\s+/g, ' ');
  let start = 0;
  let end = spaced.length;
  while (start < end && HANGING.test(spaced[start]!)) start++;
  while (end > start && HANGING.test(spaced[end - 1]!)) end--;
  return spaced.slice(start, end);
}

/**
 * The header's own text from one part to a later one, separators as written ('DCG – Diplôme …', 'Professeure des
 * écoles – classe de CM1/CM2'), or undefined when no header line holds both in that order.
 */
export function spanAsWritten(header: readonly Line[], first: string, last: string): string | undefined {
  const line = header.find((h) => h.text.includes(first) && h.text.indexOf(last) > h.text.indexOf(first));
  return line?.text.slice(line.text.indexOf(first), line.text.indexOf(last) + last.length);
}
