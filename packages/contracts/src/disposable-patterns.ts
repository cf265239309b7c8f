/**
 * The spec's disposable and test patterns (§4 Registration email check), shared by the server's check (with a
 * maintained list of disposable domains besides) and the browser's DNS-over-HTTPS fallback. Matched against
 * whole words of the address, so `test@…` or `…@mailinator.com` are refused but `contest.fr` is not.
 */
export const DISPOSABLE_PATTERNS: readonly string[] = [
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
  return words.some((word) => DISPOSABLE_PATTERNS.includes(word));
}
