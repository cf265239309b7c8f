/**
 * Patterns of contact details, shared by the parser (which lines are the contact line) and the ATS score (which
 * gives points for an e-mail, a phone number and a LinkedIn link).
 */
const EMAIL_PATTERN = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/u;

const MAX_EMAIL_LENGTH = 254; // RFC 5321

// Tested word by word, and only on words holding an '@' and short enough to be an address: on one long line
// the pattern would retry from every position, which a 50 000-character paste turns into seconds.
export function hasEmail(text: string): boolean {
  // the words holding an '@', found from each '@' outwards: splitting a whole CV into words cost more
  for (let at = text.indexOf('@'); at !== -1; ) {
    let start = at;
    while (start > 0 && !SPACE.test(text[start - 1]!)) start--;
    let end = at + 1;
    while (end < text.length && !SPACE.test(text[end]!)) end++;
    const word = text.slice(start, end);
    if (word.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(word)) return true;
    at = text.indexOf('@', end);
  }
  return false;
}

const SPACE = /\s/;

// The spec's "phone-like run of 10 or more digits": digits that spaces, dots, dashes, slashes or brackets may
// separate ('+33 6 00 00 14 27', '+1 (555) 123-4567', '06.00.00.14.27'), an optional '+' in front.
const PHONE_RUN = /\+?\(?\d(?:[\s.\-/()]{0,2}\d){9,}/;

export function hasPhone(text: string): boolean {
  const match = PHONE_RUN.exec(text);
  if (!match) return false;
  // A date range '2016 - 2018 2019' is digits too; a phone number has no 4-digit year group on both sides.
  return !/^(?:19|20)\d{2}\D+(?:19|20)\d{2}$/.test(match[0].trim());
}

const URL_PATTERN = /https?:\/\/|www\.|\.(?:com|org|net|io|dev|fr|be|nl|eu|me|app)\b/i;

export function hasUrl(text: string): boolean {
  return URL_PATTERN.test(text);
}
export const LINKEDIN = /linkedin/i;

// Labels in front of contact details, dropped from the contact line ('Email: x' → 'x').
export const CONTACT_LABEL =
  /^(?:e-?mail|courriel|mail|phone|t[ée]l[ée]phone|t[ée]l\.?|telefoon|tel\.?|mobile?|gsm|portable|linkedin|github|website|site(?: web)?|web|portfolio|address|adresse|adres|location|localisation|woonplaats|ville|city)\s*[:：]\s*/i;
