import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for whole ranges, which Fastify's trustProxy accepts besides addresses. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may tell us the client's address (X-Forwarded-For). `true` (trust every entry) is refused:
 * the left-most entry is whatever the client wrote, so each try of a forged address would get fresh rate
 * limits. Instead: how many proxies stand in front (a hop count: the entry that many from the right is the
 * client), or the proxies' own addresses (entries they added are skipped from the right).
 */
export const trustProxySetting = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    const lower = value.toLowerCase();
    if (['false', '0', 'no', 'off'].includes(lower)) return false;
    if (['true', 'yes', 'on'].includes(lower)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would let any client choose its address (the first X-Forwarded-For entry is written by the ' +
          'client); give the number of proxies in front of the server (e.g. 1) or their addresses ' +
          '(e.g. 10.0.0.0/8,192.168.1.10)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 32) return hops;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'false, a number of proxies (1 to 32) or a comma-separated list of addresses or CIDR ranges',
    });
    return z.NEVER;
  });
