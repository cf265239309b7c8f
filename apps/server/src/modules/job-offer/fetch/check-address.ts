import ipaddr from 'ipaddr.js';
import type { RefusalReason } from './job-fetch-refusal';

/**
 * Whether a resolved address may be connected to: only public unicast addresses. ipaddr.js names the range
 * of an address (its tables follow the IANA special-purpose registries); anything but 'unicast' is refused,
 * and IPv6 must moreover be global unicast (2000::/3), so that an address form we did not think of
 * (IPv4-compatible ::a.b.c.d, a new special range) is refused rather than let through.
 */

// ipaddr.js range → the refusal the person reads; any range not listed is 'reserved'.
const REFUSAL_OF_RANGE: Record<string, RefusalReason> = {
  loopback: 'loopback',
  unspecified: 'loopback', // 0.0.0.0 and :: reach this machine itself on most systems
  private: 'private', // 10/8, 172.16/12, 192.168/16
  uniqueLocal: 'private', // fc00::/7, IPv6's private networks
  carrierGradeNat: 'private', // 100.64/10, an operator's internal network
  linkLocal: 'link-local', // 169.254/16 (the cloud metadata address 169.254.169.254) and fe80::/10
  multicast: 'multicast',
  broadcast: 'multicast',
};

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/** null when the address is public; otherwise why it is refused. An unparsable address is refused too. */
export function refusalOfAddress(address: string): RefusalReason | null {
  if (!ipaddr.isValid(address)) return 'reserved';
  let ip = ipaddr.parse(address);
  // ::ffff:10.0.0.1 is 10.0.0.1 to the kernel: judge the IPv4 address it carries
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress())
    ip = (ip as ipaddr.IPv6).toIPv4Address();
  const range = ip.range();
  if (range === 'unicast' && (ip.kind() === 'ipv4' || ip.match(GLOBAL_UNICAST_V6))) return null;
  return REFUSAL_OF_RANGE[range] ?? 'reserved';
}
