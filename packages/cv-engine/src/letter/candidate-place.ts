import { hasEmail, hasPhone, hasUrl } from '../text/contact-patterns';

/**
 * The candidate's town for the letter's date line ('Lyon, le 3 mars 2025'), from the CV's contact items
 * (parse-cv's `contact`, items joined with ' | '): the first item that is neither an e-mail, a phone, a link nor
 * a labelled detail ('Permis B', 'Mobilité : Loire-Atlantique', '35 ans'), cut to its town — what comes before a
 * district, a postcode, a bracket or a comma ('Lyon 7e (69)' → 'Lyon', 'San Francisco, CA' → 'San Francisco').
 * '' when the CV gives none: the date line is then the date alone.
 */
const NOT_A_PLACE =
  /\b(?:permis|licen[cs]e|rijbewijs|ans|years?|jaar|v[ée]hicul[ée]|n[ée]e?\b|born|geboren)\b/i;
const TOWN =
  /^\p{Lu}[\p{L}'’.-]*(?:[\s-]+(?:(?:sur|sous|en|le|la|les|de|du|des|aan|den|op|upon|am|an)[\s-]+)?\p{Lu}[\p{L}'’.-]*)*/u;

export function candidatePlace(contact: string): string {
  for (const item of contact.split(/\s+\|\s+/)) {
    const text = item.trim();
    if (!text || hasEmail(text) || hasPhone(text) || hasUrl(text)) continue;
    if (/[:：]/.test(text) || NOT_A_PLACE.test(text) || /^\d/.test(text)) continue;
    const town = TOWN.exec(text)?.[0].trim();
    if (town && town.length >= 2) return town;
  }
  return '';
}
