/**
 * The spec's disposable and test patterns (§4 Registration email check), used by the browser's fallback only:
 * our server applies the same patterns plus a maintained list. Matched against whole words of the address,
 * so `test@…` or `…@mailinator.com` are refused but `contest.fr` is not (the server's rule too).
 */
const PATTERNS = [
  'temp',
  'fake',
  'test',
  'dummy',
  'example',
  'invalid',
  'noemail',
  'nomail',
  'mailinator',
  '10minutemail',
  'guerrillamail',
  'throwaway',
  'disposable',
];

export function matchesDisposablePattern(email: string): boolean {
  const words = email
    .trim()
    .toLowerCase()
    .split(/[@.\-_+]/);
  return words.some((word) => PATTERNS.includes(word));
}

/** The part after the last '@', lower-cased ('' when there is none). */
export function emailDomain(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  return at < 0 ? '' : address.slice(at + 1);
}
