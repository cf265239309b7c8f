/**
 * The spec's fallback (§7): a public DNS-over-HTTPS resolver asked for the domain's MX records, JSON form
 * (`name=<domain>&type=MX`, `Accept: application/dns-json`). The resolver URL comes from `/api/config`.
 * Not our API: plain fetch, no credentials, no token.
 */
export async function lookupMxOverHttps(resolverUrl: string, domain: string, signal?: AbortSignal) {
  const url = new URL(resolverUrl);
  url.searchParams.set('name', domain);
  url.searchParams.set('type', 'MX');
  const response = await fetch(url, {
    headers: { Accept: 'application/dns-json' },
    credentials: 'omit',
    signal,
  });
  if (!response.ok) throw new Error(`DNS-over-HTTPS: HTTP ${response.status}`);
  return (await response.json()) as unknown;
}
