import { MUST_HAVE_MARKERS, NICE_TO_HAVE_MARKERS } from '../data/offer-noise-words';
import type { OfferLine } from '../job/split-offer-sections';
import { fold } from '../text/fold';

/**
 * The clauses of a job ad that state requirements, each with how binding it is: a line of the profile part is a
 * must-have unless it says the thing is optional ("…; une expérience de PostGIS est un plus"), a line of the
 * nice-to-have part never is, a line of the role part is unless marked optional, and any line saying "required",
 * "exigé" or "minstens" is one. Lines are cut at ';' and at sentence ends, so that the optional half of a line
 * does not make its first half optional. The job title is a clause of its own.
 */
export type ClauseKind = 'must' | 'nice' | 'role' | 'title';
/** `either`: the clause offers a choice ('React, Vue.js or Angular', 'hbo- of wo-opleiding'): its must-haves
 *  are alternatives of one another. */
export type OfferClause = { readonly text: string; readonly kind: ClauseKind; readonly either: boolean };

// 'or', 'ou' (not 'où'), Dutch 'of', 'and/or'; on the lower-cased text, before accents are folded
const EITHER = /\s(?:or|ou|of)\s|\b(?:and|et|en)\/(?:or|ou|of)\b/;

const READ_PARTS = new Set(['profile', 'nice', 'role']);

export function offerClauses(lines: readonly OfferLine[], title: string): OfferClause[] {
  const out: OfferClause[] = title ? [{ text: title, kind: 'title', either: false }] : [];
  for (const line of lines) {
    if (line.heading || !READ_PARTS.has(line.part)) continue;
    for (const text of line.text.split(/\s*;\s*|(?<=[.!?])\s+(?=\p{Lu})/u)) {
      if (!text.trim()) continue;
      out.push({ text, kind: kindOf(line.part, fold(text)), either: EITHER.test(text.toLowerCase()) });
    }
  }
  return out;
}

function kindOf(part: OfferLine['part'], folded: string): ClauseKind {
  if (MUST_HAVE_MARKERS.some((marker) => marker.test(folded)) && !/\bnot required\b/.test(folded))
    return 'must';
  if (part === 'nice' || NICE_TO_HAVE_MARKERS.some((marker) => marker.test(folded))) return 'nice';
  return part === 'profile' ? 'must' : 'role';
}
