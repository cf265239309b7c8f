import type { TargetLanguage } from '@cv/contracts';
import { CERTIFICATE_WORDS, LICENCE_WORDS } from '../data/certificate-words';
import type { DocumentSection } from '../document/cv-document';
import { hasDegreeWord } from '../parse/entry-words';
import { SECTION_LABELS } from '../rewrite/section-labels';
import { fold } from '../text/fold';
import type { Proof } from './offer-proofs';
import { proofKind } from './offer-spelling';

/**
 * What a must-have brought into a summary is, for the label of its line (plan-surfaced-skills.ts): a language
 * (the engine's language names, or the CV lists it under its languages), a licence or a certificate (a word of
 * data/certificate-words.ts, or the CV lists it under its certifications: 'FCO' under « Permis et certificats »),
 * else a skill. A recruiter reads « Compétences techniques : Anglais » as a language filed as a technical skill.
 */
export type ItemKind = 'skills' | 'certifications' | 'languages';
/** The order of the lines: what the person does, what they hold, what they speak (rewrite/section-labels.ts's). */
export const ITEM_KINDS: readonly ItemKind[] = ['skills', 'certifications', 'languages'];

export function itemKinds(
  items: readonly { readonly text: string; readonly proof: Proof }[],
  sectionOf: (block: string) => DocumentSection | undefined,
): ItemKind[] {
  const own = items.map((item) => itemKind(item.text, item.proof, sectionOf));
  // a section that lists a licence by its word lists certificates: a name listed there with it is one ('FIMO' and
  // 'FCO voyageurs' beside 'Permis D' under « Permis et titres », a heading the reading does not know)
  const lists = new Set(
    items.filter((_, i) => own[i] === 'certifications').flatMap((i) => listsOf(i.proof, sectionOf)),
  );
  return own.map((kind, i) => {
    const proof = items[i]!.proof;
    const places = listsOf(proof, sectionOf);
    const beside = places.length > 0 && places.every((s) => lists.has(s));
    return kind === 'skills' && proofKind(proof) === 'name' && beside ? 'certifications' : kind;
  });
}

function itemKind(
  text: string,
  proof: Proof,
  sectionOf: (block: string) => DocumentSection | undefined,
): ItemKind {
  const kind = proofKind(proof);
  if (kind === 'language') return 'languages';
  if (saysIts(CERTIFICATE_WORDS, text) || saysIts(CERTIFICATE_WORDS, proof.spelling)) return 'certifications';
  // a name the CV lists under its languages or its certifications only ('FCO' under « Permis et certificats »); a
  // skill it proves by a certificate ('lean' by 'Lean Six Sigma Black Belt') stays a skill
  const keys = proof.blocks.map((id) => sectionOf(id)?.key ?? '').filter((key) => !SHOWN.has(key));
  const listed = keys.filter((key) => KINDS_LISTED.has(key));
  if (kind !== 'name' || listed.length === 0 || listed.some((key) => key !== listed[0])) return 'skills';
  return listed[0] as ItemKind;
}

/** Sections that list items of one kind. */
const KINDS_LISTED = new Set(['languages', 'certifications']);
/** The top third and the degrees: where a CV repeats what it lists ('Conducteur · FCO – permis CE'). */
const SHOWN = new Set(['header', 'summary', 'education']);
/** Sections that list things held, known or not: not the jobs, whose bullets name a certificate among others. */
const LISTS = new Set(['certifications', 'other']);

/** The sections listing what a proof proves, besides its top third. */
function listsOf(proof: Proof, sectionOf: (block: string) => DocumentSection | undefined): DocumentSection[] {
  const sections = proof.blocks.map(sectionOf).filter((s) => s !== undefined && !SHOWN.has(s.key));
  return sections.every((s) => LISTS.has(s!.key)) ? (sections as DocumentSection[]) : [];
}

/** The label of a line of items of one kind, in the offer's language: 'Langues', 'Permis et certifications'. */
export function kindLabel(kind: ItemKind, items: readonly string[], language: TargetLanguage): string {
  if (kind === 'languages') return SECTION_LABELS[language].languages;
  if (kind === 'skills') return LINE_LABELS[language].skills;
  const licence = items.some((item) => saysIts(LICENCE_WORDS, item));
  return licence ? LINE_LABELS[language].licences : SECTION_LABELS[language].certifications;
}

/**
 * Labels of a line the section headings do not give: skills of any kind (the heading's 'Compétences techniques'
 * would call a soft skill technical), and licences beside certificates ('Permis B' is no certification).
 */
const LINE_LABELS: Readonly<Record<TargetLanguage, { skills: string; licences: string }>> = {
  french: { skills: 'Compétences', licences: 'Permis et certifications' },
  english: { skills: 'Skills', licences: 'Licences and certifications' },
  dutch: { skills: 'Vaardigheden', licences: 'Rijbewijzen en certificaten' },
};

/**
 * An item named by one of these words, and no degree: the French 'Licence' is one ('Licence professionnelle'), and
 * so may a 'Certificat' be — unless the certificate's word is all that makes it one ('Certificat SST').
 */
function saysIts(words: ReadonlySet<string>, item: string): boolean {
  if (
    !fold(item)
      .split(/[^\p{L}]+/u)
      .some((w) => words.has(w))
  )
    return false;
  return !hasDegreeWord(item.replace(/\bCertifica(?:t|te)\b/g, ''));
}
