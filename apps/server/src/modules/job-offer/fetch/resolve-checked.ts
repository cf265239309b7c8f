import { isIP } from 'node:net';
import { refusalOfAddress } from './check-address';
import { JobFetchRefusal } from './job-fetch-refusal';

/** Names → addresses: `dns.promises.lookup` in production, a table in tests (a setting-free dependency). */
export type Resolve = (hostname: string) => Promise<string[]>;

export interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * The name resolved once, and every address it gave checked: one private address among public ones is
 * enough to refuse (the connection could go to any of them). The address returned is the one connected to;
 * nothing resolves the name again, so a name whose answer changes in between (DNS rebinding) cannot slip a
 * private address in. `loopbackAllowed` is the test suite's door to its own loopback server, never opened
 * by the application's settings.
 */
export async function resolveChecked(
  host: string,
  resolve: Resolve,
  loopbackAllowed: boolean,
): Promise<CheckedAddress> {
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new JobFetchRefusal('unknown-host');
    }
  }
  if (addresses.length === 0) throw new JobFetchRefusal('unknown-host');
  for (const address of addresses) {
    const refusal = refusalOfAddress(address);
    if (refusal && !(loopbackAllowed && address === '127.0.0.1')) throw new JobFetchRefusal(refusal);
  }
  const address = addresses[0]!;
  return { address, family: isIP(address) === 6 ? 6 : 4 };
}
