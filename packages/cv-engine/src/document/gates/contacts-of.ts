/**
 * The contact details of a text, for the AI gates: its e-mail addresses, phone numbers (their digits) and
 * links (host and path, lower case). The header's contact lines are frozen like the name: a change may move
 * none, alter none and add none (a model that 'fixes' a phone number or invents a LinkedIn address is lying).
 */
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;
const LINK =
  /\b(?:https?:\/\/)?(?:www\.)?(?:[\p{L}\p{N}-]+\.)+(?:com|org|net|io|dev|fr|be|nl|eu|me|app|co|uk|de|ch|lu)\b(?:\/[^\s,;)]*)?/giu;
// ten digits or more, which blanks, dots, dashes, slashes or brackets may separate; or a '+' and nine or more
const PHONE = /(?:\+\(?\d|\(?\d)(?:[\s.\-/()]{0,2}\d){8,}/g;

export function contactsOf(text: string): Set<string> {
  const found = new Set<string>();
  let rest = text.replace(EMAIL, (email) => {
    found.add(`mail:${email.toLowerCase()}`);
    return ' ';
  });
  rest = rest.replace(LINK, (link) => {
    found.add(
      `link:${link
        .toLowerCase()
        .replace(/^https?:\/\//, '')
        .replace(/^www\./, '')
        .replace(/\/$/, '')}`,
    );
    return ' ';
  });
  for (const phone of rest.match(PHONE) ?? []) {
    const digits = phone.replace(/\D/g, '');
    // a run of years ('2016 2018 2019') is not a phone number
    if (digits.length >= 9 && !/^(?:(?:19|20)\d{2}){2,}$/.test(digits)) found.add(`phone:${digits}`);
  }
  return found;
}

/** The text with its contact details blanked out, so that a phone number's digits are not read as figures. */
export function withoutContacts(text: string): string {
  const blank = (match: string) => ' '.repeat(match.length);
  return text
    .replace(EMAIL, blank)
    .replace(LINK, blank)
    .replace(PHONE, (phone) => (phone.replace(/\D/g, '').length >= 9 ? blank(phone) : phone));
}

export const sameContacts = (a: string, b: string): boolean => {
  const left = contactsOf(a);
  const right = contactsOf(b);
  return left.size === right.size && [...left].every((c) => right.has(c));
};
