import { NAME_PARTICLES, NOT_PEOPLE, PERSON_TITLES } from '../data/letter-offer-words';
import { PLACE_WORDS } from '../data/places';
import { fold } from '../text/fold';

/**
 * The person an offer names as its contact ('Contact : Mme Claire Dubois', 'Vragen? Bel Daan Kooĳman',
 * 'send your application to Sarah Miller'), whom the letter greets; null when it names nobody. Only a name led by
 * a contact label or a contact verb counts: a name elsewhere in an ad is a founder, a client or a team lead.
 * `kind` is what the title before the name tells ('Mme' a woman, 'M.' a man), `named` when none does.
 */
export type OfferContact = {
  readonly full: string;
  readonly last: string;
  readonly kind: 'female' | 'male' | 'named';
};

const TITLE = String.raw`(?:Mme|Madame|Mlle|M\.|Monsieur|Mrs?\.?|Ms\.?|Miss|Dr\.?|Prof\.?|mevrouw|mevr\.|Mw\.|heer|de heer|dhr\.)`;
const WORD = String.raw`\p{Lu}[\p{Ll}\p{M}'’-]+`;
const PARTICLE = "(?:van|de|der|den|ter|ten|von|du|des|le|la|d['’])";
const NAME = String.raw`((?:${TITLE}\s+)?${WORD}(?:\s+(?:${PARTICLE}\s+){0,2}${WORD}){0,2})`;
const LEADS = [
  String.raw`(?:contact(?:persoon| person)?|interlocut(?:eur|rice)|votre contact|your contact|recruteur|recruiter|hiring manager|à l['’]attention de|attn\.?|ter attentie van|t\.a\.v\.)\s*[:：]?\s*`,
  String.raw`\b(?:bel(?: of app)?|app|mail|neem contact op met|contacteer|contactez|écrivez à|adressez (?:votre candidature|votre cv|vos candidatures) à|auprès de|send (?:your (?:application|cv|resume|résumé)(?: and [\w ]+)? )?to|reach out to|contact|email|e-mail)\s+`,
];
// the lead in any case ('Contact :', 'Vragen? Bel'), the name with its capitals: two patterns, the second
// matched where the first ends (a case-insensitive \p{Lu} would match any letter)
const LEAD = new RegExp(`(?:${LEADS.join('|')})`, 'giu');
const NAME_AT = new RegExp(NAME, 'uy');

export function contactOfOffer(text: string, employer: string): OfferContact | null {
  const employerWords = new Set(employer.split(/\s+/).map(fold));
  for (const lead of text.matchAll(LEAD)) {
    NAME_AT.lastIndex = lead.index + lead[0].length;
    const name = NAME_AT.exec(text);
    const contact = name ? readName(name[1]!, employerWords) : null;
    if (contact) return contact;
  }
  return null;
}

function readName(raw: string, employerWords: ReadonlySet<string>): OfferContact | null {
  const words = raw.trim().split(/\s+/);
  const [kind, rest] = titleOf(words);
  const names = rest.filter((w) => !NAME_PARTICLES.has(fold(w)));
  // a first and a last name, or a title and a last name: one capitalised word alone is not a person
  if (names.length === 0 || (kind === 'named' && names.length < 2)) return null;
  const folded = names.map(fold);
  if (folded.some((w) => employerWords.has(w) || PLACE_WORDS.has(w) || NOT_PEOPLE.has(w))) return null;
  const full = rest.join(' ');
  const last = rest.slice(rest.length > 1 ? 1 : 0).join(' ');
  return { full, last, kind };
}

function titleOf(words: readonly string[]): ['female' | 'male' | 'named', string[]] {
  const twoWords = `${words[0]} ${words[1]}`;
  if (/^de heer$/i.test(twoWords)) return ['male', words.slice(2)];
  for (const [pattern, kind] of PERSON_TITLES)
    if (pattern.test(words[0]!)) return [kind === 'named' ? 'named' : kind, words.slice(1)];
  return ['named', [...words]];
}
