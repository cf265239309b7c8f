/** One `data:` payload of the live balance stream (D8): `{"credits":N}`; anything else is ignored (null). */
export function parseCreditsEvent(data: unknown): number | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    if (!value || typeof value !== 'object') return null;
    const { credits } = value as { credits?: unknown };
    return typeof credits === 'number' && Number.isInteger(credits) && credits >= 0 ? credits : null;
  } catch {
    return null;
  }
}
