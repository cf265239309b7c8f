import { JobFetchRefusal } from './job-fetch-refusal';

/** The operator's lists (JOB_FETCH_ALLOWED_HOSTS, JOB_FETCH_DENIED_HOSTS): a name covers its subdomains. */
export interface HostLists {
  /** null: every public site; otherwise only these. */
  allowed: readonly string[] | null;
  denied: readonly string[];
}

const WEB_PORTS = new Set(['', '80', '443']);

const covers = (listed: string, host: string) => host === listed || host.endsWith(`.${listed}`);

/** The host as the lists and the resolver see it: lower case, no trailing dot, no IPv6 brackets. */
export const bareHost = (url: URL) => url.hostname.replace(/\.$/, '').replace(/^\[(.*)\]$/, '$1');

/**
 * The checks a link passes before anything is resolved or connected: a web address (http or https) on a
 * web port, without an identifier or password in it (they would be sent to the site, and nobody pastes an
 * offer's link with them), on a host the operator's lists let through. Used for the link typed and for
 * every redirect.
 */
export function checkUrl(link: string | URL, hosts: HostLists): URL {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new JobFetchRefusal('invalid-url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new JobFetchRefusal('scheme');
  if (url.username || url.password) throw new JobFetchRefusal('credentials');
  if (!WEB_PORTS.has(url.port)) throw new JobFetchRefusal('port');
  const host = bareHost(url);
  if (!host) throw new JobFetchRefusal('invalid-url');
  if (hosts.denied.some((listed) => covers(listed, host))) throw new JobFetchRefusal('host-denied');
  if (hosts.allowed && !hosts.allowed.some((listed) => covers(listed, host)))
    throw new JobFetchRefusal('host-denied');
  url.hash = '';
  return url;
}
