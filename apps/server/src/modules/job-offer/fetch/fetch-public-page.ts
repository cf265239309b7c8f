import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { bareHost, checkUrl, type HostLists } from './check-url';
import { JOB_FETCH_LIMITS, JobFetchRefusal } from './job-fetch-refusal';
import { checkAnswer, decodeBody, type PageKind, readBody } from './read-answer';
import { type CheckedAddress, type Resolve, resolveChecked } from './resolve-checked';

export interface PageFetchOptions {
  resolve: Resolve;
  hosts: HostLists;
  userAgent: string;
  /** Shorter limits for the tests of the limits themselves; the defaults are the product's. */
  limits?: Partial<typeof JOB_FETCH_LIMITS>;
  /**
   * Test suites only (never from a setting): names resolved to 127.0.0.1 are let through, and every
   * connection goes to this loopback port in plain HTTP, so that real-looking https addresses on port 443
   * are served by the test's own local server.
   */
  testOnlyLoopbackPort?: number;
}

export interface FetchedPage {
  url: URL;
  kind: PageKind;
  body: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const REQUEST_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/ld+json;q=0.9,application/json;q=0.9,text/plain;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'fr,en;q=0.8,nl;q=0.6',
};

/** A failure of the connection or of the answer, as the person reads it; our own refusals pass as they are. */
function refusalOf(error: unknown, signal: AbortSignal): unknown {
  if (error instanceof JobFetchRefusal) return error;
  if (signal.aborted) {
    const reason = signal.reason as Error | undefined;
    return reason?.name === 'TimeoutError' ? new JobFetchRefusal('slow') : reason;
  }
  return new JobFetchRefusal('unreachable');
}

/**
 * Fetches a page the way issue 27 asks: the link checked, its name resolved once and every address checked,
 * the connection made to that very address (the agent's `lookup` answers with it: no second resolution),
 * each redirect checked the same way, at most 3 of them; no cookie, no credential, no connection reused;
 * HTML, JSON or plain text of at most 2 MB, all within the caller's deadline (`signal`, 8 s).
 */
export function createPageFetcher(options: PageFetchOptions) {
  const limits = { ...JOB_FETCH_LIMITS, ...options.limits };
  const testPort = options.testOnlyLoopbackPort;
  const headers = { ...REQUEST_HEADERS, 'user-agent': options.userAgent };

  function send(url: URL, target: CheckedAddress, signal: AbortSignal): Promise<IncomingMessage> {
    const secure = url.protocol === 'https:' && testPort === undefined;
    const lookup = ((_name, lookupOptions, callback) => {
      if (lookupOptions.all) callback(null, [target]);
      else callback(null, target.address, target.family);
    }) as LookupFunction;
    return new Promise((resolve, reject) => {
      const request = (secure ? https : http).request(
        {
          host: bareHost(url),
          port: testPort ?? (Number(url.port) || (secure ? 443 : 80)),
          path: `${url.pathname}${url.search}`,
          headers,
          agent: false,
          lookup,
          signal,
        },
        resolve,
      );
      request.on('error', reject);
      request.end();
    });
  }

  return async function fetchPage(link: string | URL, signal: AbortSignal): Promise<FetchedPage> {
    let url = checkUrl(link, options.hosts);
    try {
      for (let redirects = 0; ; redirects += 1) {
        const target = await resolveChecked(bareHost(url), options.resolve, testPort !== undefined);
        signal.throwIfAborted();
        const response = await send(url, target, signal);
        const location = response.headers.location;
        try {
          if (!REDIRECTS.has(response.statusCode ?? 0) || !location) {
            const kind = checkAnswer(response, limits.maxBytes);
            const bytes = await readBody(response, limits.maxBytes);
            return { url, kind, body: decodeBody(bytes, response.headers['content-type'], kind) };
          }
        } finally {
          response.destroy(); // the connection is never reused, and an unread body must not keep it open
        }
        if (redirects === limits.maxRedirects) throw new JobFetchRefusal('too-many-redirects');
        url = checkUrl(new URL(location, url), options.hosts);
      }
    } catch (error) {
      throw refusalOf(error, signal);
    }
  };
}

export type FetchPage = ReturnType<typeof createPageFetcher>;
