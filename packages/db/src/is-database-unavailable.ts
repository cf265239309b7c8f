// What the pg driver throws when the server cannot be reached or goes away, as opposed to a bad query:
// network errors, PostgreSQL's shutdown and connection classes (57P01–57P03 admin/crash shutdown, cannot
// connect now; 08xxx connection exceptions; 53300 too many connections), and pg's own messages for a
// socket that closed or a connection that took too long.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

/**
 * True when `error` (or one of its causes: drizzle and better-auth wrap the driver's error) says the
 * database is out of reach — the request may succeed if retried in a moment — rather than that the
 * request itself is wrong.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; current && depth < 8; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    if (current instanceof Error && UNAVAILABLE_MESSAGES.test(current.message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
