import http from 'node:http';
import https from 'node:https';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeJobSites, testResolver } from '../../../../test/fake-job-sites';
import { createPageFetcher, type PageFetchOptions } from './fetch-public-page';
import { JobFetchRefusal, type RefusalReason } from './job-fetch-refusal';

const OFFER = '<html><head><title>Offre</title></head><body><h1>Développeur</h1></body></html>';
const LOOPBACK = ['127.0.0.1'];

let sites: Awaited<ReturnType<typeof startFakeJobSites>>;
const dns = testResolver({
  'jobs.example.test': LOOPBACK,
  'moved.example.test': LOOPBACK,
  'intranet.test': ['10.0.0.5'],
  'metadata.test': ['169.254.169.254'],
  'ula.test': ['fd00::1'],
  'mixed.test': ['127.0.0.1', '10.0.0.5'],
  'rebind.test': [LOOPBACK, ['10.0.0.5']],
});

beforeAll(async () => {
  sites = await startFakeJobSites({
    'jobs.example.test/offre': { body: OFFER, headers: { 'set-cookie': 'session=abc' } },
    'rebind.test/offre': { body: OFFER },
    'jobs.example.test/latin1': {
      headers: { 'content-type': 'text/html; charset=ISO-8859-1' },
      body: Buffer.from('<p>Ingénieur à Lyon</p>', 'latin1'),
    },
    'jobs.example.test/gzip': {
      headers: { 'content-encoding': 'gzip' },
      body: gzipSync(OFFER),
    },
    'jobs.example.test/to-moved': { status: 302, headers: { location: 'https://moved.example.test/offre' } },
    'moved.example.test/offre': { body: OFFER },
    'jobs.example.test/to-intranet': { status: 301, headers: { location: 'http://intranet.test/admin' } },
    'jobs.example.test/to-port': { status: 302, headers: { location: 'http://moved.example.test:8080/' } },
    'jobs.example.test/loop1': { status: 302, headers: { location: '/loop2' } },
    'jobs.example.test/loop2': { status: 302, headers: { location: '/loop3' } },
    'jobs.example.test/loop3': { status: 302, headers: { location: '/loop4' } },
    'jobs.example.test/loop4': { status: 302, headers: { location: '/offre' } },
    'jobs.example.test/pdf': { headers: { 'content-type': 'application/pdf' }, body: '%PDF-1.7' },
    'jobs.example.test/forbidden': { status: 403, body: 'no robots' },
    'jobs.example.test/announced-3mb': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(3 * 1024 * 1024) });
      response.write('<p>');
    },
    'jobs.example.test/endless': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const write = () => {
        while (response.write(chunk)) {}
        response.once('drain', write);
      };
      write();
    },
    'jobs.example.test/gzip-bomb': {
      headers: { 'content-encoding': 'gzip' },
      body: gzipSync(Buffer.alloc(3 * 1024 * 1024, ' ')),
    },
    'jobs.example.test/silent': () => {},
    'jobs.example.test/drip': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      const timer = setInterval(() => response.write('.'), 20);
      response.on('close', () => clearInterval(timer));
    },
  });
});
afterAll(() => sites.close());
afterEach(() => {
  dns.calls.length = 0;
  vi.restoreAllMocks();
});

function fetcher(overrides: Partial<PageFetchOptions> = {}) {
  return createPageFetcher({
    resolve: dns.resolve,
    hosts: { allowed: null, denied: [] },
    userAgent: 'CV Sur Mesure test',
    testOnlyLoopbackPort: sites.port,
    ...overrides,
  });
}

const deadline = () => AbortSignal.timeout(5_000);

async function refusal(link: string, overrides: Partial<PageFetchOptions> = {}): Promise<RefusalReason> {
  const error = await fetcher(overrides)(link, deadline()).catch((caught: unknown) => caught);
  if (!(error instanceof JobFetchRefusal)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error.reason;
}

/** Sockets opened by any HTTP(S) agent of this process, and connections the loopback server accepted. */
function watchSockets() {
  const before = sites.connections();
  const opened = [
    vi.spyOn(http.Agent.prototype, 'createConnection'),
    vi.spyOn(https.Agent.prototype, 'createConnection'),
  ];
  return {
    opened: () => opened.reduce((sum, spy) => sum + spy.mock.calls.length, 0),
    accepted: () => sites.connections() - before,
  };
}

describe('fetching a public page', () => {
  it('reads a page on one connection, sending no cookie, and names where it was read', async () => {
    const sockets = watchSockets();
    const page = await fetcher()('https://jobs.example.test/offre#apply', deadline());
    expect(page).toMatchObject({ kind: 'html', body: OFFER });
    expect(page.url.href).toBe('https://jobs.example.test/offre');
    expect(sockets.opened()).toBe(1);
    const seen = sites.requests.at(-1)!;
    expect(seen.headers.cookie).toBeUndefined();
    expect(seen.headers['user-agent']).toBe('CV Sur Mesure test');
  });

  it('decodes the charset the answer names, and a compressed body', async () => {
    expect((await fetcher()('https://jobs.example.test/latin1', deadline())).body).toBe(
      '<p>Ingénieur à Lyon</p>',
    );
    expect((await fetcher()('https://jobs.example.test/gzip', deadline())).body).toBe(OFFER);
  });

  it('follows a redirect to another public site, checking it again', async () => {
    const page = await fetcher()('https://jobs.example.test/to-moved', deadline());
    expect(page.url.href).toBe('https://moved.example.test/offre');
    expect(dns.calls).toEqual(['jobs.example.test', 'moved.example.test']);
  });

  it('resolves a name once and connects to the address it checked, whatever the name says next', async () => {
    const sockets = watchSockets();
    const page = await fetcher()('https://rebind.test/offre', deadline());
    expect(page.body).toBe(OFFER);
    expect(dns.calls).toEqual(['rebind.test']);
    expect(sockets.accepted()).toBe(1);
    expect(sockets.opened()).toBe(1);
  });
});

describe('refusing before any connection', () => {
  it.each([
    ['https://intranet.test/', 'private'],
    ['https://metadata.test/latest/meta-data/', 'link-local'],
    ['http://169.254.169.254/latest/meta-data/', 'link-local'],
    ['https://ula.test/', 'private'],
    ['http://[fd12::1]/', 'private'],
    ['http://[::ffff:10.0.0.1]/', 'private'],
    ['https://mixed.test/', 'private'],
    ['https://unknown.test/', 'unknown-host'],
    ['https://user:pass@jobs.example.test/offre', 'credentials'],
    ['ftp://jobs.example.test/offre', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['https://jobs.example.test:8443/offre', 'port'],
  ] as const)('%s → %s', async (link, reason) => {
    const sockets = watchSockets();
    expect(await refusal(link)).toBe(reason);
    expect(sockets.opened()).toBe(0);
    expect(sockets.accepted()).toBe(0);
  });

  it('refuses the loopback address itself outside the test door', async () => {
    const sockets = watchSockets();
    expect(await refusal('https://jobs.example.test/offre', { testOnlyLoopbackPort: undefined })).toBe(
      'loopback',
    );
    expect(await refusal('http://127.0.0.1/', { testOnlyLoopbackPort: undefined })).toBe('loopback');
    expect(sockets.opened()).toBe(0);
  });

  it("refuses a host of the operator's deny list, or outside its allow list, before resolving it", async () => {
    expect(
      await refusal('https://jobs.example.test/offre', {
        hosts: { allowed: null, denied: ['example.test'] },
      }),
    ).toBe('host-denied');
    expect(
      await refusal('https://jobs.example.test/offre', { hosts: { allowed: ['lever.co'], denied: [] } }),
    ).toBe('host-denied');
    expect(dns.calls).toEqual([]);
  });

  it('refuses a redirect to a private address without connecting to it', async () => {
    const sockets = watchSockets();
    expect(await refusal('https://jobs.example.test/to-intranet')).toBe('private');
    expect(sockets.opened()).toBe(1); // the first page only
    expect(sockets.accepted()).toBe(1);
  });

  it('refuses a redirect to another port, and a fourth redirect', async () => {
    expect(await refusal('https://jobs.example.test/to-port')).toBe('port');
    const sockets = watchSockets();
    expect(await refusal('https://jobs.example.test/loop1')).toBe('too-many-redirects');
    expect(sockets.opened()).toBe(4);
  });
});

describe('refusing what a site answers', () => {
  it('refuses a type that is not HTML, JSON or text, and a site that turns robots away', async () => {
    expect(await refusal('https://jobs.example.test/pdf')).toBe('content-type');
    expect(await refusal('https://jobs.example.test/forbidden')).toBe('blocked');
    expect(await refusal('https://jobs.example.test/nothing-here')).toBe('not-found');
  });

  it('stops at 2 MB: announced, streamed without end, or expanded from a small compressed body', async () => {
    expect(await refusal('https://jobs.example.test/announced-3mb')).toBe('too-big');
    expect(await refusal('https://jobs.example.test/endless')).toBe('too-big');
    expect(await refusal('https://jobs.example.test/gzip-bomb')).toBe('too-big');
  });

  it('stops at the deadline a site that does not answer, or answers a byte at a time', async () => {
    const limits = { timeoutMs: 300 };
    const slow = (link: string) =>
      fetcher({ limits })(link, AbortSignal.timeout(300)).catch((error: JobFetchRefusal) => error.reason);
    const started = performance.now();
    expect(await slow('https://jobs.example.test/silent')).toBe('slow');
    expect(await slow('https://jobs.example.test/drip')).toBe('slow');
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});
