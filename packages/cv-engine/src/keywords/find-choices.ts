import type { TargetLanguage } from '@cv/contracts';

/**
 * Which requirements of a clause are a choice, not each a must-have: terms chained by commas or slashes and an
 * 'or' ('React, Vue.js, or Angular'; 'data-analist of BI-specialist'), or listed as examples — in brackets
 * ('ORM technologies (JPA2, Hibernate)') or after 'such as' ('languages such as Python, Ruby, Java'). A plain
 * list is not a choice ('met Python, SQL en Spark': all three), nor are terms with other words between them
 * ('Storybook for component documentation, Vitest or Jest for unit tests': only Vitest and Jest are).
 * Returns, per occurrence, its choice's number within the clause (or null) and whether that choice is an 'or'
 * (an 'or' ranks its options after the must-haves asked alone; examples may all be wanted).
 */
export type Occurrence = {
  readonly start: number;
  readonly end: number;
  readonly skill?: { readonly term: string } | null;
  /** The skills of the tables a requirement read from its clause holds. */
  readonly parts?: readonly unknown[];
};

// A language asked for with its uses in brackets ('Anglais professionnel (documentation, échanges)') is no choice.
const LANGUAGES: ReadonlySet<string> = new Set(['English', 'French', 'Dutch', 'German']);
export type Choice = { readonly group: number | null; readonly or: boolean };

const OR: Record<TargetLanguage, string> = { english: 'or', french: 'ou', dutch: 'of' };
const AND: Record<TargetLanguage, string> = { english: 'and', french: 'et', dutch: 'en' };
// 'from … to …' between two degrees or levels: either
const RANGE: Record<TargetLanguage, string> = { english: 'to', french: 'à', dutch: 'tot' };
// articles and the words naming the family an option belongs to ('another large', 'un autre', 'een ander')
const FILLERS =
  "(?:the|a|an|another|other|any|similar|equivalent|large|major|training|degree|de|la|le|les|l'|un|une|autre|formation|diplome|het|een|ander|andere|opleiding|diploma)";
const EXAMPLES: Record<TargetLanguage, RegExp> = {
  english: /(?:such as|like|e\.g\.|including|for example)\s*:?\s*$/i,
  french: /(?:tel(?:le)?s? que|comme|par exemple|notamment)\s*:?\s*$/i,
  dutch: /(?:zoals|bijvoorbeeld|bv\.|o\.a\.)\s*:?\s*$/i,
};

export function findChoices(text: string, found: readonly Occurrence[], language: TargetLanguage): Choice[] {
  // between two options: commas, slashes, and 'or' (or 'and' closing a list: 'Python, Ruby, PHP, and .Net'), a
  // range ('Bac+3 à Bac+5'), and the words before a family ('SAP or another large ERP', 'ou un autre ERP')
  const linkOr = new RegExp(
    `^[\\s,/()]*(?:(?:(?:and|et|en)\\/)?(?:${OR[language]}|${AND[language]}|${RANGE[language]})\\s+)?(?:${FILLERS}\\s+){0,3}[\\s()]*\\.?$`,
    'i',
  );
  const orWord = new RegExp(`(?:^|\\s)(?:${OR[language]}|${RANGE[language]})(?=\\s|$)`, 'i');
  const out: Choice[] = found.map(() => ({ group: null, or: false }));
  let group = 0;
  let i = 0;
  while (i < found.length) {
    let j = i;
    let or = false;
    while (j + 1 < found.length) {
      const between = text.slice(found[j]!.end, found[j + 1]!.start);
      if (!linkOr.test(between)) break;
      if (orWord.test(between)) or = true;
      j++;
    }
    // a list closed by an 'or' whose last option is no term ('…, biogeochemistry or related field')
    const after = text.slice(found[j]!.end);
    if (j > i && new RegExp(`^[\\s,]*${OR[language]}\\s+\\p{L}`, 'iu').test(after)) or = true;
    if (j > i) {
      const before = text.slice(0, found[i]!.start);
      const inBrackets = /\([^()]*$/.test(before) && !/\)/.test(text.slice(found[i]!.end, found[j]!.start));
      if (or || inBrackets || EXAMPLES[language].test(before) || isPlainList(text, found.slice(i, j + 1))) {
        for (let k = i; k <= j; k++) out[k] = { group, or };
        group++;
      }
    }
    i = j + 1;
  }
  // a requirement and its examples after a colon ('outils numériques : ENT, Pronote, GeoGebra'), or the span it
  // covers after a comma ('le cycle de vente complet, de la prospection à la négociation et au closing')
  const span = /^\s*(?::|,\s*(?:de la|de l'|du|de|des|from|van)\s)\s*$/iu;
  for (let k = 0; k + 1 < found.length; k++) {
    const head = found[k]!;
    if (head.skill && LANGUAGES.has(head.skill.term)) continue;
    if (!span.test(text.slice(head.end, found[k + 1]!.start))) continue;
    const end = text.slice(head.end).search(/[;.]\s/);
    const limit = end < 0 ? text.length : head.end + end;
    const shared = out[k]!.group ?? group++;
    for (let n = k; n < found.length && found[n]!.start < limit; n++) out[n] = { group: shared, or: false };
    break;
  }
  // a requirement and its examples in brackets ('radioprotection (port du dosimètre)', 'SAP experience (S/4HANA)',
  // 'un logiciel comptable (nous travaillons sous Sage 100)'), or the lesser thing it may be replaced by ('QQI
  // Level 5 (or at least the Care of the Older Person module)'): either shows it
  const bracket = /^\s*(?:[\p{L}'’-]+\s*)?\(\s*[^()]*$/u;
  for (let k = 0; k + 1 < found.length; k++) {
    const head = found[k]!;
    if (head.skill && LANGUAGES.has(head.skill.term)) continue;
    if (!bracket.test(text.slice(head.end, found[k + 1]!.start))) continue;
    const close = text.indexOf(')', head.end);
    const inside = found.map((_, n) => n).filter((n) => n > k && (close < 0 || found[n]!.start < close));
    const shared = out[k + 1]!.group ?? group++;
    for (const n of [k, ...inside]) out[n] = { group: shared, or: out[n]!.or };
  }
  return out;
}

/**
 * A list of the trade's plain things, none a skill of the tables nor a code ('a bandsaw, mincer and knives', 'bier en
 * wijn', 'de linnenvoorraad en de bestellingen van schoonmaakproducten'): one requirement told by its parts, as a
 * recruiter reads it — a butcher who names the bandsaw and the mincer is not short of knives. A list naming a skill
 * or a code ('Python, SQL and Docker', 'VCA en rijbewijs B') stays each a must-have.
 */
function isPlainList(text: string, members: readonly Occurrence[]): boolean {
  return members.every(
    (m) =>
      !m.skill &&
      (m.parts?.length ?? 0) === 0 &&
      /^[\p{Ll}\s'’-]+$/u.test(
        text.slice(m.start, m.end).replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase()),
      ),
  );
}

/** The choices made of requirements offered by 'or' (keywords/read-clause-terms.ts), numbered apart. */
export const OR_CHAIN = 500;

/**
 * Requirements offered by 'or' ("industrieel ingenieur of master in de bouwkunde, of een professionele bachelor
 * bouw") are one choice, whatever choices they hold: their terms, and the terms of the choices they share, get one
 * number (OR_CHAIN and up); `alternatives` gives, per term, the first requirement of its 'or' chain.
 */
export function joinAlternatives(
  choices: readonly Choice[],
  alternatives: readonly (number | undefined)[],
): Choice[] {
  const out = [...choices];
  for (const chain of new Set(alternatives)) {
    if (chain === undefined) continue;
    const members = alternatives.map((_, i) => i).filter((i) => alternatives[i] === chain);
    const groups = new Set(members.map((i) => out[i]!.group).filter((g) => g !== null));
    const group = OR_CHAIN + chain;
    out.forEach((c, i) => {
      if (alternatives[i] === chain || (c.group !== null && groups.has(c.group)))
        out[i] = { group, or: true };
    });
  }
  return out;
}
