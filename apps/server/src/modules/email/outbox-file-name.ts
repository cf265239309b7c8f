/**
 * `<time>-<recipient>.json`: sorted by time in a listing, the recipient readable at a glance, and safe as a
 * file name on every system (anything but letters, digits, '.', '-', '_' and '@' becomes '_').
 */
export function outboxFileName(sentAt: Date, to: string, sequence = 0): string {
  const time = sentAt.toISOString().replace(/[:.]/g, '-');
  const recipient = to
    .toLowerCase()
    .replace(/[^a-z0-9.@_-]/g, '_')
    .slice(0, 100);
  return `${time}${sequence > 0 ? `-${sequence}` : ''}-${recipient}.json`;
}
