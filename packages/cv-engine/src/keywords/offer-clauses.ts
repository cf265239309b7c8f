import { MUST_HAVE_MARKERS, NICE_TO_HAVE_MARKERS, NOT_REQUIRED_WORDS } from '../data/offer-noise-words';
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
export type OfferClause = {
  readonly text: string;
  readonly kind: ClauseKind;
  /** Read from the profile part (its clauses are must-haves unless they say otherwise). */
  readonly inProfile: boolean;
  /** Before the ad's first heading: its opening paragraph, where the employer mostly speaks of itself. */
  readonly opening: boolean;
};

// an optional remark in brackets ('relational databases (PostgreSQL preferred)') is a clause of its own
const BRACKETS = /\(([^()]*)\)/g;

// ';', a sentence's end, and a comma before "ideally" ('3 ans en marketing produit, idéalement dans la
// cosmétique': only the cosmetics are optional). An abbreviation's full stop ends no sentence: 'another large
// payroll system (e.g. SAP, Dayforce)' gives its examples with the choice they belong to (the usual Latin, French
// and Dutch ones: e.g., i.e., cf., etc., p. ex., ex., bijv., bv., vb., o.a., m.n., incl.)
const CLAUSE_BREAK =
  /\s*;\s*|(?<=[.!?])(?<!\b(?:e\.g|i\.e|cf|etc|p\. ?ex|ex|bijv|bv|vb|o\.a|m\.n|incl)\.)\s+(?=\p{Lu})|,\s*(?=(?:idéalement|idealement|ideally|preferably|de préférence|bij voorkeur|idealiter|liefst)\b)/u;
const READ_PARTS = new Set(['profile', 'nice', 'role']);

export function offerClauses(lines: readonly OfferLine[], title: string): OfferClause[] {
  const out: OfferClause[] = title ? [{ text: title, kind: 'title', inProfile: false, opening: false }] : [];
  let opening = true;
  const push = (part: OfferLine['part'], text: string) => {
    if (text.trim() && !isTermsOfEmployment(text))
      out.push({ text, kind: kindOf(part, fold(text)), inProfile: part === 'profile', opening });
  };
  for (const line of lines) {
    if (line.heading) opening = false;
    if (line.heading || !READ_PARTS.has(line.part)) continue;
    for (const clause of withoutInclusiveEndings(line.text).split(CLAUSE_BREAK)) {
      const optional: string[] = [];
      const rest = clause.replace(BRACKETS, (whole, inner: string) => {
        if (!NICE_TO_HAVE_MARKERS.some((marker) => marker.test(fold(inner)))) return whole;
        optional.push(inner);
        return ' ';
      });
      push(line.part, rest);
      for (const inner of optional) push(line.part, inner);
    }
  }
  return out;
}

// The employer's terms written as a sentence of the profile or the missions, with no heading of their own ('Poste en
// CDI, statut cadre, 50 à 58 K€, télétravail 2 jours par semaine, RTT, restaurant d'entreprise'; 'Vast contract,
// €3 200 bruto, 32 vakantiedagen'): what the job gives, never what it asks. Told by their shape: a contract word or
// an amount of money, and at least two more words of pay, hours or perks (data/offer-noise-words.ts). A payroll
// duty naming its subjects ('la paie, les congés, la mutuelle') holds no contract word nor amount, and stays.
const CONTRACT =
  /\b(?:cdi|cdd|contrat|contract|permanent|statut|status|temps plein|full-time|voltijds|vast contract)\b/;
const AMOUNT = /\d\s*(?:k\s*)?[€£$]|[€£$]\s*\d|\d\s*k€|\bbrut\b|\bbruto\b|\bgross\b/;
const MIN_PERK_WORDS = 2;

function isTermsOfEmployment(text: string): boolean {
  const folded = fold(text);
  const perks = folded.split(/[^\p{L}\d-]+/u).filter((w) => NOT_REQUIRED_WORDS.has(w)).length;
  const contract = CONTRACT.test(folded) ? 1 : 0;
  return (contract === 1 || AMOUNT.test(folded)) && perks - contract >= MIN_PERK_WORDS;
}

function kindOf(part: OfferLine['part'], folded: string): ClauseKind {
  if (MUST_HAVE_MARKERS.some((marker) => marker.test(folded)) && !/\bnot required\b/.test(folded))
    return 'must';
  if (part === 'nice' || NICE_TO_HAVE_MARKERS.some((marker) => marker.test(folded))) return 'nice';
  return part === 'profile' ? 'must' : 'role';
}

// French inclusive endings ('passionné(e)', 'Créatif(ve)', 'motivé·e·s'): the word is the word; the brackets would
// cut it from its requirement ('passionné(e) par le produit')
const INCLUSIVE =
  /(?<=\p{Ll})(?:\((?:e|es|se|ve|ne|le|te|ere|ère|euse|rice|trice|x|s)\)|[·.](?:e|es|se|ve|ne|rice|trice)(?:[·.]s)?(?=[\s,;)]|$))/gu;

function withoutInclusiveEndings(text: string): string {
  return text.replace(INCLUSIVE, '');
}
