export { matchesDisposablePattern } from '@cv/contracts';

/** The part after the last '@', lower-cased ('' when there is none). */
export function emailDomain(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  return at < 0 ? '' : address.slice(at + 1);
}
