import { LANGUAGE_NAMES } from '../data/language-names';
import { SOFT_SKILLS } from '../data/soft-skills';
import { fold } from '../text/fold';
import { sharesARoot } from '../text/shares-a-root';
import type { Proof } from './offer-proofs';

/**
 * How a proven must-have is written where the tailoring brings it (the skills, the lead, the headline): in the
 * offer's spelling, as an ATS compares words (D22) — with the CV's own words beside it in brackets when the CV
 * says it otherwise ('Menu costing (coût matière)', 'Digital marketing (Google Ads)'), so the reader sees what
 * bears it out. A mere variant of the same word needs no brackets ('product launches' for 'launching'), and a
 * spelling equal but for its case keeps the CV's ('Docker' for 'docker') — but for a capital the CV's sentence gave
 * it. Null when the offer's name says a figure the CV does not: that is not a spelling, it is another thing.
 */
export function offerSpelling(proof: Proof): string | null {
  const word = proof.term.word;
  const spelling = proof.spelling;
  // a figure of the offer's name the CV does not write ('Level 3 food safety' for 'hygiène alimentaire', '360°
  // campaigns' for 'campaigns'): the alias is not the same thing, and the CV's words do not say it
  const figures = word.match(/\d+/g) ?? [];
  if (figures.some((f) => !spelling.includes(f))) return null;
  // a language keeps the CV's capital: it is the name's in English and Dutch, the CV writes its languages as its
  // language does
  if (fold(word) === fold(spelling))
    return capitalOnlyFirst(spelling) && !/\p{Lu}/u.test(word) && !LANGUAGE_NAMES.has(fold(word))
      ? word
      : spelling;
  if (saysItAsTheOffer(proof)) return word;
  return `${word} (${spelling})`;
}

/** The CV's words are the offer's, but for case, accents or the form of a word ('launches' for 'launching'). */
export const saysItAsTheOffer = (proof: Proof) =>
  proof.exact ||
  fold(proof.term.word) === fold(proof.spelling) ||
  sharesARoot(proof.term.word, proof.spelling);

/** 'Vaccination' at a line's start: a capital the sentence gave it, not the name's. */
const capitalOnlyFirst = (text: string) => /^\p{Lu}[^\p{Lu}]*$/u.test(text);

/**
 * Whether a proof names a skill a reader would list: a skill of the tables with a name of its own ('CI/CD',
 * 'Power BI', 'gestion de projet' — not a clause like 'partager vos connaissances'), or a requirement of several
 * words the CV writes whole ('planned preventive maintenance'). A requirement met by a few of its words apart
 * ('ROI … analysis'), or by one of two ('quality restaurant' by 'Restaurant'), is not written as if it were.
 */
export function provesASkill(proof: Proof): boolean {
  const { term, spelling } = proof;
  if (spelling.includes('…')) return false;
  if (term.skill) return isNameOfASkill(term.word);
  // a code the offer and the CV write alike ('ROI', 'P&L', 'ITAA'): a name, however short
  if (proof.exact && CODE.test(term.word) && spelling.includes(term.word)) return true;
  const words = fold(term.word).split(/\s+/);
  return words.length >= 2 && words.every((w) => fold(spelling).includes(w));
}

/** Two capitals or more, maybe joined by '&', '/' or '-' ('ROI', 'P&L', 'B2B'): an acronym or a code. */
const CODE = /^\p{Lu}[\p{Lu}\d]*(?:[&/-]?[\p{Lu}\d]+)+$/u;

/**
 * A skill's name, not a clause of the ad ('CI/CD', 'inspection and testing' — not 'partager vos connaissances',
 * which speaks to the reader): a few words, none addressing anyone.
 */
const ADDRESS_WORDS = new Set([
  'vos',
  'votre',
  'vous',
  'nos',
  'notre',
  'your',
  'you',
  'our',
  'uw',
  'u',
  'je',
  'jouw',
  'onze',
  'ons',
]);
const MAX_NAME_WORDS = 4;
const isNameOfASkill = (keyword: string) => {
  const words = fold(keyword).split(/\s+/);
  return (
    (words.length <= MAX_NAME_WORDS && !words.some((w) => ADDRESS_WORDS.has(w))) ||
    /[\p{Lu}\d/+#.]/u.test(keyword)
  );
};

/**
 * What a proven must-have is, for where it may stand: a language ('Anglais') and a soft skill ('autonomie') go to
 * the skills, never in a headline nor a lead (a role 'with experience of English' says nothing); a name — a tool,
 * a certification, a licence, written with a capital or a figure by the offer ('Docker', 'Permis D', '18th
 * Edition') — may head the CV; any other skill ('gestion de projet') goes in the lead and the skills.
 */
export type ProofKind = 'language' | 'soft' | 'name' | 'skill';

export function proofKind(proof: Proof): ProofKind {
  const words = fold(`${proof.term.word} ${proof.spelling}`).split(/[^\p{L}]+/u);
  if (words.some((w) => LANGUAGE_NAMES.has(w))) return 'language';
  const soft = (text: string) => {
    const folded = fold(text);
    return SOFT_SKILLS.some((row) => row.stems.some((stem) => folded.startsWith(stem)));
  };
  if (soft(proof.term.word) || soft(proof.spelling)) return 'soft';
  // the offer writes it as a name, or the CV does inside a word ('PostgreSQL', 'GitLab', 'HACCP'); a title-cased
  // phrase of the CV ('Software Developer') is not a name for that
  const named = /[\p{Lu}\d]/u.test(proof.term.word) || /\p{Ll}\p{Lu}|\p{Lu}{2}|\d/u.test(proof.spelling);
  return named ? 'name' : 'skill';
}

/** The offer's part of a spelling as the tailoring writes it: 'menu costing' of 'menu costing (coût matière)'. */
export const offerPart = (text: string) => text.replace(/\s*\(.*\)$/, '');

/**
 * The offer's spellings of skills the CV names otherwise, which the alias table proves (D22) — for the gates to
 * read as the CV's own words (ChangeDraft.aliases).
 */
export function aliasesOf(items: readonly { readonly text: string; readonly proof: Proof }[]): string[] {
  return items
    .filter(
      (item) => item.proof.term.skill !== null && fold(offerPart(item.text)) !== fold(item.proof.spelling),
    )
    .map((item) => offerPart(item.text));
}
